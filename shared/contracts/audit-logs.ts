// The audit log's routes: what each takes and answers (the streamed export is apart, in the API).
import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, ROLES } from "../enums.ts";
import { auditListQuerySchema, type AuditLogDoc } from "../schemas/audit.ts";
import { idParamSchema } from "../schemas/common.ts";
import { answer, docOf, invalid, listOf, refSchema, refused, unitRefSchema } from "./answers.ts";
import { auditLogEndpoints } from "./audit-log-endpoints.ts";

export const auditLogDocSchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  document: z.number().int().nullable(),
  documentName: z.string().nullable(),
  documentVersion: z.number().int().optional(),
  createdAt: z.string(),
  user: refSchema.extend({ role: z.enum(ROLES) }).nullable(),
  /** The document before and after the change, as it was then: its shape is the entity's of that day. */
  prev: z.unknown(),
  current: z.unknown(),
  organizations: z.array(unitRefSchema),
  recordUnits: z.array(unitRefSchema).optional(),
}) satisfies z.ZodType<AuditLogDoc>;

export const auditLogContracts = {
  list: {
    ...auditLogEndpoints.list, summary: "Audit entries the caller may read, newest first", tags: ["audit"],
    request: { query: auditListQuerySchema }, responses: { 200: answer("list", listOf(auditLogDocSchema)), 400: invalid(), 403: refused("role may not read audit logs") },
  },
  get: {
    ...auditLogEndpoints.get, summary: "One audit entry in the caller's scope", tags: ["audit"],
    request: { params: idParamSchema }, responses: { 200: answer('{"doc"}', docOf(auditLogDocSchema)), 404: refused("missing or out of scope") },
  },
};

export type AuditLogContracts = typeof auditLogContracts;
