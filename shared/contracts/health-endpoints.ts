// Where the liveness route is (contracts/health.ts says what it answers). Free of zod so that a
// client's call costs no schema in its download.
export const healthEndpoints = {
  health: { method: "get", path: "/health" },
} as const;
