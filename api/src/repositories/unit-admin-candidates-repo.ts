// Who may administer a unit (docs/decisions.md, Units): active super admins, and active unit admins
// whose grant in force is on the unit or one of its ancestors. Callers below super admin only see
// users who hold a grant inside their own scope.
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { UnitAdminCandidate } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, units, users } from "../db/schema.ts";
import { withinScope, type Scope } from "./scope-repo.ts";

export interface CandidateQuery {
  /** Ids of the unit's own path (itself and ancestors); null when it has no place yet at the top. */
  coveringUnitIds: readonly number[] | null;
  /** The caller's scope: who the caller may see. */
  visibleTo: Scope;
  today: string;
  /** Only these users, when checking a choice. */
  onlyIds?: readonly number[];
}

function grantInForce(today: string): SQL | undefined {
  return or(eq(accessGrants.type, "permanent"), and(sql`${accessGrants.startDate} <= ${today}`, sql`${accessGrants.endDate} >= ${today}`));
}

export async function listAdminCandidates(ex: Executor, q: CandidateQuery): Promise<UnitAdminCandidate[]> {
  // At the top level nobody's grant covers the unit yet, so every active unit admin qualifies.
  const covering =
    q.coveringUnitIds === null
      ? undefined
      : inArray(
          users.id,
          ex
            .select({ userId: accessGrants.userId })
            .from(accessGrants)
            .where(and(grantInForce(q.today), q.coveringUnitIds.length === 0 ? sql`0` : inArray(accessGrants.unitId, [...q.coveringUnitIds]))),
        );
  const unitAdmins = and(eq(users.role, "unit_admin"), covering);
  // Super admins hold no grants, so a caller with a unit scope never sees them here.
  const roles = q.visibleTo.kind === "all" ? or(eq(users.role, "super_admin"), unitAdmins) : unitAdmins;
  const visible =
    q.visibleTo.kind === "all"
      ? undefined
      : inArray(
          users.id,
          ex
            .select({ userId: accessGrants.userId })
            .from(accessGrants)
            .innerJoin(units, eq(units.id, accessGrants.unitId))
            .where(withinScope(units.path, q.visibleTo)),
        );
  return ex
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.status, "active"), roles, visible, q.onlyIds ? inArray(users.id, [...q.onlyIds]) : undefined))
    .orderBy(asc(users.name), asc(users.id));
}
