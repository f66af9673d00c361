// Where the sign-in routes are (contracts/auth.ts says what they take and answer); zod-free, as the
// dashboard asks who is signed in before anything else.
export const authEndpoints = {
  setup: { method: "get", path: "/setup" },
  createFirstUser: { method: "post", path: "/create-first-user" },
  login: { method: "post", path: "/users/login" },
  me: { method: "get", path: "/users/me" },
  updateMe: { method: "patch", path: "/users/me" },
  logout: { method: "post", path: "/users/logout" },
  browserLogout: { method: "get", path: "/logout" },
} as const;
