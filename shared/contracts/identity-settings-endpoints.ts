// Where the identity provider settings routes are (contracts/identity-settings.ts); zod-free for
// the dashboard's page.
export const identitySettingsEndpoints = {
  getSettings: { method: "get", path: "/identity/settings" },
  putSettings: { method: "put", path: "/identity/settings" },
  startTest: { method: "post", path: "/identity/settings/test" },
  getTest: { method: "get", path: "/identity/settings/test/{key}" },
} as const;
