import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type Role } from "../enums.ts";
import { csvEnum, csvIds, isoDateSchema, listQuerySchema, type Ref } from "./common.ts";

/** GET /api/audit-logs: newest first; `from`/`to` are calendar dates, inclusive. */
export const auditListQuerySchema = listQuerySchema(["createdAt"] as const, {
  entity: csvEnum(AUDIT_ENTITIES).optional(),
  action: csvEnum(AUDIT_ACTIONS).optional(),
  documentId: csvIds.optional(),
  user: csvIds.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export interface AuditLogDoc {
  id: number;
  action: AuditAction;
  entity: AuditEntity;
  document: number | null;
  createdAt: string;
  user: { id: number; name: string; role: Role } | null;
  prev: unknown;
  current: unknown;
  organizations: Ref[];
}
