import { eq } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit.ts";
import { users } from "../db/schema.ts";
import type { Actor } from "../http/context.ts";
import { forbidden, HttpError } from "../http/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { passwordLink, resetMail } from "../mail/messages.ts";
import { consumePasswordToken, issuePasswordToken } from "../mail/password-tokens.ts";
import { grantedUnitIds } from "../repositories/grants-repo.ts";
import { revokeSessionsOfUser } from "../repositories/sessions-repo.ts";
import { findUserByEmail, findUserById } from "../repositories/users-repo.ts";
import { auditActor, authorize, type ServiceDeps } from "./deps.ts";
import type { UserService } from "./user-service.ts";

export function createPasswordService(deps: ServiceDeps, userService: UserService) {
  const { database, hasher, now } = deps;
  return {
    /** Always succeeds from the caller's view, so it does not reveal which e-mails exist. */
    async forgot(email: string, baseUrl: string): Promise<void> {
      const user = await findUserByEmail(database.db, email);
      if (!user || user.status !== "active") return;
      await database.write(async (tx) => {
        const token = await issuePasswordToken(tx, user.id, "reset", now());
        await enqueueMail(tx, resetMail(user, passwordLink(baseUrl, token)), now());
        await writeAudit(tx, {
          action: "password_recovery",
          entity: "users",
          documentId: user.id,
          actor: null,
          current: { user: user.id, email: user.email },
          organizations: await grantedUnitIds(tx, user.id),
        });
      });
    },

    /** A token works once, within its lifetime; the new password ends every other session. */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await hasher.hash(password);
      await database.write(async (tx) => {
        const used = await consumePasswordToken(tx, token, now());
        if (!used) throw new HttpError(400, { message: "INVALID_TOKEN" });
        const user = await findUserById(tx, used.userId);
        if (!user) throw new HttpError(400, { message: "INVALID_TOKEN" });
        const at = now().toISOString();
        await tx
          .update(users)
          .set({ passwordHash, passwordUpdatedAt: at, loginAttempts: 0, lockedUntil: null, isInUseSecurePassword: true, updatedAt: at })
          .where(eq(users.id, user.id));
        await revokeSessionsOfUser(tx, user.id, at);
        await writeAudit(tx, {
          action: "password_reset",
          entity: "users",
          documentId: user.id,
          actor: { id: user.id, name: user.name, role: user.role },
          current: { user: user.id, purpose: used.purpose, passwordUpdatedAt: at },
          organizations: await grantedUnitIds(tx, user.id),
        });
      });
    },

    /** POST /api/welcome-emails: (re)send the set-password e-mail to an active user in scope. */
    async sendWelcome(actor: Actor, userId: number, baseUrl: string): Promise<void> {
      authorize(actor, "USERS", "update");
      if (actor.role === "social_media_manager") throw forbidden();
      await database.write(async (tx) => {
        const target = await userService.visibleOr404(tx, actor, userId, await userService.scopeOf(tx, actor));
        if (target.status !== "active") throw new HttpError(409, { message: "USER_NOT_ACTIVE" });
        await userService.queueWelcome(tx, target, baseUrl);
        await writeAudit(tx, {
          action: "update",
          entity: "users",
          documentId: target.id,
          actor: auditActor(actor),
          current: { user: target.id, welcomeEmail: "queued" },
          organizations: await grantedUnitIds(tx, target.id),
        });
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
