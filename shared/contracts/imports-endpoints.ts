// Where the spreadsheet import routes are (contracts/imports.ts says what they take and answer).
// Free of zod so that a client's calls cost no schema in its download.
export const importEndpoints = {
  upload: { method: "post", path: "/imports" },
  list: { method: "get", path: "/imports" },
  get: { method: "get", path: "/imports/{id}" },
  dryRun: { method: "post", path: "/imports/{id}/dry-run" },
  commit: { method: "post", path: "/imports/{id}/commit" },
} as const;
