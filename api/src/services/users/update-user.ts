// Every edit of a user, whoever makes it (the users page, the status page, SCIM through
// provisionIn): one path, so one set of rules. The user's grants are read once for the rules, the
// deactivation check and the audit entry's before-state.
import type { UserDetailDoc, UserStatus, UserUpdateInput } from "@steward/shared";
import { writeAudit, type AuditActor } from "../../audit/write-audit.ts";
import type { Tx } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { notFound } from "../../domain/errors.ts";
import { reviewRequestOpened } from "../../notifications/change-events.ts";
import {
  assertMayChangeEmail,
  assertMayCrossSuperAdmin,
  assertMayDeactivate,
  assertMayEdit,
  assertUnitsUsable,
  roleChangeNeedsReview,
} from "../../policies/users.ts";
import { grantsOfUser, replaceGrantsOn } from "../../repositories/grants-repo.ts";
import { insertReviewRequest, openRoleRequestOf } from "../../repositories/review-requests-repo.ts";
import { revokeSessionsOfUser } from "../../repositories/sessions-repo.ts";
import { unitsByIds } from "../../repositories/unit-lookup-repo.ts";
import { findUserById, updateUserColumns } from "../../repositories/users-repo.ts";
import { auditActor, today, type ServiceDeps } from "../deps.ts";
import { assertUnitsKeepAdmins, grantSpecs } from "../../policies/unit-admins.ts";
import { profileColumns, type UserCore } from "./user-core.ts";
import type { Spoken } from "./user-locale.ts";

/** Who an update's audit entry names instead of the actor, and what the caller adds to its snapshots. */
export interface UpdateAudit {
  by: AuditActor;
  prev: Record<string, unknown>;
  current: Record<string, unknown>;
}

/** What a provisioning system may change of a user. */
export interface ProvisionedChange {
  id: number;
  name?: string;
  email?: string;
  status?: UserStatus;
}

/**
 * Every edit of a user, whoever makes it, inside the caller's transaction: scope, the editing
 * rules, e-mail uniqueness, the last-unit-admin rule, sessions ended when the status leaves
 * active, and one audit entry. `audit` names someone other than `actor` in that entry (a
 * provisioning system) and adds what its caller keeps beside the user to both snapshots.
 */
export async function applyUserUpdate(
  core: UserCore,
  deps: ServiceDeps,
  tx: Tx,
  actor: Actor,
  input: UserUpdateInput,
  audit?: UpdateAudit,
): Promise<{ doc: Spoken<UserDetailDoc>; auditId: number }> {
  const { scopeOf, visibleOr404, detail, assertEmailFree, plannedGrants, unlinkIfRaisedToSuperAdmin } = core;
  const { now } = deps;
  const scope = await scopeOf(tx, actor);
  const target = await visibleOr404(tx, actor, input.id, scope);
  assertMayEdit(actor, target);
  const before = await grantsOfUser(tx, target.id);
  if (input.email !== undefined && input.email !== target.email) {
    assertMayChangeEmail(
      actor,
      before.map((g) => g.unitPath),
      scope,
    );
    await assertEmailFree(tx, input.email, target.id);
  }
  // A raise a super admin must review first: everything else of the edit applies now.
  const requestedRole = input.role !== undefined && roleChangeNeedsReview(actor.role, target.role, input.role) ? input.role : undefined;
  if (requestedRole !== undefined) input = { ...input, role: undefined };

  const beforeSpecs = grantSpecs(before);
  let plan: ReturnType<typeof plannedGrants> | undefined;
  if (input.organizations !== undefined) {
    const found = await unitsByIds(tx, input.organizations);
    assertUnitsUsable(input.organizations, found, scope);
    plan = plannedGrants(beforeSpecs, new Map(before.map((g) => [g.unitId, g.unitPath])), input.organizations, scope);
  }
  const nextRole = input.role ?? target.role;
  assertMayCrossSuperAdmin(actor, target.role, nextRole);
  // Every deactivation (users page, SCIM, CLI) passes the offboarding impact check first (issue 19).
  if (target.status === "active" && input.status !== undefined && input.status !== "active") await assertMayDeactivate(tx, target, today(deps), before);
  await assertUnitsKeepAdmins(
    tx,
    target.id,
    { role: target.role, status: target.status, grants: beforeSpecs },
    { role: nextRole, status: input.status ?? target.status, grants: plan?.after ?? beforeSpecs },
    today(deps),
  );

  const prev = await detail(tx, target, before);
  const { id: _id, organizations: _orgs, ...profile } = input;
  const values = profileColumns(profile);
  await updateUserColumns(tx, target.id, values, now().toISOString());
  if (plan) await replaceGrantsOn(tx, target.id, plan.managedIds, plan.wanted);
  const unlinked = await unlinkIfRaisedToSuperAdmin(tx, target.role, nextRole, target.id);
  if (input.status !== undefined && input.status !== "active") await revokeSessionsOfUser(tx, target.id, now().toISOString());
  if (requestedRole !== undefined && (await openRoleRequestOf(tx, target.id)) === undefined) {
    const requestId = await insertReviewRequest(tx, target.id, actor.id, requestedRole);
    await reviewRequestOpened(tx, { requestId, user: target, requestedRole, requestedBy: actor, unitId: before[0]?.unitId ?? null }, now());
  }

  const fresh = await findUserById(tx, target.id);
  if (!fresh) throw notFound();
  // The grants were read once, before the change; read again only when the change replaced them.
  const doc = await detail(tx, fresh, plan ? undefined : before);
  const auditId = await writeAudit(tx, {
    action: "update",
    entity: "users",
    documentId: target.id,
    actor: audit?.by ?? auditActor(actor),
    prev: audit ? { ...prev, ...audit.prev } : prev,
    current: { ...doc, ...audit?.current, ...unlinked },
    organizations: [...new Set([...before.map((g) => g.unitId), ...doc.access.map((g) => g.organization.id)])],
  }, now());
  return { doc, auditId };
}
