// Where the audit export stream is (contracts/audit-export.ts says what it takes and answers). Free
// of zod so that a client's call costs no schema in its download.
export const auditExportEndpoints = {
  export: { method: "get", path: "/audit-logs/export" },
} as const;
