// Where the risk flag routes are (contracts/flags.ts says what they take and answer). Kept apart
// and free of zod so that a client's calls cost no schema in its download.
export const flagEndpoints = {
  list: { method: "get", path: "/flags" },
  get: { method: "get", path: "/flags/{id}" },
  create: { method: "post", path: "/flags" },
  update: { method: "patch", path: "/flags/{id}" },
  scan: { method: "post", path: "/flags/scan" },
} as const;
