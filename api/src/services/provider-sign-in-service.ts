// Who gets in through an identity provider (issue 17, point 3). One core for OIDC, SAML and the
// provider's bearer tokens: the protocol code checks the provider's answer and hands over a
// ProviderIdentity; this decides which Steward user it is, whether they may in, and what their
// groups give them. Rules (docs/decisions.md, "Identity providers"):
// - a link (provider, subject) names the user once made; without one, a verified e-mail matches an
//   existing user and the link is made; an unverified or missing e-mail matches nobody;
// - never a super admin by e-mail (issue 27): whoever gets that address verified at the provider
//   would become one. Their link is made from a session already signed in (`linkFromSession`);
// - an unknown person becomes a pending_activation social media manager with a review request for
//   the super admins, and is told so; the provider never gives more on its own;
// - inactive and rejected users are refused, pending ones are told they wait;
// - group mappings add and take back grants (and the unit admin role) at each sign-in, audited in the
//   same transaction (apply-group-mappings.ts says what a mapping may decide).
import { IDENTITY_ERROR_CODES, emailSchema } from "@steward/shared";
import { randomId } from "../auth/tokens.ts";
import { writeAudit } from "../audit/write-audit.ts";
import { reviewRequestOpened } from "../notifications/change-events.ts";
import type { Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import type { ProviderIdentity } from "../domain/provider-identity.ts";
import { Refusal } from "../domain/errors.ts";
import { grantsOfUser } from "../repositories/grants-repo.ts";
import {
  findActiveActor,
  findLink,
  insertLink,
  insertProviderReviewRequest,
  touchLink,
} from "../repositories/identity-repo.ts";
import { insertSession } from "../repositories/sessions-repo.ts";
import { recordSignIn } from "../repositories/dormancy-repo.ts";
import { findUserByEmail, findUserById, insertUser, toPublicUser, type UserRow } from "../repositories/users-repo.ts";
import type { ServiceDeps } from "./deps.ts";
import { applyGroupMappings } from "./apply-group-mappings.ts";

export type { ProviderIdentity };

export type ProviderSignInResult =
  | { outcome: "signed_in"; token: string; userId: number; expiresAt: Date }
  | { outcome: "pending_activation"; userId: number };

/** The most a provider gives a person on its own (issue 17). */
export const PROVIDER_DEFAULT_ROLE = "social_media_manager" as const;

const MAX_SUBJECT = 255;
const MAX_GROUPS = 500;

const refuse = (message: string) => new Refusal("forbidden", { message });
const invalidIdentity = () => new Refusal("unauthenticated", { message: IDENTITY_ERROR_CODES.providerResponseInvalid });

interface CleanIdentity {
  provider: "oidc" | "saml";
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  groups: string[];
}

function clean(identity: ProviderIdentity): CleanIdentity {
  const subject = typeof identity.subject === "string" ? identity.subject : "";
  if (subject === "" || subject.length > MAX_SUBJECT || (identity.provider !== "oidc" && identity.provider !== "saml")) throw invalidIdentity();
  const parsed = identity.email ? emailSchema.safeParse(identity.email) : null;
  const email = parsed?.success ? parsed.data : null;
  const name = (identity.name ?? "").trim().slice(0, 200) || (email ? email.split("@")[0]! : subject.slice(0, 200));
  const groups = [...new Set((Array.isArray(identity.groups) ? identity.groups : []).filter((g) => typeof g === "string" && g !== "" && g.length <= 256))].slice(0, MAX_GROUPS);
  return { provider: identity.provider, subject, email, emailVerified: identity.emailVerified === true, name, groups };
}

const auditSource = (id: CleanIdentity) => ({ provider: id.provider, subject: id.subject });

export function createProviderSignInService(deps: ServiceDeps) {
  const { database, now, tokens, settings } = deps;

  /** Which user this is; a link is made on the first match by verified e-mail. Pending users may be created. */
  async function resolveUser(tx: Tx, id: CleanIdentity, at: string): Promise<{ user: UserRow; created: boolean; linkId: number }> {
    const link = await findLink(tx, id.provider, id.subject);
    if (link) {
      const user = await findUserById(tx, link.userId);
      if (!user) throw invalidIdentity();
      return { user, created: false, linkId: link.id };
    }
    if (!id.email) throw refuse(IDENTITY_ERROR_CODES.emailMissing);
    if (!id.emailVerified) throw refuse(IDENTITY_ERROR_CODES.emailNotVerified);

    const existing = await findUserByEmail(tx, id.email);
    if (existing) {
      // Nothing is remembered for someone who may not come in.
      if (existing.status === "inactive" || existing.status === "rejected") throw refuse(IDENTITY_ERROR_CODES.userNotActive);
      if (existing.role === "super_admin") throw refuse(IDENTITY_ERROR_CODES.accountLinkRequired);
      const made = await insertLink(tx, { provider: id.provider, subject: id.subject, userId: existing.id, email: id.email, at });
      await writeAudit(tx, {
        action: "create",
        entity: "identity-links",
        documentId: made.id,
        actor: null,
        current: { user: { id: existing.id, name: existing.name }, ...auditSource(id), matchedBy: "verified_email", email: id.email },
        organizations: (await grantsOfUser(tx, existing.id)).map((g) => g.unitId),
      }, now());
      return { user: existing, created: false, linkId: made.id };
    }

    // Someone Steward does not know: a pending social media manager, reviewed by the super admins.
    const row = await insertUser(tx, {
      name: id.name,
      email: id.email,
      role: PROVIDER_DEFAULT_ROLE,
      status: "pending_activation",
      passwordHash: null,
      createdAt: at,
      updatedAt: at,
    });
    const made = await insertLink(tx, { provider: id.provider, subject: id.subject, userId: row.id, email: id.email, at });
    const requestId = await insertProviderReviewRequest(tx, row.id);
    await reviewRequestOpened(tx, { requestId, user: row, requestedRole: null, requestedBy: null, unitId: null }, now());
    await writeAudit(tx, {
      action: "user_creation",
      entity: "users",
      documentId: row.id,
      actor: null,
      current: { ...toPublicUser(row, []), source: { ...auditSource(id), groups: id.groups } },
      organizations: [],
    }, now());
    return { user: row, created: true, linkId: made.id };
  }

  /** The part every way in shares: who it is, whether they may in, what their groups give them. */
  async function admit(tx: Tx, id: CleanIdentity): Promise<{ user: UserRow; linkId: number; pending: boolean }> {
    const at = now().toISOString();
    const { user, linkId } = await resolveUser(tx, id, at);
    if (user.status === "pending_activation") return { user, linkId, pending: true };
    if (user.status !== "active") throw refuse(IDENTITY_ERROR_CODES.userNotActive);
    const current = await applyGroupMappings(tx, deps, user, id);
    await touchLink(tx, linkId, at);
    return { user: current, linkId, pending: false };
  }

  /** Admits the person and, unless they wait for review, opens their Steward session. */
  async function openSession(tx: Tx, id: CleanIdentity): Promise<ProviderSignInResult> {
    const { user, pending } = await admit(tx, id);
    if (pending) return { outcome: "pending_activation", userId: user.id };
    const sessionId = randomId();
    const expiresAt = new Date(now().getTime() + settings.STEWARD_SESSION_HOURS * 3_600_000);
    await insertSession(tx, { id: sessionId, userId: user.id, expiresAt: expiresAt.toISOString() });
    await recordSignIn(tx, user.id, now().toISOString(), id.provider);
    const token = await tokens.sign({ userId: user.id, sessionId }, expiresAt);
    return { outcome: "signed_in", token, userId: user.id, expiresAt };
  }

  /**
   * What `signIn` would do for this identity, read only (a super admin's test of the provider's
   * settings, issue 33): the same rules as resolveUser and admit, and nothing written.
   */
  async function preview(identity: ProviderIdentity): Promise<{ wouldSignIn: "signed_in" | "pending_activation" | "refused"; code: string | null }> {
    let id: CleanIdentity;
    try {
      id = clean(identity);
    } catch (error) {
      return { wouldSignIn: "refused", code: identityRefusalCode(error) ?? IDENTITY_ERROR_CODES.providerResponseInvalid };
    }
    const byStatus = (user: UserRow) =>
      user.status === "active"
        ? { wouldSignIn: "signed_in" as const, code: null }
        : user.status === "pending_activation"
          ? { wouldSignIn: "pending_activation" as const, code: IDENTITY_ERROR_CODES.accessPending }
          : { wouldSignIn: "refused" as const, code: IDENTITY_ERROR_CODES.userNotActive };
    const link = await findLink(database.db, id.provider, id.subject);
    if (link) {
      const user = await findUserById(database.db, link.userId);
      return user ? byStatus(user) : { wouldSignIn: "refused", code: IDENTITY_ERROR_CODES.providerResponseInvalid };
    }
    if (!id.email) return { wouldSignIn: "refused", code: IDENTITY_ERROR_CODES.emailMissing };
    if (!id.emailVerified) return { wouldSignIn: "refused", code: IDENTITY_ERROR_CODES.emailNotVerified };
    const existing = await findUserByEmail(database.db, id.email);
    if (!existing) return { wouldSignIn: "pending_activation", code: IDENTITY_ERROR_CODES.accessPending };
    if (existing.role === "super_admin" && existing.status !== "inactive" && existing.status !== "rejected") {
      return { wouldSignIn: "refused", code: IDENTITY_ERROR_CODES.accountLinkRequired };
    }
    return byStatus(existing);
  }

  return {
    preview,

    /**
     * A browser sign-in: a Steward session for a known active user; `pending_activation` for
     * someone who waits for review (created now if new). Refusals are `Refusal`s whose message is
     * one of IDENTITY_ERROR_CODES; nothing is written when one is thrown.
     */
    async signIn(identity: ProviderIdentity): Promise<ProviderSignInResult> {
      const id = clean(identity);
      return database.write((tx) => openSession(tx, id));
    },

    /**
     * A sign-in that user `userId` started from their own signed-in session to link the provider's
     * account to theirs (issue 27): both sides are proven, Steward's by the session, the provider's
     * by this sign-in, so no e-mail is compared and a super admin may be linked. The link, its audit
     * entry (by that user) and the new session commit together. An identity already linked to
     * someone else stays theirs.
     */
    async linkFromSession(identity: ProviderIdentity, userId: number): Promise<ProviderSignInResult> {
      const id = clean(identity);
      return database.write(async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user || user.status !== "active") throw refuse(IDENTITY_ERROR_CODES.userNotActive);
        const link = await findLink(tx, id.provider, id.subject);
        if (link && link.userId !== user.id) throw refuse(IDENTITY_ERROR_CODES.identityLinkedElsewhere);
        if (!link) {
          const made = await insertLink(tx, { provider: id.provider, subject: id.subject, userId: user.id, email: id.email, at: now().toISOString() });
          await writeAudit(tx, {
            action: "create",
            entity: "identity-links",
            documentId: made.id,
            actor: { id: user.id, name: user.name, role: user.role },
            current: { user: { id: user.id, name: user.name }, ...auditSource(id), email: id.email, matchedBy: "signed_in_session" },
            organizations: (await grantsOfUser(tx, user.id)).map((g) => g.unitId),
          }, now());
        }
        return openSession(tx, id);
      });
    },

    /**
     * The caller behind a provider's bearer token, with no session. A known link whose groups were
     * already applied is one read; otherwise the same rules as `signIn` run in one transaction.
     * A pending user is refused 403 ACCESS_PENDING, an inactive one 403 USER_NOT_ACTIVE.
     */
    async actorFor(identity: ProviderIdentity, options: { applyGroups?: boolean } = {}): Promise<Actor> {
      const id = clean(identity);
      const applyGroups = options.applyGroups ?? true;
      let userId: number | undefined;
      if (!applyGroups) {
        const link = await findLink(database.db, id.provider, id.subject);
        userId = link?.userId;
      }
      if (userId === undefined) {
        const admitted = await database.write(async (tx) => {
          const { user, pending } = await admit(tx, id);
          return { userId: user.id, pending };
        });
        if (admitted.pending) throw refuse(IDENTITY_ERROR_CODES.accessPending);
        userId = admitted.userId;
      }
      const actor = await findActiveActor(database.db, userId);
      if (!actor) {
        const user = await findUserById(database.db, userId);
        throw refuse(user?.status === "pending_activation" ? IDENTITY_ERROR_CODES.accessPending : IDENTITY_ERROR_CODES.userNotActive);
      }
      return actor;
    },
  };
}

export type ProviderSignInService = ReturnType<typeof createProviderSignInService>;

/** For callers that only need the code of a refusal (the browser callbacks put it in `?error=`). */
export function identityRefusalCode(error: unknown): string | undefined {
  return error instanceof Refusal ? error.body.message : undefined;
}
