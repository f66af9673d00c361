import { ERROR_CODES, LOCKOUT_MINUTES, LOCKOUT_THRESHOLD, type FirstUserInput, type LoginInput, type PublicUser, type SetupStatus, type UpdateMeInput } from "@steward/shared";
import { randomId } from "../auth/tokens.ts";
import { writeAudit } from "../audit/write-audit.ts";
import type { Actor } from "../domain/actor.ts";
import { Refusal } from "../domain/errors.ts";
import { insertSession, findActorBySession, revokeSession, type SessionActor } from "../repositories/sessions-repo.ts";
import { recordSignIn } from "../repositories/dormancy-repo.ts";
import { clearFailedSignIns, countUsers, findPublicUser, findUserByEmail, findUserById, insertUser, recordFailedSignIn, toPublicUser } from "../repositories/users-repo.ts";
import { keptAnswers } from "../kept-answers.ts";
import type { ServiceDeps } from "./deps.ts";
import { updateMe } from "./users/update-me.ts";
import { spoken, type Spoken } from "./users/user-locale.ts";

const invalidCredentials = () => new Refusal("unauthenticated", { message: ERROR_CODES.invalidCredentials });
const locked = () => new Refusal("locked", { message: ERROR_CODES.userLocked });

export interface LoginResult {
  user: Spoken<PublicUser>;
  token: string;
  exp: number;
  expiresAt: Date;
}

export function createAuthService(deps: ServiceDeps) {
  const { database, hasher, tokens, settings, now } = deps;
  // Every request asks who is calling. The answer only changes with a commit (a revoked session,
  // a suspended user, a new policy, an acceptance) or when the session runs out.
  const sessionActors = keptAnswers<string, SessionActor | null>("session actors", database.changeVersion);

  async function publicUser(userId: number): Promise<Spoken<PublicUser>> {
    const user = await findPublicUser(database.db, userId);
    if (!user) throw new Refusal("unauthenticated", { message: ERROR_CODES.unauthorized });
    return spoken(user, settings.STEWARD_DEFAULT_LOCALE);
  }

  return {
    async setupStatus(): Promise<Required<SetupStatus>> {
      return { firstUserRequired: (await countUsers(database.db)) === 0, defaultLocale: settings.STEWARD_DEFAULT_LOCALE };
    },

    /** Bootstrap: only while the database has no user at all; the check and insert are one transaction. */
    async createFirstUser(input: FirstUserInput): Promise<Spoken<PublicUser>> {
      const passwordHash = await hasher.hash(input.password);
      const at = now().toISOString();
      return database.write(async (tx) => {
        if ((await countUsers(tx)) > 0) throw new Refusal("forbidden", { message: ERROR_CODES.firstUserExists });
        const row = await insertUser(tx, {
          name: input.name,
          email: input.email,
          passwordHash,
          role: "super_admin",
          status: "active",
          passwordUpdatedAt: at,
          isInUseSecurePassword: true,
          createdAt: at,
          updatedAt: at,
        });
        const user = toPublicUser(row, []);
        await writeAudit(tx, {
          action: "user_creation",
          entity: "users",
          documentId: row.id,
          actor: { id: row.id, name: row.name, role: row.role },
          current: user,
          organizations: [],
        }, now());
        return spoken(user, settings.STEWARD_DEFAULT_LOCALE);
      });
    },

    /**
     * Five consecutive failures lock the account for ten minutes. The slow hash runs outside the
     * transaction; the count is decided inside it, so parallel attempts cannot count past the
     * threshold and a correct password racing them cannot slip through once the lock is set.
     */
    async login(input: LoginInput): Promise<LoginResult> {
      const started = now();
      const nowIso = started.toISOString();
      await database.catchUp?.();
      const candidate = await findUserByEmail(database.db, input.email);
      if (candidate?.lockedUntil && candidate.lockedUntil > nowIso) {
        await hasher.verify(input.password, null);
        throw locked();
      }
      const passwordOk = await hasher.verify(input.password, candidate?.passwordHash ?? null);
      if (!candidate) throw invalidCredentials();

      const outcome = await database.write(async (tx) => {
        const user = await findUserById(tx, candidate.id);
        if (!user) return { kind: "invalid" as const };
        if (user.lockedUntil && user.lockedUntil > nowIso) return { kind: "locked" as const };
        // STEWARD_PASSWORD_LOGIN=false: a password opens a session for super admins only (break-glass).
        // For anyone else even the right password counts as a failure, so neither the answer nor the
        // lockout tells whether it was right (it may be the one they use at the identity provider).
        const passwordAllowed = settings.STEWARD_PASSWORD_LOGIN || user.role === "super_admin";
        const valid = passwordOk && passwordAllowed && user.status === "active" && user.passwordHash === candidate.passwordHash;
        if (!valid) {
          const attempts = (user.lockedUntil ? 0 : user.loginAttempts) + 1;
          const lockedUntil =
            attempts >= LOCKOUT_THRESHOLD ? new Date(started.getTime() + LOCKOUT_MINUTES * 60_000).toISOString() : null;
          await recordFailedSignIn(tx, user.id, lockedUntil ? LOCKOUT_THRESHOLD : attempts, lockedUntil);
          return { kind: "invalid" as const };
        }
        await clearFailedSignIns(tx, user.id);
        const sessionId = randomId();
        const expiresAt = new Date(started.getTime() + settings.STEWARD_SESSION_HOURS * 3_600_000);
        await insertSession(tx, { id: sessionId, userId: user.id, expiresAt: expiresAt.toISOString() });
        await recordSignIn(tx, user.id, nowIso, "password");
        return { kind: "ok" as const, userId: user.id, sessionId, expiresAt };
      });

      if (outcome.kind === "locked") throw locked();
      if (outcome.kind === "invalid") throw invalidCredentials();
      const token = await tokens.sign({ userId: outcome.userId, sessionId: outcome.sessionId }, outcome.expiresAt);
      return {
        user: await publicUser(outcome.userId),
        token,
        exp: Math.floor(outcome.expiresAt.getTime() / 1000),
        expiresAt: outcome.expiresAt,
      };
    },

    /** The caller behind a token, or null. Status and role come from the database, never the token. */
    async authenticate(token: string): Promise<Actor | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      // An embedded replica's file may be behind the server: a revoked session or changed role is
      // never read from it (connection.ts, catchUp).
      await database.catchUp?.();
      const found = await sessionActors.get(
        `${claims.sessionId} ${claims.userId}`,
        () => findActorBySession(database.db, claims.sessionId, claims.userId, now().toISOString()),
        (kept) => kept === null || kept.expiresAt > now().toISOString(),
      );
      return found?.actor ?? null;
    },

    async logout(sessionId: string): Promise<void> {
      await database.write((tx) => revokeSession(tx, sessionId, now().toISOString()));
    },

    me: (actor: Actor) => publicUser(actor.id),

    /** The caller's own language (PATCH /api/users/me): users/update-me.ts. */
    updateMe: (actor: Actor, input: UpdateMeInput) => updateMe(deps, actor, input),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
