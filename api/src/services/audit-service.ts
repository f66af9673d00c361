import type { AuditListQuery, AuditLogDoc, ListResponse } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { notFound } from "../domain/errors.ts";
import { findAuditLog, listAuditLogs } from "../repositories/audit-repo.ts";
import type { ScopedAuditCounts } from "../repositories/audit-scope-counts.ts";
import { today, type ServiceDeps } from "./deps.ts";
import { auditScopeOf } from "../policies/audit-logs.ts";

export function createAuditService(deps: ServiceDeps, counts: ScopedAuditCounts) {
  const { database } = deps;
  return {
    /** Super admins read every entry; unit admins the entries touching their scope (decisions.md). */
    async list(actor: Actor, query: AuditListQuery): Promise<ListResponse<AuditLogDoc>> {
      const scope = await auditScopeOf(database.db, actor, today(deps));
      return listAuditLogs(database.db, query, scope, counts);
    },

    async get(actor: Actor, id: number): Promise<AuditLogDoc> {
      const scope = await auditScopeOf(database.db, actor, today(deps));
      const doc = await findAuditLog(database.db, id, scope);
      if (!doc) throw notFound();
      return doc;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
