// The dashboard home's summary (decisions.md "Dashboard"), scoped to the caller like the lists each
// figure links to. Recent audit activity follows the audit log's own rule: none for managers.
import { can, DASHBOARD_EXPIRING_DAYS, DASHBOARD_LIST_LIMIT, type DashboardSummary } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { listAuditLogs } from "../repositories/audit-repo.ts";
import type { ScopedAuditCounts } from "../repositories/audit-scope-counts.ts";
import { complianceFigures, countAccounts, countOpenReviewRequests, expiringGrants } from "../repositories/dashboard-repo.ts";
import { countUnresolvedBySeverity } from "../repositories/flags-repo.ts";
import { findCurrentPolicy } from "../repositories/policies-repo.ts";
import { today, type ServiceDeps } from "./deps.ts";
import { loadScopes } from "../repositories/scope-repo.ts";
import { auditScopeFrom } from "../policies/audit-logs.ts";
import { keptAnswers } from "../kept-answers.ts";

const RECENT_AUDIT = 8;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function createDashboardService(deps: ServiceDeps, auditCounts: ScopedAuditCounts) {
  const { database } = deps;
  // Figures are kept per view until anything is committed (the change version, as every kept
  // answer); the calendar day is part of the view because temporary grants come into and out of
  // force with it.
  const cache = keptAnswers<string, DashboardSummary>("dashboard figures", database.changeVersion);
  return {
    async summary(actor: Actor): Promise<DashboardSummary> {
      const db = database.db;
      const day = today(deps);
      const scopes = await loadScopes(db, actor, ["SOCIAL_MEDIAS", "USERS", "FLAGS", "AUDIT_LOGS"], day);
      const accountScope = scopes.SOCIAL_MEDIAS;
      const userScope = scopes.USERS;
      const flagScope = scopes.FLAGS;
      const readsAudit = can(actor.role, "AUDIT_LOGS", "read");
      const auditScope = readsAudit ? auditScopeFrom(actor, scopes.AUDIT_LOGS) : null;
      // Callers who see the same data share figures: the role decides what is shown, the scopes what is counted.
      const view = JSON.stringify([actor.role, day, accountScope, userScope, flagScope, auditScope]);
      return cache.get(view, async () => {
        const accounts = await countAccounts(db, accountScope);
        const bySeverity = await countUnresolvedBySeverity(db, flagScope);
        const policy = await findCurrentPolicy(db);
        const recentAudit = auditScope ? (await listAuditLogs(db, { page: 1, limit: RECENT_AUDIT }, auditScope, auditCounts)).docs : null;
        return {
          accounts,
          approvals: {
            accounts: accounts.byStatus.pending_approval,
            users: can(actor.role, "REVIEW_REQUESTS", "read") ? await countOpenReviewRequests(db) : null,
          },
          openFlags: { total: Object.values(bySeverity).reduce((a, b) => a + b, 0), bySeverity },
          compliance: await complianceFigures(db, userScope, day, policy?.id ?? null),
          expiringGrants: await expiringGrants(db, userScope, day, addDays(day, DASHBOARD_EXPIRING_DAYS), DASHBOARD_LIST_LIMIT),
          recentAudit,
        };
      });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
