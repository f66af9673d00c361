// Queries of sign-in through an identity provider (issue 17): links, group mappings and what they
// gave, OIDC sign-ins under way. No rules here: api/src/services/provider-sign-in-service.ts decides.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { isLocale, type GroupMappingDoc, type MappableRole } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { reviewRequests, units, users } from "../db/schema.ts";
import { identityGroupMappings, identityLinks, identityMappedGrants, identityMappedRoles, oidcLoginStates } from "../db/tables/identity.ts";
import type { Actor } from "../domain/actor.ts";

export type IdentityProvider = "oidc" | "saml";
export type IdentityLinkRow = typeof identityLinks.$inferSelect;

export async function findLink(ex: Executor, provider: IdentityProvider, subject: string): Promise<IdentityLinkRow | undefined> {
  const [row] = await ex
    .select()
    .from(identityLinks)
    .where(and(eq(identityLinks.provider, provider), eq(identityLinks.subject, subject)))
    .limit(1);
  return row;
}

/** Whether the user has ever come in through an identity provider (any link of theirs). */
export async function hasAnyLink(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await ex.select({ id: identityLinks.id }).from(identityLinks).where(eq(identityLinks.userId, userId)).limit(1);
  return row !== undefined;
}

export async function insertLink(
  ex: Executor,
  values: { provider: IdentityProvider; subject: string; userId: number; email: string | null; at: string },
): Promise<IdentityLinkRow> {
  const [row] = await ex
    .insert(identityLinks)
    .values({ provider: values.provider, subject: values.subject, userId: values.userId, email: values.email, createdAt: values.at, lastSignInAt: values.at })
    .returning();
  if (!row) throw new Error("insert into identity_links returned no row");
  return row;
}

/** Drops every provider link of the user; what was dropped, for the audit entry. */
export async function dropLinksOf(ex: Executor, userId: number): Promise<{ provider: string; subject: string }[]> {
  return ex.delete(identityLinks).where(eq(identityLinks.userId, userId)).returning({ provider: identityLinks.provider, subject: identityLinks.subject });
}

export async function touchLink(ex: Executor, id: number, at: string): Promise<void> {
  await ex.update(identityLinks).set({ lastSignInAt: at }).where(eq(identityLinks.id, id));
}

/**
 * A review request opened by nobody in particular: the identity provider brought the person, or its
 * groups ask for a role that only a super admin may give (`requestedRole`).
 */
export async function insertProviderReviewRequest(ex: Executor, userId: number, requestedRole: MappableRole | null = null): Promise<number> {
  const [row] = await ex.insert(reviewRequests).values({ userId, requestedById: null, requestedRole }).returning({ id: reviewRequests.id });
  if (!row) throw new Error("insert into review_requests returned no row");
  return row.id;
}

export interface MappingRow {
  id: number;
  groupName: string;
  unitId: number;
  unitName: string;
  role: MappableRole;
}

const mappingColumns = {
  id: identityGroupMappings.id,
  groupName: identityGroupMappings.groupName,
  unitId: identityGroupMappings.unitId,
  unitName: units.name,
  role: identityGroupMappings.role,
};

export function toMappingDoc(r: MappingRow): GroupMappingDoc {
  return { id: r.id, group: r.groupName, unit: { id: r.unitId, name: r.unitName }, role: r.role };
}

export async function listMappings(ex: Executor): Promise<MappingRow[]> {
  return ex
    .select(mappingColumns)
    .from(identityGroupMappings)
    .innerJoin(units, eq(units.id, identityGroupMappings.unitId))
    .orderBy(asc(identityGroupMappings.groupName), asc(units.name), asc(units.id));
}

/** The mappings of these groups whose unit is active: an inactive unit gives nothing. */
export async function mappingsForGroups(ex: Executor, groups: readonly string[]): Promise<MappingRow[]> {
  if (groups.length === 0) return [];
  return ex
    .select(mappingColumns)
    .from(identityGroupMappings)
    .innerJoin(units, eq(units.id, identityGroupMappings.unitId))
    .where(and(inArray(identityGroupMappings.groupName, [...groups]), eq(units.status, "active")));
}

export async function replaceMappings(ex: Executor, wanted: readonly { group: string; unit: number; role: MappableRole }[]): Promise<void> {
  await ex.delete(identityGroupMappings);
  if (wanted.length > 0) {
    await ex.insert(identityGroupMappings).values(wanted.map((m) => ({ groupName: m.group, unitId: m.unit, role: m.role })));
  }
}

export async function mappedGrantUnits(ex: Executor, userId: number): Promise<number[]> {
  const rows = await ex.select({ unitId: identityMappedGrants.unitId }).from(identityMappedGrants).where(eq(identityMappedGrants.userId, userId));
  return rows.map((r) => r.unitId);
}

export async function addMappedGrants(ex: Executor, userId: number, unitIds: readonly number[]): Promise<void> {
  if (unitIds.length === 0) return;
  await ex.insert(identityMappedGrants).values(unitIds.map((unitId) => ({ userId, unitId }))).onConflictDoNothing();
}

export async function removeMappedGrants(ex: Executor, userId: number, unitIds: readonly number[]): Promise<void> {
  if (unitIds.length === 0) return;
  await ex.delete(identityMappedGrants).where(and(eq(identityMappedGrants.userId, userId), inArray(identityMappedGrants.unitId, [...unitIds])));
}

export async function mappedRoleOf(ex: Executor, userId: number): Promise<MappableRole | undefined> {
  const [row] = await ex.select({ fromRole: identityMappedRoles.fromRole }).from(identityMappedRoles).where(eq(identityMappedRoles.userId, userId));
  return row?.fromRole;
}

export async function setMappedRole(ex: Executor, userId: number, fromRole: MappableRole): Promise<void> {
  await ex.insert(identityMappedRoles).values({ userId, fromRole }).onConflictDoUpdate({ target: identityMappedRoles.userId, set: { fromRole } });
}

export async function clearMappedRole(ex: Executor, userId: number): Promise<void> {
  await ex.delete(identityMappedRoles).where(eq(identityMappedRoles.userId, userId));
}

const currentPolicyId = sql<number | null>`(SELECT id FROM policies ORDER BY version DESC LIMIT 1)`;

/**
 * The caller behind a provider's bearer token: the user, read afresh, with the policy gate's facts.
 * There is no session: `sessionId` is empty, and logging out revokes nothing.
 */
export async function findActiveActor(ex: Executor, userId: number): Promise<Actor | null> {
  const [row] = await ex
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      locale: users.locale,
      currentPolicyId,
      accepted: sql<number>`EXISTS (SELECT 1 FROM policy_acknowledgments a WHERE a.user_id = ${users.id} AND a.policy_id = ${currentPolicyId})`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    sessionId: "",
    currentPolicyId: row.currentPolicyId,
    acceptedCurrentPolicy: row.currentPolicyId === null || Number(row.accepted) === 1,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}

export interface OidcLoginState {
  stateHash: string;
  browserHash: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  /** The signed-in user who started this to link the provider's account to theirs; null for a sign-in. */
  linkUserId: number | null;
  /** The super admin who started this as a test of the provider's settings (issue 33); null otherwise. */
  testUserId?: number | null;
  expiresAt: string;
}

export async function insertLoginState(ex: Executor, values: OidcLoginState, nowIso: string): Promise<void> {
  // Sign-ins nobody finished are dropped as new ones start: the table stays as small as the traffic.
  await ex.delete(oidcLoginStates).where(lte(oidcLoginStates.expiresAt, nowIso));
  await ex.insert(oidcLoginStates).values(values);
}

/**
 * Takes the sign-in under way for this state, started in this browser: at most one caller ever
 * gets it. Another browser's attempt takes nothing and leaves the row to its owner.
 */
export async function takeLoginState(ex: Executor, stateHash: string, browserHash: string, nowIso: string): Promise<OidcLoginState | undefined> {
  const [row] = await ex
    .delete(oidcLoginStates)
    .where(and(eq(oidcLoginStates.stateHash, stateHash), eq(oidcLoginStates.browserHash, browserHash), sql`${oidcLoginStates.expiresAt} > ${nowIso}`))
    .returning();
  return row;
}
