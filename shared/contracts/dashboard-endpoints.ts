// Where the home page's and the publication routes are (contracts/dashboard.ts, contracts/publication.ts); zod-free.
export const dashboardEndpoints = {
  summary: { method: "get", path: "/dashboard" },
} as const;

export const publicationEndpoints = {
  get: { method: "get", path: "/social-medias/{id}/publication" },
  set: { method: "put", path: "/social-medias/{id}/public-listing" },
} as const;
