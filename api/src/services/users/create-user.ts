import type { UserCreateInput, UserDetailDoc, UserStatus } from "@steward/shared";
import { writeAudit } from "../../audit/write-audit.ts";
import type { Actor } from "../../domain/actor.ts";
import { reviewRequestOpened } from "../../notifications/change-events.ts";
import { assertCreateFieldsAllowed, assertRoleAllowed, assertUnitsUsable, newUserNeedsReview } from "../../policies/users.ts";
import { replaceGrantsOn } from "../../repositories/grants-repo.ts";
import { insertReviewRequest } from "../../repositories/review-requests-repo.ts";
import { unitsByIds } from "../../repositories/unit-lookup-repo.ts";
import { insertUser } from "../../repositories/users-repo.ts";
import { auditActor, type ServiceDeps } from "../deps.ts";
import { profileColumns, type UserCore } from "./user-core.ts";
import type { Spoken } from "./user-locale.ts";

/**
 * A super admin creates any role and status. A unit admin creates unit admins or social media
 * managers inside their scope, who start pending with a review request for the super admins.
 */
export async function createUser(core: UserCore, deps: ServiceDeps, actor: Actor, input: UserCreateInput): Promise<Spoken<UserDetailDoc>> {
  const { scopeOf, detail, assertEmailFree, queueWelcome } = core;
  const { database, hasher, now } = deps;
  assertRoleAllowed(actor, input.role);
  assertCreateFieldsAllowed(actor, input);
  const organizations = input.role === "super_admin" ? [] : (input.organizations ?? []);
  const passwordHash = input.password ? await hasher.hash(input.password) : null;
  return database.write(async (tx) => {
    const scope = await scopeOf(tx, actor);
    assertUnitsUsable(organizations, await unitsByIds(tx, organizations), scope);
    await assertEmailFree(tx, input.email);
    const reviewed = newUserNeedsReview(actor.role);
    const status: UserStatus = reviewed ? "pending_activation" : (input.status ?? "active");
    const at = now().toISOString();
    const { password: _pw, organizations: _orgs, status: _st, ...profile } = input;
    const row = await insertUser(tx, {
      ...profileColumns(profile),
      name: input.name,
      email: input.email,
      role: input.role,
      status,
      passwordHash,
      passwordUpdatedAt: passwordHash ? at : (input.passwordUpdatedAt ?? null),
      createdAt: at,
      updatedAt: at,
    });
    await replaceGrantsOn(tx, row.id, [], organizations.map((unitId) => ({ unitId, type: "permanent", startDate: null, endDate: null })));
    if (reviewed) {
      const requestId = await insertReviewRequest(tx, row.id, actor.id);
      await reviewRequestOpened(tx, { requestId, user: row, requestedRole: null, requestedBy: actor, unitId: organizations[0] ?? null }, now());
    }
    if (status === "active" && !passwordHash) await queueWelcome(tx, row);
    const doc = await detail(tx, row);
    await writeAudit(tx, {
      action: "user_creation",
      entity: "users",
      documentId: row.id,
      actor: auditActor(actor),
      current: doc,
      organizations,
    }, now());
    return doc;
  });
}
