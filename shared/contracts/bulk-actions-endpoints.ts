// Where the bulk action routes are (contracts/bulk-actions.ts says what they take and answer). Free
// of zod so that the dashboard's call costs no schema in its download.
export const bulkActionEndpoints = {
  accounts: { method: "post", path: "/social-medias/bulk" },
  users: { method: "post", path: "/users/bulk" },
} as const;
