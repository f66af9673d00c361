import { and, eq, isNull, sql } from "drizzle-orm";
import { isLocale } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { sessions, users } from "../db/schema.ts";
import type { Actor } from "../domain/actor.ts";
import { builtOncePer } from "./prepared.ts";

export async function insertSession(ex: Executor, values: { id: string; userId: number; expiresAt: string }) {
  await ex.insert(sessions).values(values);
}

export async function revokeSession(ex: Executor, id: string, at: string): Promise<void> {
  await ex.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(ex: Executor, userId: number, at: string): Promise<void> {
  await ex.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

const currentPolicyId = sql<number | null>`(SELECT id FROM policies ORDER BY version DESC LIMIT 1)`;

// Built once per database: building the query on every request cost more than running it.
const actorLookup = builtOncePer((ex) =>
  ex
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      locale: users.locale,
      expiresAt: sessions.expiresAt,
      currentPolicyId,
      accepted: sql<number>`EXISTS (SELECT 1 FROM policy_acknowledgments a WHERE a.user_id = ${users.id} AND a.policy_id = ${currentPolicyId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder("now")}`,
        eq(users.status, "active"),
      ),
    )
    .limit(1)
    .prepare(),
);

export interface SessionActor {
  actor: Actor;
  /** When the session ends by itself (ISO); revoking it ends it sooner. */
  expiresAt: string;
}

/**
 * The caller behind a live session, with the policy gate's facts, in one indexed lookup: this runs
 * on every authenticated request.
 */
export async function findActorBySession(ex: Executor, sessionId: string, userId: number, nowIso: string): Promise<SessionActor | null> {
  const [row] = await actorLookup(ex).execute({ sessionId, userId, now: nowIso });
  if (!row) return null;
  const actor: Actor = {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    sessionId,
    currentPolicyId: row.currentPolicyId,
    acceptedCurrentPolicy: row.currentPolicyId === null || Number(row.accepted) === 1,
    locale: isLocale(row.locale) ? row.locale : null,
  };
  return { actor, expiresAt: row.expiresAt };
}
