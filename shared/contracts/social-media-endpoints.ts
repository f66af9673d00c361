// Where the social media account routes are (contracts/social-medias.ts says what they take and answer); zod-free.
export const socialMediaEndpoints = {
  list: { method: "get", path: "/social-medias" },
  options: { method: "get", path: "/social-medias/options" },
  latestPost: { method: "get", path: "/social-medias/latest-post" },
  refreshLatestPost: { method: "post", path: "/social-medias/{id}/latest-post" },
  savedLatestPost: { method: "get", path: "/social-medias/saved-latest-post" },
  get: { method: "get", path: "/social-medias/{id}" },
  create: { method: "post", path: "/social-medias" },
  changeStatus: { method: "patch", path: "/social-medias/status/{id}" },
  reject: { method: "patch", path: "/social-medias/reject/{id}" },
  update: { method: "patch", path: "/social-medias/{id}" },
} as const;
