// The Reports page's address: `?unit=12` names the unit; without it, the whole institution for
// those who reach it (super admins), else no unit yet. Read by hand: the route tree carries no schema.
import type { ReportTarget } from "@steward/shared";

export interface ReportsSearch {
  unit?: number;
}

export function parseReportsSearch(search: Record<string, unknown>): ReportsSearch {
  const unit = Number(search["unit"]);
  return Number.isInteger(unit) && unit > 0 ? { unit } : {};
}

/** What the page reports on: the chosen unit, else the whole institution for those who reach it. */
export function reportTargetOf(search: ReportsSearch, wholeInstitution: boolean): ReportTarget | null {
  return search.unit ?? (wholeInstitution ? "all" : null);
}
