// Where the lists' exports are (contracts/list-exports.ts says what they take and answer); zod-free.
// Each is its list's address plus /export, with the list's own filters and sort in the query.
export const listExportEndpoints = {
  accounts: { method: "get", path: "/social-medias/export" },
  users: { method: "get", path: "/users/export" },
  units: { method: "get", path: "/organization/export" },
  flags: { method: "get", path: "/flags/export" },
  campaignItems: { method: "get", path: "/campaigns/{id}/items/export" },
} as const;

export type ListExportName = keyof typeof listExportEndpoints;
