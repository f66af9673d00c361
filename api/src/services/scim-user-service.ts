// SCIM provisioning of people (issue 17, RFC 7643/7644): what an identity provider may do to Steward
// users with a SCIM token, and nothing more. Rules (docs/decisions.md, "Identity providers and SCIM
// (issue 17)"):
// - a provisioned person is a social media manager without units, pending a super admin's review
//   (a review request is opened), like an unknown person signing in: a provider never gives more;
// - every change of name, e-mail or status goes through the user service's one update path
//   (users.provisionIn): the last-unit-admin rule, e-mail uniqueness, sessions ended at once on
//   deactivation, one audit entry naming the token ("SCIM: <name>") in the same transaction;
// - `active: true` undoes only SCIM's own deactivation (nothing but SCIM changed the user since);
//   a person a super admin deactivated or rejected stays so, and the provider is told why;
// - SCIM writes only to people in its reach (issue 27): those it created, or who come in through
//   the identity provider already (an identity link), and never to a super admin. Anyone else was
//   made in Steward and answers to Steward: a leaked token that could change their e-mail would
//   have the next set-password link sent to its own mailbox;
// - the e-mail (userName) of a unit admin is not changed by provisioning either, and the last
//   active super admin is never deactivated by it: a leaked token cannot take over or lock out the
//   people who govern Steward;
// - DELETE deactivates and hides the person from SCIM (RFC 7644 section 3.6); Steward keeps them.
import { type UserStatus } from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Executor, Tx } from "../db/connection.ts";
import { reviewRequestOpened } from "../notifications/change-events.ts";
import { hasAnyLink, insertProviderReviewRequest } from "../repositories/identity-repo.ts";
import {
  changedOutsideScimSince,
  findUserWithLink,
  findUserWithLinkByEmail,
  listUsersWithLinks,
  saveLink,
  type ScimLinkRow,
  type ScimUserQuery,
  type ScimUserWithLink,
} from "../repositories/scim-repo.ts";
import { insertUser } from "../repositories/users-repo.ts";
import { mutability, ScimError, scimNotFound } from "../scim/errors.ts";
import { applyPatch, isScimActive, stewardNameOf, type ScimUserState } from "../scim/user-state.ts";
import type { ServiceDeps } from "./deps.ts";
import { PROVIDER_DEFAULT_ROLE } from "./provider-sign-in-service.ts";
import { scimAuditActor, type ScimPrincipal } from "./scim-token-service.ts";
import type { ProvisionedChange, UserService } from "./user-service.ts";

/** The user as the provider last described them. */
export function scimStateOf({ user, link }: ScimUserWithLink): ScimUserState {
  return {
    userName: user.email,
    externalId: link?.externalId ?? null,
    givenName: link?.givenName ?? null,
    familyName: link?.familyName ?? null,
    formatted: null,
    displayName: link?.displayName ?? null,
    active: isScimActive(user.status),
    emails: null,
  };
}

type LinkFields = Pick<ScimLinkRow, "externalId" | "givenName" | "familyName" | "displayName" | "deletedAt">;

/** What the audit entry shows of the SCIM link, beside the user. */
const linkView = (link: LinkFields | null) => ({
  externalId: link?.externalId ?? null,
  givenName: link?.givenName ?? null,
  familyName: link?.familyName ?? null,
  displayName: link?.displayName ?? null,
  deletedAt: link?.deletedAt ?? null,
});

const sameView = (a: ReturnType<typeof linkView>, b: ReturnType<typeof linkView>) =>
  a.externalId === b.externalId && a.givenName === b.givenName && a.familyName === b.familyName && a.displayName === b.displayName && a.deletedAt === b.deletedAt;

export function createScimUserService(deps: ServiceDeps, users: UserService) {
  const { database, now } = deps;

  async function linkedOr404(ex: Executor, id: number): Promise<ScimUserWithLink> {
    const found = await findUserWithLink(ex, id);
    if (!found || found.link?.deletedAt) throw scimNotFound(`No user with id ${id}`);
    return found;
  }

  /**
   * Refuses a write to someone outside provisioning's reach (RFC 7644 section 3.12: 403, "not
   * permitted based on the supplied authorization"). Not 404: the provider may read them, and a 404
   * would send it to create them again, only to meet a uniqueness conflict that says less.
   */
  async function assertInReach(ex: Executor, { user, link }: ScimUserWithLink): Promise<void> {
    if (user.role === "super_admin") {
      throw new ScimError("forbidden", "This person is a Steward super admin: super admins are managed in Steward, never by provisioning. Leave them out of the provider's assignment");
    }
    if (link === null && !(await hasAnyLink(ex, user.id))) {
      throw new ScimError(
        "forbidden",
        "This person was made in Steward and has never signed in through the identity provider: provisioning does not change them. Once they have signed in through the provider, it may; until then a super admin changes them in Steward",
      );
    }
  }

  /**
   * Turns the provider's wish (`after`) for a user into Steward changes, in the caller's
   * transaction: nothing when nothing differs, else one pass through the user service's update
   * path and the SCIM link saved beside it.
   */
  async function commit(tx: Tx, principal: ScimPrincipal, current: ScimUserWithLink, after: ScimUserState, opts: { deleting?: boolean; reviving?: boolean } = {}): Promise<ScimUserWithLink> {
    await assertInReach(tx, current);
    const { user, link } = current;
    const before = scimStateOf(current);
    const at = now().toISOString();
    const change: ProvisionedChange = { id: user.id };

    if (after.userName !== user.email) {
      if (user.role !== "social_media_manager") {
        throw mutability(
          "The userName (e-mail) of a unit admin is changed in Steward by a super admin, not by provisioning: a set-password link goes to that address",
        );
      }
      change.email = after.userName;
    }
    const nameTouched = after.displayName !== before.displayName || after.givenName !== before.givenName || after.familyName !== before.familyName || after.formatted !== null;
    if (nameTouched) {
      const name = stewardNameOf(after);
      if (name !== null && name !== user.name) change.name = name;
    }

    let deactivationAuditId = link?.deactivationAuditId ?? null;
    let statusBeforeDeactivation = link?.statusBeforeDeactivation ?? null;
    let deactivating = false;
    const wantActive = opts.deleting ? false : after.active;
    if (wantActive === false && isScimActive(user.status)) {
      change.status = "inactive";
      deactivating = true;
      statusBeforeDeactivation = user.status === "pending_activation" ? "pending_activation" : "active";
    } else if (wantActive === true && user.status === "inactive") {
      const own = deactivationAuditId !== null && !(await changedOutsideScimSince(tx, user.id, deactivationAuditId));
      if (!own) {
        throw new ScimError("conflict", "This person was deactivated in Steward (not through SCIM), or changed there since: only a super admin reactivates them");
      }
      change.status = statusBeforeDeactivation ?? "active";
      deactivationAuditId = null;
      statusBeforeDeactivation = null;
    } else if (wantActive === true && user.status === "rejected") {
      throw new ScimError("conflict", "A super admin rejected this person's access in Steward: provisioning does not reverse that");
    }

    const deletedAt = opts.deleting ? at : opts.reviving ? null : (link?.deletedAt ?? null);
    const nextLink: LinkFields = { externalId: after.externalId, givenName: after.givenName, familyName: after.familyName, displayName: after.displayName, deletedAt };
    const prevView = linkView(link);
    const nextView = linkView(nextLink);
    if (Object.keys(change).length === 1 && sameView(prevView, nextView)) return current;

    const { auditId } = await users.provisionIn(tx, change, { by: scimAuditActor(principal), prev: { scim: prevView }, current: { scim: nextView } });
    await saveLink(tx, {
      userId: user.id,
      ...nextLink,
      deactivationAuditId: deactivating ? auditId : deactivationAuditId,
      statusBeforeDeactivation,
      createdAt: link?.createdAt ?? at,
      updatedAt: at,
    });
    const fresh = await findUserWithLink(tx, user.id);
    if (!fresh) throw scimNotFound();
    return fresh;
  }

  return {
    async list(query: ScimUserQuery): Promise<{ rows: ScimUserWithLink[]; total: number }> {
      return listUsersWithLinks(database.db, query);
    },

    async get(id: number): Promise<ScimUserWithLink> {
      return linkedOr404(database.db, id);
    },

    /**
     * A new person: a social media manager without units, pending review. A userName that SCIM
     * deleted before comes back as the same user (a rehire), through the same rules as a replace.
     */
    async create(principal: ScimPrincipal, state: ScimUserState): Promise<{ row: ScimUserWithLink; revived: boolean }> {
      return database.write(async (tx) => {
        const existing = await findUserWithLinkByEmail(tx, state.userName);
        if (existing) {
          if (existing.link?.deletedAt) return { row: await commit(tx, principal, existing, state, { reviving: true }), revived: true };
          throw new ScimError("conflict", `A Steward user already has the userName '${state.userName}': find them with filter=userName eq "${state.userName}"`, "uniqueness");
        }
        const at = now().toISOString();
        const status: UserStatus = state.active === false ? "inactive" : "pending_activation";
        const row = await insertUser(tx, {
          name: stewardNameOf(state) ?? state.userName.split("@")[0]!,
          email: state.userName,
          role: PROVIDER_DEFAULT_ROLE,
          status,
          passwordHash: null,
          createdAt: at,
          updatedAt: at,
        });
        // Reviewed like anyone the provider brings: the review request stays open while inactive.
        const requestId = await insertProviderReviewRequest(tx, row.id);
        await reviewRequestOpened(tx, { requestId, user: row, requestedRole: null, requestedBy: null, unitId: null }, now());
        const link: LinkFields = { externalId: state.externalId, givenName: state.givenName, familyName: state.familyName, displayName: state.displayName, deletedAt: null };
        const doc = await users.detail(tx, row);
        const auditId = await writeAudit(
          tx,
          { action: "user_creation", entity: "users", documentId: row.id, actor: scimAuditActor(principal), current: { ...doc, scim: linkView(link) }, organizations: [] },
          now(),
        );
        await saveLink(tx, {
          userId: row.id,
          ...link,
          deactivationAuditId: status === "inactive" ? auditId : null,
          statusBeforeDeactivation: status === "inactive" ? "pending_activation" : null,
          createdAt: at,
          updatedAt: at,
        });
        const fresh = await findUserWithLink(tx, row.id);
        if (!fresh) throw scimNotFound();
        return { row: fresh, revived: false };
      });
    },

    /** PUT: the attributes given replace the provider's description; `active` stays unless given. */
    async replace(principal: ScimPrincipal, id: number, state: ScimUserState): Promise<ScimUserWithLink> {
      return database.write(async (tx) => commit(tx, principal, await linkedOr404(tx, id), state));
    },

    /** PATCH: the operations applied whole to the current description, then committed like a replace. */
    async patch(principal: ScimPrincipal, id: number, body: unknown): Promise<ScimUserWithLink> {
      return database.write(async (tx) => {
        const current = await linkedOr404(tx, id);
        return commit(tx, principal, current, applyPatch(scimStateOf(current), body));
      });
    },

    /** DELETE: deactivated through the same rules, then gone for SCIM; Steward keeps the user. */
    async remove(principal: ScimPrincipal, id: number): Promise<void> {
      await database.write(async (tx) => {
        const current = await linkedOr404(tx, id);
        await commit(tx, principal, current, scimStateOf(current), { deleting: true });
      });
    },
  };
}

export type ScimUserService = ReturnType<typeof createScimUserService>;
