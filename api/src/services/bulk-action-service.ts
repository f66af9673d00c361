// Bulk actions on the accounts and users lists (issue 33 point 4): the selection resolved in the
// caller's scope, each record taken through the one-at-a-time change (bulk-actions/), a dry run or
// an all-or-nothing commit (bulk-actions/run-bulk.ts). Which roles may take which action is the
// routes' rule (routes/bulk-actions.routes.ts), the same rules as the one-at-a-time routes'.
import type { AccountBulkActionData, BulkActionResult, Locale, UserBulkActionData } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { findSocialMedia } from "../repositories/social-medias-repo.ts";
import { findVisibleUser } from "../repositories/users-list-repo.ts";
import { accountStep, type AccountSteps } from "./bulk-actions/account-actions.ts";
import { assertWithinCap, runBulk } from "./bulk-actions/run-bulk.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";
import type { UserService } from "./user-service.ts";

export function createBulkActionService(deps: ServiceDeps, services: AccountSteps & { users: UserService }) {
  const { socialMedias, users } = services;
  return {
    async accounts(actor: Actor, input: AccountBulkActionData, locale: Locale): Promise<BulkActionResult> {
      const { selection } = input;
      if ("ids" in selection) assertWithinCap(selection.ids.length, locale);
      const scope = await socialMedias.scopeOf(actor);
      const step = accountStep(services, actor, scope, input);
      return runBulk(
        deps,
        {
          selected: async (tx) => ("ids" in selection ? selection.ids : socialMedias.idsMatching(tx, actor, selection.filter)),
          find: (tx, id) => findSocialMedia(tx, id, scope),
          nameOf: (doc) => doc.name,
          step,
        },
        { action: input.action, dryRun: input.dryRun, locale },
      );
    },

    async users(actor: Actor, input: UserBulkActionData, locale: Locale): Promise<BulkActionResult> {
      const { selection } = input;
      if ("ids" in selection) assertWithinCap(selection.ids.length, locale);
      const scope = await users.scopeOf(deps.database.db, actor);
      const to = input.action === "activate" ? "active" : "inactive";
      // A user has no reason column: the deactivation's reason goes into the audit entry.
      const reason = to === "inactive" ? { by: auditActor(actor), prev: {}, current: { deactivationReason: input.params.reason ?? "" } } : undefined;
      return runBulk(
        deps,
        {
          selected: async (tx) => ("ids" in selection ? selection.ids : users.idsMatching(tx, actor, selection.filter)),
          find: (tx, id) => findVisibleUser(tx, id, scope, actor.id),
          nameOf: (user) => `${user.name} (${user.email})`,
          step: async (tx, user) => {
            if (user.status === to) return "skipped";
            await users.statusIn(tx, actor, { id: user.id, status: to }, reason);
            return "changed";
          },
        },
        { action: input.action, dryRun: input.dryRun, locale },
      );
    },
  };
}

export type BulkActionService = ReturnType<typeof createBulkActionService>;
