import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type Role } from "../enums.ts";
import { csvEnum, csvIds, isoDateSchema, listQuerySchema, type UnitRef } from "./common.ts";

/**
 * Who acted, by id: a user's (positive) or a SCIM token's (negative: minus the token's id, as the
 * audit log records a provisioning token, which is nobody's account).
 */
const csvActorIds = z
  .string()
  .transform((s) => s.split(",").map((v) => v.trim()).filter((v) => v !== ""))
  .pipe(z.array(z.string().regex(/^-?[1-9]\d{0,15}$/, { error: "ids must be non-zero integers" }).transform(Number)).max(500));

/** GET /api/audit-logs: newest first; `from`/`to` are calendar dates, inclusive. */
export const auditListQuerySchema = listQuerySchema(["createdAt"] as const, {
  entity: csvEnum(AUDIT_ENTITIES).optional(),
  action: csvEnum(AUDIT_ACTIONS).optional(),
  documentId: csvIds.optional(),
  user: csvActorIds.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export interface AuditLogDoc {
  id: number;
  action: AuditAction;
  entity: AuditEntity;
  document: number | null;
  /** The record's name today (a person, unit or account; a flag by its account); null when it has none or is gone. */
  documentName: string | null;
  /** A policy's version today (policies are named by it, in the reader's words); absent for other records. */
  documentVersion?: number;
  createdAt: string;
  user: { id: number; name: string; role: Role } | null;
  prev: unknown;
  current: unknown;
  organizations: UnitRef[];
  /** Units that `prev` or `current` name (by id) and `organizations` does not, each with its path: the full record names them. */
  recordUnits?: UnitRef[];
}

export const AUDIT_EXPORT_FORMATS = ["csv", "jsonl", "xlsx"] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** GET /api/audit-logs/export: every matching entry in id order; `unit` keeps entries touching its subtree. */
export const auditExportQuerySchema = z.strictObject({
  format: z.enum(AUDIT_EXPORT_FORMATS, { error: "format must be csv, jsonl or xlsx" }).default("jsonl"),
  entity: csvEnum(AUDIT_ENTITIES).optional(),
  action: csvEnum(AUDIT_ACTIONS).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  // The Audit Log page's other filters, so that its export is what the page shows (issue 30).
  user: csvActorIds.optional(),
  search: z.string().trim().max(200).optional(),
  unit: z.coerce.number({ error: "unit must be a unit id" }).int({ error: "unit must be a unit id" }).positive({ error: "unit must be a unit id" }).optional(),
});
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** One line of the JSONL export: every field the hash chain covers, so a client can recompute it. */
export interface AuditExportEntry {
  id: number;
  action: AuditAction;
  entity: AuditEntity;
  documentId: number | null;
  user: { id: number; name: string; role: Role } | null;
  prev: unknown;
  current: unknown;
  organizations: number[];
  createdAt: string;
  prevHash: string;
  hash: string;
}

/** Response header of the export: `full` when the answer is the whole chain (super admin, no filter). */
export const AUDIT_CHAIN_HEADER = "X-Steward-Audit-Chain";
