// Where the bulk grant route is (contracts/access-bulk.ts says what it takes and answers). Free of
// zod so that a client's call costs no schema in its download.
export const accessBulkEndpoints = {
  grant: { method: "post", path: "/users/access/bulk" },
} as const;
