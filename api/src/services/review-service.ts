import type { ListResponse, ReviewRequestDoc } from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Actor } from "../domain/actor.ts";
import { notFound } from "../domain/errors.ts";
import { assertStillOpen } from "../policies/review-requests.ts";
import { grantedUnitIds } from "../repositories/grants-repo.ts";
import { decideReviewRequest, findReviewRequest, listReviewRequests } from "../repositories/review-requests-repo.ts";
import { decideRegistration, findUserById } from "../repositories/users-repo.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";
import type { UserService } from "./user-service.ts";

export function createReviewService(deps: ServiceDeps, userService: UserService) {
  const { database, now } = deps;
  return {
    async list(actor: Actor, query: Parameters<typeof listReviewRequests>[1]): Promise<ListResponse<ReviewRequestDoc>> {
      return listReviewRequests(database.db, query);
    },

    /**
     * A new user: approve makes them active with the set-password e-mail; reject makes them
     * rejected, with the reason. A role asked for an existing user: approve gives it (through the
     * last-unit-admin rule like any role change); reject leaves the user as they were.
     */
    async decide(actor: Actor, input: { id: number; approved: boolean; reason?: string | undefined }): Promise<ReviewRequestDoc> {
      return database.write(async (tx) => {
        const request = await findReviewRequest(tx, input.id);
        if (!request) throw notFound();
        assertStillOpen(request);
        const user = await findUserById(tx, request.user.id);
        if (!user) throw notFound();
        const at = now().toISOString();
        const reason = input.approved ? null : (input.reason ?? null);
        await decideReviewRequest(tx, request.id, { status: input.approved ? "approved" : "rejected", reason, decidedById: actor.id, decidedAt: at });
        let alsoChanged = {};
        if (request.requestedRole !== null) {
          if (input.approved) alsoChanged = await userService.changeRole(tx, user, request.requestedRole, at);
        } else {
          await decideRegistration(tx, user.id, input.approved ? { approved: true } : { approved: false, reason }, at);
          if (input.approved && !user.passwordHash) await userService.queueWelcome(tx, user);
        }
        const doc = await findReviewRequest(tx, request.id);
        if (!doc) throw notFound();
        await writeAudit(tx, {
          action: "approval",
          entity: "review-requests",
          documentId: request.id,
          actor: auditActor(actor),
          prev: request,
          current: { ...doc, ...alsoChanged },
          organizations: await grantedUnitIds(tx, user.id),
        }, now());
        return doc;
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
