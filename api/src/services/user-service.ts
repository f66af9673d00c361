import {
  ERROR_CODES,
  type ListResponse,
  type PublicUser,
  type UserCreateInput,
  type UserDetailDoc,
  type UserListQuery,
  type UserUpdateInput,
  type UserStatus,
} from "@steward/shared";
import { writeAudit, type AuditActor } from "../audit/write-audit.ts";
import type { Executor, Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { conflict, notFound } from "../domain/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { reviewRequestOpened } from "../notifications/change-events.ts";
import { passwordLink, welcomeMail } from "../mail/messages.ts";
import { issuePasswordToken } from "../mail/password-tokens.ts";
import { grantsOfUser, replaceGrantsOn, toGrantDoc, type GrantRow, type GrantSpec } from "../repositories/grants-repo.ts";
import { insertReviewRequest, latestReviewRequestOf, openRoleRequestOf } from "../repositories/review-requests-repo.ts";
import { revokeSessionsOfUser } from "../repositories/sessions-repo.ts";
import { unitsByIds } from "../repositories/unit-lookup-repo.ts";
import { findVisibleUser, listUsers } from "../repositories/users-list-repo.ts";
import { findUserByEmail, findUserById, insertUser, toPublicUser, updateUserColumns, updateUserRole, type NewUser, type UserRow } from "../repositories/users-repo.ts";
import { publicUrlOf } from "../settings.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { loadScope, type Scope } from "../repositories/scope-repo.ts";
import { isInScope } from "../domain/scope.ts";
import { dropLinksOf } from "../repositories/identity-repo.ts";
import { assertUnitsKeepAdmins, grantSpecs } from "./unit-admin-rule.ts";
import {
  assertCreateFieldsAllowed,
  assertFieldsAllowed,
  assertMayChangeEmail,
  assertMayCrossSuperAdmin,
  assertMayDeactivate,
  assertMayEdit,
  assertRoleAllowed,
  assertUnitsUsable,
  roleChangeNeedsReview,
} from "../policies/users.ts";
import type { Role } from "@steward/shared";

type ProfileFields = Omit<UserUpdateInput, "id" | "organizations">;

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
 * The one who edits for a provisioning system: institution-wide like a super admin, so scope and
 * the editing rules admit it, while `provisionIn`'s input type keeps it to name, e-mail and status
 * (never a role, a grant or a password). Never an actor of a request: no session carries it.
 */
const PROVISIONER: Actor = {
  id: 0,
  name: "provisioning",
  email: "",
  role: "super_admin",
  status: "active",
  sessionId: "",
  currentPolicyId: null,
  acceptedCurrentPolicy: true,
};

/** API field names (the spec mixes camelCase and snake_case) to columns. */
function profileColumns(input: ProfileFields): Partial<NewUser> {
  const out: Partial<NewUser> = {};
  const copy = <K extends keyof NewUser>(key: K, value: NewUser[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  copy("name", input.name);
  copy("email", input.email);
  copy("role", input.role);
  copy("status", input.status);
  copy("isEnabledTwoFactor", input.isEnabledTwoFactor);
  copy("isInUseSecurePassword", input.isInUseSecurePassword);
  copy("isAcceptedPolicies", input.isAcceptedPolicies);
  copy("isCompletedTrainingAccessibility", input.isCompletedTrainingAccessibility);
  copy("isCompletedTrainingRisk", input.isCompletedTrainingRisk);
  copy("isCompletedTrainingBrand", input.isCompletedTrainingBrand);
  copy("hasKnowledgeStandards", input.hasKnowledgeStandards);
  copy("offboardingCompleted", input.offboardingCompleted);
  copy("adminPolicyAgreement", input.admin_policy_agreement);
  copy("passwordUpdatedAt", input.passwordUpdatedAt);
  copy("dateOfLastTraining", input.date_of_last_training);
  copy("dateOfLastPolicyReview", input.date_of_last_policy_review);
  return out;
}

export function createUserService(deps: ServiceDeps) {
  const { database, hasher, now } = deps;
  const scopeOf = (ex: Executor, actor: Actor) => loadScope(ex, actor, "USERS", today(deps));

  /** `known`: the user's grants when the caller has just read them (and has not changed them since). */
  async function detail(ex: Executor, row: UserRow, known?: readonly GrantRow[]): Promise<UserDetailDoc> {
    const grants = known ?? (await grantsOfUser(ex, row.id));
    const t = today(deps);
    return {
      ...toPublicUser(row, grants.map((g) => ({ id: g.unitId, name: g.unitName }))),
      access: grants.map((g) => toGrantDoc(g, t)),
      reviewRequest: await latestReviewRequestOf(ex, row.id),
    };
  }

  async function visibleOr404(ex: Executor, actor: Actor, id: number, scope: Scope): Promise<UserRow> {
    const row = await findVisibleUser(ex, id, scope, actor.id);
    if (!row) throw notFound();
    return row;
  }

  async function assertEmailFree(ex: Executor, email: string, exceptId?: number) {
    const existing = await findUserByEmail(ex, email);
    if (existing && existing.id !== exceptId) throw conflict(ERROR_CODES.userAlreadyExists, { details: existing.id });
  }

  /** Queues the set-password e-mail in the caller's transaction. */
  async function queueWelcome(tx: Tx, user: { id: number; name: string; email: string }) {
    const token = await issuePasswordToken(tx, user, "welcome", now());
    await enqueueMail(tx, welcomeMail(user, passwordLink(publicUrlOf(deps.settings), token)), now());
  }

  /**
   * The grants after setting `organizations`: kept units keep their windows, new ones are
   * permanent. A scoped actor manages only grants inside their scope; others stay as they are.
   */
  function plannedGrants(current: GrantSpec[], currentPaths: Map<number, string>, organizations: number[], scope: Scope) {
    const managed = current
      .map((g) => g.unitId)
      .filter((id) => isInScope(currentPaths.get(id) ?? "", scope));
    const managedIds = [...new Set([...managed, ...organizations])];
    const wanted = organizations.map((unitId) => current.find((g) => g.unitId === unitId) ?? { unitId, type: "permanent" as const, startDate: null, endDate: null });
    const untouched = current.filter((g) => !managedIds.includes(g.unitId));
    return { managedIds, wanted, after: [...untouched, ...wanted] };
  }

  /**
   * Someone becoming super admin keeps no provider link made before: nothing recorded how a link was
   * made, and one made by matching an e-mail must not carry into the highest role (issue 27). They
   * link again from their session. What was dropped, for the change's audit entry.
   */
  async function unlinkIfRaisedToSuperAdmin(tx: Tx, from: Role, to: Role, userId: number): Promise<{ identityLinksRemoved?: { provider: string; subject: string }[] }> {
    if (to !== "super_admin" || from === "super_admin") return {};
    const removed = await dropLinksOf(tx, userId);
    return removed.length > 0 ? { identityLinksRemoved: removed } : {};
  }

  /** A reviewed role change: the last-unit-admin rule holds as for any other. What else it changed, for the audit entry. */
  async function changeRole(tx: Tx, user: UserRow, role: Role, at: string): Promise<{ identityLinksRemoved?: { provider: string; subject: string }[] }> {
    const held = await grantsOfUser(tx, user.id);
    const grants = grantSpecs(held);
    await assertUnitsKeepAdmins(
      tx,
      user.id,
      { role: user.role, status: user.status, grants },
      { role, status: user.status, grants },
      today(deps),
    );
    await updateUserRole(tx, user.id, role, at);
    return unlinkIfRaisedToSuperAdmin(tx, user.role, role, user.id);
  }

  /**
   * Every edit of a user, whoever makes it, inside the caller's transaction: scope, the editing
   * rules, e-mail uniqueness, the last-unit-admin rule, sessions ended when the status leaves
   * active, and one audit entry. `audit` names someone other than `actor` in that entry (a
   * provisioning system) and adds what its caller keeps beside the user to both snapshots.
   */
  async function applyUpdateIn(tx: Tx, actor: Actor, input: UserUpdateInput, audit?: UpdateAudit): Promise<{ doc: UserDetailDoc; auditId: number }> {
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

  async function applyUpdate(actor: Actor, input: UserUpdateInput): Promise<UserDetailDoc> {
    return database.write(async (tx) => (await applyUpdateIn(tx, actor, input)).doc);
  }

  return {
    async list(actor: Actor, query: UserListQuery): Promise<ListResponse<PublicUser>> {
      return listUsers(database.db, query, await scopeOf(database.db, actor), actor.id);
    },

    async get(actor: Actor, id: number): Promise<UserDetailDoc> {
      return detail(database.db, await visibleOr404(database.db, actor, id, await scopeOf(database.db, actor)));
    },

    /**
     * A super admin creates any role and status. A unit admin creates unit admins or social media
     * managers inside their scope, who start pending with a review request for the super admins.
     */
    async create(actor: Actor, input: UserCreateInput): Promise<UserDetailDoc> {
      assertRoleAllowed(actor, input.role);
      assertCreateFieldsAllowed(actor, input);
      const organizations = input.role === "super_admin" ? [] : (input.organizations ?? []);
      const passwordHash = input.password ? await hasher.hash(input.password) : null;
      return database.write(async (tx) => {
        const scope = await scopeOf(tx, actor);
        assertUnitsUsable(organizations, await unitsByIds(tx, organizations), scope);
        await assertEmailFree(tx, input.email);
        const reviewed = actor.role !== "super_admin";
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
    },

    async update(actor: Actor, input: UserUpdateInput): Promise<UserDetailDoc> {
      assertFieldsAllowed(actor, input);
      assertRoleAllowed(actor, input.role);
      return applyUpdate(actor, input);
    },

    /** Status changes are a super admin's: PUT /users/status declares it (the unit admin's form has no status field). */
    async setStatus(actor: Actor, input: { id: number; status: UserStatus }): Promise<UserDetailDoc> {
      return applyUpdate(actor, input);
    },

    /**
     * A change made by a provisioning system (SCIM), not by a signed-in person: the same path and
     * rules as a super admin's edit, on the fields its caller lets it set (name, e-mail, status),
     * inside the caller's transaction, audited under the provisioner's own name. Returns the
     * audit entry's id as well, so the caller can remember which change was its own.
     */
    async provisionIn(tx: Tx, input: ProvisionedChange, audit: UpdateAudit): Promise<{ doc: UserDetailDoc; auditId: number }> {
      return applyUpdateIn(tx, PROVISIONER, input, audit);
    },

    queueWelcome,
    changeRole,
    detail,
    visibleOr404,
    scopeOf,
  };
}

export type UserService = ReturnType<typeof createUserService>;
