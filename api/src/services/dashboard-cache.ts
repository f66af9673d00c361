// The dashboard's figures for one view of the data, reused until the data changes. Every change
// writes its audit entry in the same transaction (audit-every-route.test.ts holds each mutating
// route to that), so the newest entry's id versions all of the data; the calendar day is part of
// the key because temporary grants come into and out of force with it. Each instance checks the
// version in the database, so several instances on one libSQL server never serve an old figure.
import type { DashboardSummary } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { rememberWithin } from "../bounded-map.ts";
import { auditHeadId } from "../repositories/audit-repo.ts";

export interface DashboardCache {
  /** The summary for `view` as of the data now, computed by `compute` only when it changed. */
  get(ex: Executor, view: string, compute: () => Promise<DashboardSummary>): Promise<DashboardSummary>;
}

export function createDashboardCache(maxViews = 256): DashboardCache {
  const views = new Map<string, { version: number; summary: DashboardSummary }>();
  return {
    async get(ex, view, compute) {
      // Read before computing: the figures are then at least as new as the version they are kept under.
      const version = await auditHeadId(ex);
      const known = views.get(view);
      if (known && known.version === version) return known.summary;
      const summary = await compute();
      rememberWithin(views, view, { version, summary }, maxViews);
      return summary;
    },
  };
}
