// Where the user routes are (contracts/users.ts says what they take and answer); zod-free.
export const userEndpoints = {
  list: { method: "get", path: "/users" },
  get: { method: "get", path: "/users/{id}" },
  create: { method: "post", path: "/users" },
  update: { method: "patch", path: "/users" },
  setStatus: { method: "put", path: "/users/status" },
  replaceAccess: { method: "patch", path: "/users/access" },
} as const;
