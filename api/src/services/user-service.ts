// Users: list, read, create, edit, set status, and the provisioning path SCIM takes. One operation
// per file in users/ (create-user.ts, update-user.ts, change-role.ts) on what they all share
// (users/user-core.ts); the rules are policies/users.ts.
import type { ListResponse, PublicUser, Role, UserCreateInput, UserDetailDoc, UserListQuery, UserStatus, UserUpdateInput } from "@steward/shared";
import { DASHBOARD_EXPIRING_DAYS, IDLE_SIGN_IN_DAYS, addDaysToDate } from "@steward/shared";
import type { Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { assertFieldsAllowed, assertRoleAllowed } from "../policies/users.ts";
import { listUsers, userIdsMatching } from "../repositories/users-list-repo.ts";
import type { UserRow } from "../repositories/users-repo.ts";
import { placed, unitPathNames } from "../repositories/unit-paths-repo.ts";
import { today, type ServiceDeps } from "./deps.ts";
import { changeRole } from "./users/change-role.ts";
import { createUser } from "./users/create-user.ts";
import { applyUserUpdate, type ProvisionedChange, type UpdateAudit } from "./users/update-user.ts";
import { userCore } from "./users/user-core.ts";
import { spoken, type Spoken } from "./users/user-locale.ts";

export type { ProvisionedChange, UpdateAudit };

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

export function createUserService(deps: ServiceDeps) {
  const { database } = deps;
  const core = userCore(deps);
  const { scopeOf, detail, visibleOr404, queueWelcome } = core;

  /** The idle filter's moment: not signed in since then. */
  const idleBeforeOf = (query: UserListQuery) =>
    query.idle?.length ? new Date(deps.now().getTime() - IDLE_SIGN_IN_DAYS * 86_400_000).toISOString() : undefined;
  /** The expiring filter's days: today to the home card's horizon. */
  const expiringOf = (query: UserListQuery) => {
    if (!query.expiring?.length) return undefined;
    const day = today(deps);
    return { from: day, to: addDaysToDate(day, DASHBOARD_EXPIRING_DAYS) };
  };

  async function applyUpdate(actor: Actor, input: UserUpdateInput): Promise<Spoken<UserDetailDoc>> {
    return database.write(async (tx) => (await applyUserUpdate(core, deps, tx, actor, input)).doc);
  }

  return {
    async list(actor: Actor, query: UserListQuery): Promise<ListResponse<Spoken<PublicUser>>> {
      const page = await listUsers(database.db, query, await scopeOf(database.db, actor), actor.id, idleBeforeOf(query), expiringOf(query));
      return { ...page, docs: page.docs.map((user) => spoken(user, deps.settings.STEWARD_DEFAULT_LOCALE)) };
    },

    async get(actor: Actor, id: number): Promise<Spoken<UserDetailDoc>> {
      const doc = await detail(database.db, await visibleOr404(database.db, actor, id, await scopeOf(database.db, actor)));
      // The person's units with their paths (one statement), so the edit form's chooser tells namesakes apart (issue 30).
      // Only here: the detail a change writes into the audit record stays as it was.
      const paths = await unitPathNames(database.db, doc.organizations.map((unit) => unit.id));
      return { ...doc, organizations: doc.organizations.map((unit) => placed(unit, paths)) };
    },

    /**
     * A super admin creates any role and status. A unit admin creates unit admins or social media
     * managers inside their scope, who start pending with a review request for the super admins.
     */
    create: (actor: Actor, input: UserCreateInput): Promise<Spoken<UserDetailDoc>> => createUser(core, deps, actor, input),

    async update(actor: Actor, input: UserUpdateInput): Promise<Spoken<UserDetailDoc>> {
      assertFieldsAllowed(actor, input);
      assertRoleAllowed(actor, input.role);
      return applyUpdate(actor, input);
    },

    /** Status changes are a super admin's: PUT /users/status declares it (the unit admin's form has no status field). */
    async setStatus(actor: Actor, input: { id: number; status: UserStatus }): Promise<Spoken<UserDetailDoc>> {
      return applyUpdate(actor, input);
    },

    /**
     * A change made by a provisioning system (SCIM), not by a signed-in person: the same path and
     * rules as a super admin's edit, on the fields its caller lets it set (name, e-mail, status),
     * inside the caller's transaction, audited under the provisioner's own name. Returns the
     * audit entry's id as well, so the caller can remember which change was its own.
     */
    async provisionIn(tx: Tx, input: ProvisionedChange, audit: UpdateAudit): Promise<{ doc: Spoken<UserDetailDoc>; auditId: number }> {
      return applyUserUpdate(core, deps, tx, PROVISIONER, input, audit);
    },

    /** Every user the list's query matches in the caller's scope, inside `tx` (a bulk action's "all matching the filter"). */
    async idsMatching(tx: Tx, actor: Actor, query: UserListQuery): Promise<number[]> {
      return userIdsMatching(tx, query, await scopeOf(tx, actor), actor.id, idleBeforeOf(query), expiringOf(query));
    },

    /** A status change inside the caller's transaction: the one path of setStatus (a bulk action's row). */
    statusIn: (tx: Tx, actor: Actor, input: { id: number; status: UserStatus }, audit?: UpdateAudit) => applyUserUpdate(core, deps, tx, actor, input, audit),

    /** A reviewed role change: the last-unit-admin rule holds as for any other. What else it changed, for the audit entry. */
    changeRole: (tx: Tx, user: UserRow, role: Role, at: string) => changeRole(core, deps, tx, user, role, at),
    queueWelcome,
    detail,
    visibleOr404,
    scopeOf,
  };
}

export type UserService = ReturnType<typeof createUserService>;
