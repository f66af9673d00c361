// Who may administer a unit (docs/decisions.md, Units): active super admins, and active unit admins
// whose grant in force is on the unit or one of its ancestors. Callers below super admin only see
// users who hold a grant inside their own scope.
import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { UnitAdminCandidate } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, units, users } from "../db/schema.ts";
import { containsPattern } from "./list-page.ts";
import { withinScope, type Scope } from "./scope-repo.ts";

export interface CandidateQuery {
  /** Ids of the unit's own path (itself and ancestors); null when it has no place yet at the top. */
  coveringUnitIds: readonly number[] | null;
  /** The caller's scope: who the caller may see. */
  visibleTo: Scope;
  today: string;
  /** Only these users, when checking a choice. */
  onlyIds?: readonly number[];
  /** Words found in the name or the e-mail (a chooser's search). */
  search?: string | undefined;
}

function grantInForce(today: string): SQL | undefined {
  return or(eq(accessGrants.type, "permanent"), and(sql`${accessGrants.startDate} <= ${today}`, sql`${accessGrants.endDate} >= ${today}`));
}

function candidatesWhere(ex: Executor, q: CandidateQuery): SQL | undefined {
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
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const searched = pattern ? or(sql`${users.name} LIKE ${pattern} ESCAPE '\\'`, sql`${users.email} LIKE ${pattern} ESCAPE '\\'`) : undefined;
  return and(eq(users.status, "active"), roles, visible, q.onlyIds ? inArray(users.id, [...q.onlyIds]) : undefined, searched);
}

const CANDIDATE = { id: users.id, name: users.name, email: users.email, role: users.role };

export async function listAdminCandidates(ex: Executor, q: CandidateQuery): Promise<UnitAdminCandidate[]> {
  return ex.select(CANDIDATE).from(users).where(candidatesWhere(ex, q)).orderBy(asc(users.name), asc(users.id));
}

/** The first `limit` candidates by name and how many there are in all: what a chooser shows. */
export async function pageOfAdminCandidates(ex: Executor, q: CandidateQuery, limit: number): Promise<{ docs: UnitAdminCandidate[]; totalDocs: number }> {
  const where = candidatesWhere(ex, q);
  const [total] = await ex.select({ n: count() }).from(users).where(where);
  const docs = await ex.select(CANDIDATE).from(users).where(where).orderBy(asc(users.name), asc(users.id)).limit(limit);
  return { docs, totalDocs: total?.n ?? 0 };
}
