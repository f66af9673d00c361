// Who may read which unit report (issue 32). The route's declared rule lets super admins and unit
// admins in (mayReadReports); here is what depends on the unit: a unit admin reads the units of
// their scope (a unit outside it answers exactly like a missing one), and only a caller whose scope
// is everything (a super admin) reads the whole institution. The scheduled e-mail asks the same
// question again at send time, with the person as they are then.
import { mayReadReports, type ReportTarget } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { notFound } from "../domain/errors.ts";
import { isInScope, type Scope } from "../domain/scope.ts";

export { mayReadReports } from "@steward/shared";

export interface ReportUnit {
  id: number;
  name: string;
  path: string;
}

/** Whether `actor`, with `scope`, may read the report on `target` (`unit`: the unit found for a numeric target, if any). */
export function mayReadReport(actor: Pick<Actor, "role">, scope: Scope, target: ReportTarget, unit: ReportUnit | undefined): boolean {
  if (!mayReadReports(actor.role)) return false;
  if (target === "all") return scope.kind === "all";
  return unit !== undefined && isInScope(unit.path, scope);
}

/** The report's unit (null: the whole institution), or 404 when it is missing or out of reach. */
export function assertMayReadReport(actor: Pick<Actor, "role">, scope: Scope, target: ReportTarget, unit: ReportUnit | undefined): ReportUnit | null {
  if (!mayReadReport(actor, scope, target, unit)) throw notFound();
  return target === "all" ? null : unit!;
}

/** A schedule is its person's own: anyone else's answers like a missing one. */
export function assertOwnSchedule(actor: Pick<Actor, "id">, schedule: { userId: number } | undefined): void {
  if (!schedule || schedule.userId !== actor.id) throw notFound();
}
