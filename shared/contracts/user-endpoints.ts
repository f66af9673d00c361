// Where the user routes are (contracts/users.ts says what they take and answer); zod-free.
export const userEndpoints = {
  list: { method: "get", path: "/users" },
  get: { method: "get", path: "/users/{id}" },
  create: { method: "post", path: "/users" },
  update: { method: "patch", path: "/users" },
  setStatus: { method: "put", path: "/users/status" },
  replaceAccess: { method: "patch", path: "/users/access" },
} as const;

/** The password routes: the reset link (also the welcome link) and the e-mails that carry it. */
export const passwordEndpoints = {
  forgotPassword: { method: "post", path: "/users/forgot-password" },
  resetPassword: { method: "post", path: "/users/reset-password" },
  welcomeEmail: { method: "post", path: "/welcome-emails" },
} as const;
