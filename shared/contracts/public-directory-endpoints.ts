// Where the public directory's routes are (contracts/public-directory.ts says what they take and
// answer). Their paths are under PUBLIC_DIRECTORY_BASE, not /api: a client passes it to requestOf
// as the base (the dashboard's ./Directory expose does). Free of zod so that a call costs no schema.
export const PUBLIC_DIRECTORY_BASE = "/public/v1";

export const publicDirectoryEndpoints = {
  accounts: { method: "get", path: "/accounts" },
  archived: { method: "get", path: "/accounts/archived" },
  verify: { method: "get", path: "/verify" },
} as const;
