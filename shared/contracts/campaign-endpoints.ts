// Where the recertification campaign routes are (contracts/campaigns.ts); zod-free.
export const campaignEndpoints = {
  list: { method: "get", path: "/campaigns" },
  get: { method: "get", path: "/campaigns/{id}" },
  create: { method: "post", path: "/campaigns" },
  update: { method: "patch", path: "/campaigns/{id}" },
  open: { method: "post", path: "/campaigns/{id}/open" },
  close: { method: "post", path: "/campaigns/{id}/close" },
  items: { method: "get", path: "/campaigns/{id}/items" },
  decide: { method: "patch", path: "/campaigns/{id}/items/{itemId}" },
  evidence: { method: "get", path: "/campaigns/{id}/evidence" },
  queue: { method: "get", path: "/campaign-items" },
  attest: { method: "post", path: "/campaign-items/attest" },
  coverage: { method: "get", path: "/attestations/coverage" },
} as const;
