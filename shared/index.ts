// The one vocabulary of Steward: the API, the dashboard and the CLI all import from here.
export * from "./enums.ts";
export * from "./permissions.ts";
export * from "./scope.ts";
export * from "./messages.ts";
export * from "./constants.ts";
export * from "./nav.ts";
export * from "./schemas/common.ts";
export * from "./schemas/auth.ts";
export * from "./schemas/units.ts";
export * from "./schemas/social-medias.ts";
export * from "./schemas/policy.ts";
export * from "./audit-chain.ts";
export * from "./schemas/users.ts";
export * from "./schemas/flags.ts";
export * from "./schemas/dashboard.ts";
export * from "./schemas/audit.ts";
export * from "./user-rules.ts";
