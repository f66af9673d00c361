// Where the unit routes are (contracts/units.ts says what they take and answer); zod-free, like
// every *-endpoints.ts, so the Units page's calls cost no schema in the first download.
export const unitEndpoints = {
  list: { method: "get", path: "/organization" },
  adminCandidates: { method: "get", path: "/organization/filtered-users" },
  get: { method: "get", path: "/organization/{id}" },
  create: { method: "post", path: "/organization" },
  update: { method: "patch", path: "/organization" },
  disable: { method: "put", path: "/organization/disable/{id}" },
} as const;
