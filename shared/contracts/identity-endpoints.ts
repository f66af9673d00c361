// Where the identity provider offer and group mapping routes are (contracts/identity.ts); zod-free,
// as the sign-in page asks for the offer before anyone is signed in.
export const identityEndpoints = {
  providers: { method: "get", path: "/auth/providers" },
  listGroupMappings: { method: "get", path: "/identity/group-mappings" },
  replaceGroupMappings: { method: "patch", path: "/identity/group-mappings" },
} as const;
