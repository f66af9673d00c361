// Queries of SCIM provisioning (issue 17): tokens, and users with what SCIM keeps beside them. No
// rules here: api/src/services/scim-token-service.ts and scim-user-service.ts decide.
import { and, asc, count, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Executor } from "../db/connection.ts";
import { auditLogs, users } from "../db/schema.ts";
import { scimTokens, scimUsers } from "../db/tables/scim.ts";

export type ScimTokenRow = typeof scimTokens.$inferSelect;
export type ScimLinkRow = typeof scimUsers.$inferSelect;
export type NewScimLink = typeof scimUsers.$inferInsert;

/** What the SCIM representation of a user needs from the users table. */
export interface ScimUserRow {
  id: number;
  name: string;
  email: string;
  role: (typeof users.$inferSelect)["role"];
  status: (typeof users.$inferSelect)["status"];
  createdAt: string;
  updatedAt: string;
}

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export async function findLiveTokenByHash(ex: Executor, tokenHash: string): Promise<ScimTokenRow | undefined> {
  const [row] = await ex.select().from(scimTokens).where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt))).limit(1);
  return row;
}

export async function findLiveTokenByName(ex: Executor, name: string): Promise<ScimTokenRow | undefined> {
  const [row] = await ex.select().from(scimTokens).where(and(eq(scimTokens.name, name), isNull(scimTokens.revokedAt))).limit(1);
  return row;
}

export async function insertToken(ex: Executor, values: typeof scimTokens.$inferInsert): Promise<ScimTokenRow> {
  const [row] = await ex.insert(scimTokens).values(values).returning();
  if (!row) throw new Error("insert into scim_tokens returned no row");
  return row;
}

export async function revokeToken(ex: Executor, id: number, revokedById: number, at: string): Promise<ScimTokenRow | undefined> {
  const [row] = await ex
    .update(scimTokens)
    .set({ revokedAt: at, revokedById })
    .where(and(eq(scimTokens.id, id), isNull(scimTokens.revokedAt)))
    .returning();
  return row;
}

export async function touchToken(ex: Executor, id: number, at: string): Promise<void> {
  await ex.update(scimTokens).set({ lastUsedAt: at }).where(eq(scimTokens.id, id));
}

const creator = alias(users, "creator");
const revoker = alias(users, "revoker");

export interface ScimTokenListRow {
  token: ScimTokenRow;
  createdBy: { id: number; name: string } | null;
  revokedBy: { id: number; name: string } | null;
}

/** Every token, revoked ones too, oldest first, with who made and who revoked it. */
export async function listTokens(ex: Executor, id?: number): Promise<ScimTokenListRow[]> {
  const rows = await ex
    .select({ token: scimTokens, creatorId: creator.id, creatorName: creator.name, revokerId: revoker.id, revokerName: revoker.name })
    .from(scimTokens)
    .leftJoin(creator, eq(creator.id, scimTokens.createdById))
    .leftJoin(revoker, eq(revoker.id, scimTokens.revokedById))
    .where(id === undefined ? undefined : eq(scimTokens.id, id))
    .orderBy(asc(scimTokens.id));
  return rows.map((r) => ({
    token: r.token,
    createdBy: r.creatorId === null ? null : { id: r.creatorId, name: r.creatorName ?? "" },
    revokedBy: r.revokerId === null ? null : { id: r.revokerId, name: r.revokerName ?? "" },
  }));
}

export interface ScimUserWithLink {
  user: ScimUserRow;
  link: ScimLinkRow | null;
}

/** A user and what SCIM keeps of them (null: SCIM never touched them). */
export async function findUserWithLink(ex: Executor, userId: number): Promise<ScimUserWithLink | undefined> {
  const [row] = await ex.select({ user: userColumns, link: scimUsers }).from(users).leftJoin(scimUsers, eq(scimUsers.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findUserWithLinkByEmail(ex: Executor, email: string): Promise<ScimUserWithLink | undefined> {
  const [row] = await ex.select({ user: userColumns, link: scimUsers }).from(users).leftJoin(scimUsers, eq(scimUsers.userId, users.id)).where(eq(users.email, email)).limit(1);
  return row;
}

export interface ScimUserQuery {
  filter: { attribute: "userName" | "externalId"; value: string } | null;
  /** 0-based. */
  offset: number;
  limit: number;
}

/** Users as SCIM lists them (those it deleted left out), in id order, and how many match. */
export async function listUsersWithLinks(ex: Executor, query: ScimUserQuery): Promise<{ rows: ScimUserWithLink[]; total: number }> {
  const conditions: SQL[] = [isNull(scimUsers.deletedAt)];
  if (query.filter?.attribute === "userName") conditions.push(eq(users.email, query.filter.value.toLowerCase()));
  if (query.filter?.attribute === "externalId") conditions.push(eq(scimUsers.externalId, query.filter.value));
  const where = and(...conditions);
  const [totalRow] = await ex.select({ n: count() }).from(users).leftJoin(scimUsers, eq(scimUsers.userId, users.id)).where(where);
  const rows =
    query.limit === 0
      ? []
      : await ex
          .select({ user: userColumns, link: scimUsers })
          .from(users)
          .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
          .where(where)
          .orderBy(asc(users.id))
          .limit(query.limit)
          .offset(query.offset);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function saveLink(ex: Executor, values: NewScimLink): Promise<void> {
  const { userId: _userId, createdAt: _createdAt, ...changes } = values;
  await ex.insert(scimUsers).values(values).onConflictDoUpdate({ target: scimUsers.userId, set: changes });
}

/**
 * Whether anything other than a SCIM token wrote an audit entry about this user after entry
 * `sinceAuditId` (SCIM tokens act with negative ids; a user's id is positive; null is the system).
 */
export async function changedOutsideScimSince(ex: Executor, userId: number, sinceAuditId: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity, "users"),
        eq(auditLogs.documentId, userId),
        gt(auditLogs.id, sinceAuditId),
        or(isNull(auditLogs.userId), sql`${auditLogs.userId} >= 0`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
