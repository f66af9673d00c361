// Where the one search box's route is (contracts/search.ts says what it takes and answers); zod-free,
// so that the dashboard's header costs no schema in its first download.
export const searchEndpoints = {
  search: { method: "get", path: "/search" },
} as const;
