import { writeAudit } from "../audit/write-audit.ts";
import type { Actor } from "../domain/actor.ts";
import { Refusal } from "../domain/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { recipientLocale } from "../i18n/recipient-locale.ts";
import { passwordLink, resetMail } from "../mail/messages.ts";
import { consumePasswordToken, issuePasswordToken, liveResetIssuedAt, voidResetTokens } from "../mail/password-tokens.ts";
import { grantedUnitIds } from "../repositories/grants-repo.ts";
import { revokeSessionsOfUser } from "../repositories/sessions-repo.ts";
import { findUserByEmail, findUserById, setPassword } from "../repositories/users-repo.ts";
import { ERROR_CODES, RESET_EMAIL_INTERVAL_MINUTES } from "@steward/shared";
import { publicUrlOf } from "../settings.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";
import type { UserService } from "./user-service.ts";

/** Forgot-password requests waiting at most; more are dropped (the caller's answer is the same). */
const FORGOT_QUEUE_LIMIT = 1000;

export function createPasswordService(deps: ServiceDeps, userService: UserService) {
  const { database, hasher, now } = deps;

  /** One reset e-mail per person per interval; a new one voids the link before it. */
  async function sendReset(email: string): Promise<void> {
    const user = await findUserByEmail(database.db, email);
    if (!user || user.status !== "active") return;
    await database.write(async (tx) => {
      const at = now();
      const last = await liveResetIssuedAt(tx, user.id, at);
      if (last && at.getTime() - last.getTime() < RESET_EMAIL_INTERVAL_MINUTES * 60_000) return;
      await voidResetTokens(tx, user.id, at);
      const token = await issuePasswordToken(tx, user, "reset", at);
      const to = { name: user.name, email: user.email, locale: recipientLocale(user.locale, deps.settings.STEWARD_DEFAULT_LOCALE) };
      await enqueueMail(tx, resetMail(to, passwordLink(publicUrlOf(deps.settings), token)), at);
      await writeAudit(
        tx,
        {
          action: "password_recovery",
          entity: "users",
          documentId: user.id,
          actor: null,
          current: { user: user.id, email: user.email },
          organizations: await grantedUnitIds(tx, user.id),
        },
        at,
      );
    });
  }

  // The caller is answered before any of this runs, so the answer's timing says nothing about
  // whether the address exists (docs/security.md, "account enumeration"). Addresses already
  // waiting are not queued twice, and a full queue drops the request: a flood costs nothing more.
  const waiting = new Set<string>();
  let queue: Promise<void> = Promise.resolve();

  return {
    /** Answers at once; the e-mail, if any, is prepared after. False when the request was dropped. */
    forgot(email: string): boolean {
      const key = email.toLowerCase();
      if (waiting.has(key) || waiting.size >= FORGOT_QUEUE_LIMIT) return false;
      waiting.add(key);
      queue = queue
        .then(() => sendReset(key))
        .catch((error: unknown) => deps.report?.(error))
        .finally(() => waiting.delete(key));
      return true;
    },

    /** Resolves once every queued forgot-password request has been handled (tests, shutdown). */
    settled(): Promise<void> {
      return queue;
    },

    /** A token works once, within its lifetime; the new password ends every other session. */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await hasher.hash(password);
      await database.write(async (tx) => {
        const used = await consumePasswordToken(tx, token, now());
        if (!used) throw new Refusal("invalid", { message: ERROR_CODES.invalidToken });
        const user = await findUserById(tx, used.userId);
        if (!user) throw new Refusal("invalid", { message: ERROR_CODES.invalidToken });
        const at = now().toISOString();
        await setPassword(tx, user.id, passwordHash, at);
        await revokeSessionsOfUser(tx, user.id, at);
        await writeAudit(tx, {
          action: "password_reset",
          entity: "users",
          documentId: user.id,
          actor: { id: user.id, name: user.name, role: user.role },
          current: { user: user.id, purpose: used.purpose, passwordUpdatedAt: at },
          organizations: await grantedUnitIds(tx, user.id),
        }, now());
      });
    },

    /** POST /api/welcome-emails: (re)send the set-password e-mail to an active user in scope. */
    async sendWelcome(actor: Actor, userId: number): Promise<void> {
      await database.write(async (tx) => {
        const target = await userService.visibleOr404(tx, actor, userId, await userService.scopeOf(tx, actor));
        if (target.status !== "active") throw new Refusal("conflict", { message: ERROR_CODES.userNotActive });
        await userService.queueWelcome(tx, target);
        await writeAudit(tx, {
          action: "update",
          entity: "users",
          documentId: target.id,
          actor: auditActor(actor),
          current: { user: target.id, welcomeEmail: "queued" },
          organizations: await grantedUnitIds(tx, target.id),
        }, now());
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
