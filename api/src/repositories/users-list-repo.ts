// Users as lists and details. A non-super-admin sees the users holding a grant on a unit in their
// scope (in force or not: expired grants are shown so they can be renewed), and themselves.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { ComplianceItem, ListResponse, PublicUser, UserListQuery } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, units, users } from "../db/schema.ts";
import { userSignIns } from "../db/tables/dormancy.ts";
import { withinScope, type Scope } from "./scope-repo.ts";
import { containsPattern, listPage, orderBySort } from "./list-page.ts";
import { toPublicUser, unitsOfUsers, type UserRow } from "./users-repo.ts";
import { placed, unitPathNames } from "./unit-paths-repo.ts";

const SORT = { name: users.name, email: users.email, role: users.role, status: users.status, createdAt: users.createdAt } as const;

export function userVisibleTo(scope: Scope, actorId: number): SQL | undefined {
  if (scope.kind === "all") return undefined;
  return or(
    eq(users.id, actorId),
    inArray(
      users.id,
      sql`(SELECT ${accessGrants.userId} FROM ${accessGrants} INNER JOIN ${units} ON ${units.id} = ${accessGrants.unitId} WHERE ${withinScope(units.path, scope) ?? sql`1`})`,
    ),
  );
}

const COMPLIANCE_COLUMNS = {
  twoFactor: users.isEnabledTwoFactor,
  securePassword: users.isInUseSecurePassword,
  trainingAccessibility: users.isCompletedTrainingAccessibility,
  trainingRisk: users.isCompletedTrainingRisk,
  trainingBrand: users.isCompletedTrainingBrand,
} as const;

/** Users without the item, defined as the dashboard counts it (policy: the current version acknowledged). */
function lacking(item: ComplianceItem): SQL {
  if (item === "policyAcceptance") {
    return sql`NOT EXISTS (SELECT 1 FROM policy_acknowledgments a WHERE a.user_id = ${users.id} AND a.policy_id = (SELECT id FROM policies ORDER BY version DESC LIMIT 1))`;
  }
  return eq(COMPLIANCE_COLUMNS[item], false);
}

export async function publicUsers(ex: Executor, rows: UserRow[]): Promise<PublicUser[]> {
  const orgs = await unitsOfUsers(ex, rows.map((r) => r.id));
  // Each unit with its path (one statement for the page), so the Users table tells namesakes apart.
  const paths = await unitPathNames(ex, [...orgs.values()].flat().map((u) => u.id));
  return rows.map((r) => toPublicUser(r, (orgs.get(r.id) ?? []).map((u) => placed(u, paths))));
}

/**
 * `idleBefore`: only active people not signed in since then (never signed in: counted from when
 * they were made), the rule of the home page's idle figure (dormancy-repo idleUsersIn).
 * `expiring`: only people with a temporary grant on a unit in scope whose last day falls between
 * `from` and `to` (inclusive), the rule of the home page's expiring-access card (dashboard-repo).
 */
export async function listUsers(
  ex: Executor,
  query: UserListQuery,
  scope: Scope,
  actorId: number,
  idleBefore?: string,
  expiring?: { from: string; to: string },
): Promise<ListResponse<PublicUser>> {
  const conditions: (SQL | undefined)[] = [userVisibleTo(scope, actorId)];
  if (expiring !== undefined) {
    conditions.push(
      inArray(
        users.id,
        sql`(SELECT ${accessGrants.userId} FROM ${accessGrants} INNER JOIN ${units} ON ${units.id} = ${accessGrants.unitId} WHERE ${accessGrants.type} = 'temporary' AND ${accessGrants.endDate} >= ${expiring.from} AND ${accessGrants.endDate} <= ${expiring.to} AND ${withinScope(units.path, scope) ?? sql`1`})`,
      ),
    );
  }
  if (idleBefore !== undefined) {
    const lastSeen = sql`coalesce((SELECT ${userSignIns.lastSignInAt} FROM ${userSignIns} WHERE ${userSignIns.userId} = ${users.id}), ${users.createdAt})`;
    conditions.push(eq(users.status, "active"), sql`${lastSeen} < ${idleBefore}`);
  }
  if (query.role?.length) conditions.push(inArray(users.role, query.role));
  if (query.status?.length) conditions.push(inArray(users.status, query.status));
  if (query.organizations?.length) {
    conditions.push(inArray(users.id, sql`(SELECT ${accessGrants.userId} FROM ${accessGrants} WHERE ${inArray(accessGrants.unitId, query.organizations)})`));
  }
  for (const item of query.lacking ?? []) conditions.push(lacking(item));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(sql`${users.name} LIKE ${pattern} ESCAPE '\\'`, sql`${users.email} LIKE ${pattern} ESCAPE '\\'`));
  }
  const where = and(...conditions);
  const [total] = await ex.select({ n: count() }).from(users).where(where);
  const rows = await ex
    .select()
    .from(users)
    .where(where)
    .orderBy(...orderBySort(query.sort, { columns: SORT, byDefault: "name", id: users.id }))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return listPage(await publicUsers(ex, rows), total?.n ?? 0, query.page, query.limit);
}

export async function findVisibleUser(ex: Executor, id: number, scope: Scope, actorId: number): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(and(eq(users.id, id), userVisibleTo(scope, actorId))).limit(1);
  return row;
}
