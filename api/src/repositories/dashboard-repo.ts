// The dashboard's counts, each computed over the caller's scope with the same rules as the lists
// they link to: accounts and flags by their accounts' units, users and grants by unit path.
import { and, asc, count, eq, gte, inArray, isNull, lte, sql, sum, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  DASHBOARD_LIST_LIMIT,
  PLATFORMS,
  SOCIAL_MEDIA_STATUSES,
  type AccountWithUnit,
  type ComplianceFigures,
  type ExpiringGrant,
  type Platform,
  type SocialMediaStatus,
} from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, policyAcknowledgments, reviewRequests, socialMedias, socialMediaUnits, units, users } from "../db/schema.ts";
import { placed, unitPathNames } from "./unit-paths-repo.ts";
import { withinScope, type Scope } from "./scope-repo.ts";
import { accountInScope } from "./social-medias-repo.ts";

const grantUnit = alias(units, "grant_unit");

export async function countAccounts(ex: Executor, scope: Scope) {
  const inScope = accountInScope(ex, scope);
  const byStatus = Object.fromEntries(SOCIAL_MEDIA_STATUSES.map((s) => [s, 0])) as Record<SocialMediaStatus, number>;
  for (const r of await ex.select({ key: socialMedias.status, n: count() }).from(socialMedias).where(inScope).groupBy(socialMedias.status)) {
    byStatus[r.key] = r.n;
  }
  const byPlatform = Object.fromEntries(PLATFORMS.map((p) => [p, 0])) as Record<Platform, number>;
  for (const r of await ex.select({ key: socialMedias.platform, n: count() }).from(socialMedias).where(inScope).groupBy(socialMedias.platform)) {
    // Platforms outside the list read as "other", as the table's badge does.
    const key: Platform = (PLATFORMS as readonly string[]).includes(r.key) ? (r.key as Platform) : "other";
    byPlatform[key] += r.n;
  }
  const withoutBackup = and(inScope, isNull(socialMedias.backupAdminId));
  const [missing] = await ex.select({ n: count() }).from(socialMedias).where(withoutBackup);
  const rows = await ex
    .select({ id: socialMedias.id, name: socialMedias.name, unitId: socialMediaUnits.unitId, unitName: units.name })
    .from(socialMedias)
    .leftJoin(socialMediaUnits, and(eq(socialMediaUnits.socialMediaId, socialMedias.id), eq(socialMediaUnits.position, 0)))
    .leftJoin(units, eq(units.id, socialMediaUnits.unitId))
    .where(withoutBackup)
    .orderBy(asc(socialMedias.name), asc(socialMedias.id))
    .limit(DASHBOARD_LIST_LIMIT);
  // Each with its unit and where that sits: the large demo's list read "Agriculture Admissions
  // (Instagram)" twice with nothing between them (issue 30).
  const paths = await unitPathNames(ex, rows.flatMap((r) => (r.unitId === null ? [] : [r.unitId])));
  const list: AccountWithUnit[] = rows.map((r) => ({ id: r.id, name: r.name, ...(r.unitId !== null ? { unit: placed({ id: r.unitId, name: r.unitName ?? "" }, paths) } : {}) }));
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  return { total, byStatus, byPlatform, withoutBackupAdmin: missing?.n ?? 0, withoutBackupAdminList: list };
}

export async function countOpenReviewRequests(ex: Executor): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(reviewRequests).where(eq(reviewRequests.status, "open"));
  return row?.n ?? 0;
}

/** Grant in force today on a unit within the scope (the users a non-super-admin may see). */
function userWithinScope(ex: Executor, scope: Scope, today: string): SQL | undefined {
  const inScope = withinScope(grantUnit.path, scope);
  if (inScope === undefined) return undefined;
  // The users of the subtree's grants, found through the path and grant indexes at once.
  return inArray(
    users.id,
    ex
      .select({ id: accessGrants.userId })
      .from(accessGrants)
      .innerJoin(grantUnit, eq(grantUnit.id, accessGrants.unitId))
      .where(
        and(inScope, sql`(${accessGrants.type} = 'permanent' OR (${accessGrants.startDate} <= ${today} AND ${accessGrants.endDate} >= ${today}))`),
      ),
  );
}

export async function complianceFigures(ex: Executor, scope: Scope, today: string, currentPolicyId: number | null): Promise<ComplianceFigures> {
  const where = and(eq(users.status, "active"), userWithinScope(ex, scope, today));
  const asCount = (column: typeof users.isEnabledTwoFactor) => sum(sql`CASE WHEN ${column} THEN 1 ELSE 0 END`);
  const [row] = await ex
    .select({
      users: count(),
      twoFactor: asCount(users.isEnabledTwoFactor),
      securePassword: asCount(users.isInUseSecurePassword),
      trainingAccessibility: asCount(users.isCompletedTrainingAccessibility),
      trainingRisk: asCount(users.isCompletedTrainingRisk),
      trainingBrand: asCount(users.isCompletedTrainingBrand),
      policyAcceptance:
        currentPolicyId === null
          ? sql<null>`NULL`
          : sum(
              sql`CASE WHEN EXISTS (SELECT 1 FROM ${policyAcknowledgments} WHERE ${policyAcknowledgments.userId} = ${users.id} AND ${policyAcknowledgments.policyId} = ${currentPolicyId}) THEN 1 ELSE 0 END`,
            ),
    })
    .from(users)
    .where(where);
  const n = (value: string | number | null | undefined) => Number(value ?? 0);
  return {
    users: row?.users ?? 0,
    twoFactor: n(row?.twoFactor),
    securePassword: n(row?.securePassword),
    trainingAccessibility: n(row?.trainingAccessibility),
    trainingRisk: n(row?.trainingRisk),
    trainingBrand: n(row?.trainingBrand),
    policyAcceptance: currentPolicyId === null ? null : n(row?.policyAcceptance),
  };
}

/** Temporary grants on units in scope whose last day falls between `from` and `to` (inclusive). */
export async function expiringGrants(ex: Executor, scope: Scope, from: string, to: string, limit: number): Promise<ExpiringGrant[]> {
  const rows = await ex
    .select({ userId: users.id, userName: users.name, unitId: grantUnit.id, unitName: grantUnit.name, endDate: accessGrants.endDate })
    .from(accessGrants)
    .innerJoin(users, eq(users.id, accessGrants.userId))
    .innerJoin(grantUnit, eq(grantUnit.id, accessGrants.unitId))
    .where(and(eq(accessGrants.type, "temporary"), gte(accessGrants.endDate, from), lte(accessGrants.endDate, to), withinScope(grantUnit.path, scope)))
    .orderBy(asc(accessGrants.endDate), asc(users.name))
    .limit(limit);
  return rows.map((r) => ({ user: { id: r.userId, name: r.userName }, unit: { id: r.unitId, name: r.unitName }, endDate: r.endDate ?? to }));
}
