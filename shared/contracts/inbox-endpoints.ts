// Where the inbox routes are (contracts/inbox.ts); zod-free.
export const inboxEndpoints = {
  list: { method: "get", path: "/inbox" },
  version: { method: "get", path: "/inbox/version" },
  read: { method: "post", path: "/inbox/read" },
} as const;
