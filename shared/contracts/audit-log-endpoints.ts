// Where the audit log's routes are (contracts/audit-logs.ts says what they take and answer); zod-free.
export const auditLogEndpoints = {
  list: { method: "get", path: "/audit-logs" },
  get: { method: "get", path: "/audit-logs/{id}" },
} as const;
