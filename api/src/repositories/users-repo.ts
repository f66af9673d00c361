import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { isLocale, type PublicUser, type Ref, type UnitRef } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, units, users } from "../db/schema.ts";
import { builtOncePer } from "./prepared.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function countUsers(ex: Executor): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(ex: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function emailOfUser(ex: Executor, id: number): Promise<string | undefined> {
  const [row] = await ex.select({ email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  return row?.email;
}

export async function updateUserRole(ex: Executor, id: number, role: UserRow["role"], at: string): Promise<void> {
  await ex.update(users).set({ role, updatedAt: at }).where(eq(users.id, id));
}

export async function insertUser(ex: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await ex.insert(users).values(values).returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

/** The units of each user's grants (in force or not: grants are kept and shown). */
export async function unitsOfUsers(ex: Executor, userIds: readonly number[]): Promise<Map<number, Ref[]>> {
  const byUser = new Map<number, Ref[]>();
  if (userIds.length === 0) return byUser;
  const rows = await ex
    .select({ userId: accessGrants.userId, id: units.id, name: units.name })
    .from(accessGrants)
    .innerJoin(units, eq(units.id, accessGrants.unitId))
    .where(inArray(accessGrants.userId, [...userIds]))
    .orderBy(asc(units.name), asc(units.id));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ id: r.id, name: r.name });
    byUser.set(r.userId, list);
  }
  return byUser;
}

/** `locale` only when the person chose one: the services fill the default in (services/users/user-locale.ts). */
export function toPublicUser(row: UserRow, organizations: UnitRef[]): PublicUser {
  return {
    id: row.id,
    ...(isLocale(row.locale) ? { locale: row.locale } : {}),
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    organizations,
    loginAttempts: row.loginAttempts,
    passwordUpdatedAt: row.passwordUpdatedAt,
    isEnabledTwoFactor: row.isEnabledTwoFactor,
    isInUseSecurePassword: row.isInUseSecurePassword,
    isAcceptedPolicies: row.isAcceptedPolicies,
    isCompletedTrainingAccessibility: row.isCompletedTrainingAccessibility,
    isCompletedTrainingRisk: row.isCompletedTrainingRisk,
    isCompletedTrainingBrand: row.isCompletedTrainingBrand,
    hasKnowledgeStandards: row.hasKnowledgeStandards,
    offboardingCompleted: row.offboardingCompleted,
    admin_policy_agreement: row.adminPolicyAgreement,
    date_of_last_training: row.dateOfLastTraining,
    date_of_last_policy_review: row.dateOfLastPolicyReview,
    reject_reason: row.rejectReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const publicUserLookup = builtOncePer((ex) =>
  ex
    .select({
      user: users,
      // The user's units in the same statement: /users/me runs on every page load.
      organizations: sql<string>`(SELECT json_group_array(json_object('id', u.id, 'name', u.name)) FROM (SELECT un.id, un.name FROM access_grants g JOIN units un ON un.id = g.unit_id WHERE g.user_id = "users"."id" ORDER BY un.name, un.id) u)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

/** A user with their units, as the API shows them, in one prepared statement. */
export async function findPublicUser(ex: Executor, id: number): Promise<PublicUser | undefined> {
  const [row] = await publicUserLookup(ex).execute({ id });
  return row ? toPublicUser(row.user, JSON.parse(row.organizations) as Ref[]) : undefined;
}

/** Marks the person's offboarding complete; false when it already was, or there is no such user. */
export async function completeOffboardingOf(ex: Executor, id: number, at: string): Promise<boolean> {
  const done = await ex
    .update(users)
    .set({ offboardingCompleted: true, updatedAt: at })
    .where(and(eq(users.id, id), eq(users.offboardingCompleted, false)))
    .returning({ id: users.id });
  return done.length > 0;
}

export async function recordPolicyAcceptance(ex: Executor, id: number, accepted: { isAcceptedPolicies: boolean; dateOfLastPolicyReview: string }, at: string): Promise<void> {
  await ex
    .update(users)
    .set({ ...accepted, updatedAt: at })
    .where(eq(users.id, id));
}

/** A registration's review: active, or rejected with the reason. */
export async function decideRegistration(ex: Executor, id: number, decision: { approved: true } | { approved: false; reason: string | null }, at: string): Promise<void> {
  await ex
    .update(users)
    .set(decision.approved ? { status: "active", rejectReason: null, updatedAt: at } : { status: "rejected", rejectReason: decision.reason, updatedAt: at })
    .where(eq(users.id, id));
}

/** A new password: failed attempts and any lockout cleared with it. */
export async function setPassword(ex: Executor, id: number, passwordHash: string, at: string): Promise<void> {
  await ex
    .update(users)
    .set({ passwordHash, passwordUpdatedAt: at, loginAttempts: 0, lockedUntil: null, isInUseSecurePassword: true, updatedAt: at })
    .where(eq(users.id, id));
}

export async function recordFailedSignIn(ex: Executor, id: number, loginAttempts: number, lockedUntil: string | null): Promise<void> {
  await ex.update(users).set({ loginAttempts, lockedUntil }).where(eq(users.id, id));
}

export async function clearFailedSignIns(ex: Executor, id: number): Promise<void> {
  await ex.update(users).set({ loginAttempts: 0, lockedUntil: null }).where(eq(users.id, id));
}

/** Writes the given profile columns; nothing when there are none. */
export async function updateUserColumns(ex: Executor, id: number, values: Partial<NewUser>, at: string): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await ex
    .update(users)
    .set({ ...values, updatedAt: at })
    .where(eq(users.id, id));
}

/** An offboarded person's new status; complete at once when nothing is left to hand over. */
export async function markOffboarded(ex: Executor, id: number, status: UserRow["status"], offboardingCompleted: boolean, at: string): Promise<void> {
  await ex.update(users).set({ status, offboardingCompleted, updatedAt: at }).where(eq(users.id, id));
}
