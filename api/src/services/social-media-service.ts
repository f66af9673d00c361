// The account registry: scope on every read, and one audit entry per change inside the change's own
// transaction. What may be done to an account (the references a record may name, a new account's
// status, the moves between statuses) is policies/social-medias.ts.
import {
  socialMediaCreateSchema,
  type ListResponse,
  type SocialMediaCreateData,
  type SocialMediaDetailDoc,
  type SocialMediaDoc,
  type SocialMediaListQuery,
  type SocialMediaOptions,
  type SocialMediaRejectInput,
  type SocialMediaStatusInput,
  type SocialMediaUpdateData,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import { accountAwaitingApproval, accountStatusChanged } from "../notifications/change-events.ts";
import { refreshDirectoryListing, refreshListingAfterStatusChange } from "./directory-listing.ts";
import type { Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, notFound, toValidationIssues } from "../domain/errors.ts";
import { assertMayMoveAccount, assertReferencesUsable, initialAccountStatus, ownAccountsOf } from "../policies/social-medias.ts";
import { assertAccountUnlocked } from "../policies/incidents.ts";
import { unitsInScope, usersInScope } from "../repositories/social-media-options-repo.ts";
import { openFlagRiskLevel } from "../repositories/social-media-risk-repo.ts";
import { attestationStatus } from "./attestation-status.ts";
import {
  findSocialMedia,
  insertSocialMedia,
  readSocialMediaList,
  replaceSocialMediaManagers,
  replaceSocialMediaUnits,
  updateSocialMediaRow,
  orderedSocialMediaIds,
  type AccountListQuery,
  type KeptListOrder,
  type NewSocialMediaRow,
} from "../repositories/social-medias-repo.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { loadScope, type Scope } from "../repositories/scope-repo.ts";
import { keptAnswers } from "../kept-answers.ts";
import { rejectAccount } from "./social-medias/reject-account.ts";

const ALL: Scope = { kind: "all" };

/** The stored form of a validated input; third-party details only exist when management is third-party. */
function toRow(data: SocialMediaCreateData): Omit<NewSocialMediaRow, "status"> {
  const thirdParty = data.thirdPartyManagement === "yes";
  return {
    name: data.name,
    profileUrl: data.profileUrl,
    platform: data.platform,
    creationDate: data.creationDate,
    primaryAdminId: data.primaryAdmin,
    backupAdminId: data.backupAdmin ?? null,
    adminContactEmails: [...new Set(data.adminContactEmails)],
    accountHandle: data.accountHandle ?? "",
    businessId: data.businessId ?? "",
    contactEmail: data.contactEmail ?? "",
    contactPhone: data.contactPhone ?? "",
    thirdPartyManagement: data.thirdPartyManagement,
    thirdPartyProvider: thirdParty ? (data.thirdPartyProvider ?? "") : "",
    thirdPartyContact: thirdParty ? (data.thirdPartyContact ?? "") : "",
    passwordManagementPractice: data.passwordManagementPractice ?? null,
    linkedTools: [...new Set(data.linkedTools ?? [])],
    verificationStatus: data.verificationStatus ?? "pending",
    platformSupportDetails: data.platformSupportDetails ?? "",
    notes: data.notes ?? "",
    backupContactInfo: data.backupContactInfo ?? "",
  };
}

/** An existing account as the create input that would produce it, to merge a partial update into. */
function asInput(doc: SocialMediaDoc): Record<string, unknown> {
  return {
    name: doc.name,
    profileUrl: doc.profileUrl,
    platform: doc.platform,
    creationDate: doc.creationDate,
    organization: doc.organizations.map((u) => u.id),
    primaryAdmin: doc.primaryAdmin?.id,
    backupAdmin: doc.backupAdmin?.id ?? null,
    adminContactEmails: doc.adminContactEmails,
    accountHandle: doc.accountHandle,
    businessId: doc.businessId,
    contactEmail: doc.contactEmail,
    contactPhone: doc.contactPhone,
    thirdPartyManagement: doc.thirdPartyManagement,
    thirdPartyProvider: doc.thirdPartyProvider,
    thirdPartyContact: doc.thirdPartyContact,
    passwordManagementPractice: doc.passwordManagementPractice,
    linkedTools: doc.linkedTools,
    verificationStatus: doc.verificationStatus,
    platformSupportDetails: doc.platformSupportDetails,
    socialMediaManagers: doc.socialMediaManagers.map((m) => m.id),
    notes: doc.notes,
    backupContactInfo: doc.backupContactInfo,
  };
}

const unitIdsOf = (doc: SocialMediaDoc) => doc.organizations.map((u) => u.id);

export function createSocialMediaService(deps: ServiceDeps) {
  const { database } = deps;
  const scopeOf = (actor: Actor) => loadScope(database.db, actor, "SOCIAL_MEDIAS", today(deps));
  // A unit-scoped list's whole order (ids only) is kept per view until the next commit: paging,
  // coming back and re-reading then cost one page of rows. A super admin's whole list pages in SQL
  // along the name index, stopping at the page. Narrowed by a filter or a search, its page needs
  // every match sorted anyway (12 ms for a search over 30,000 accounts), so that order is kept too,
  // for fewer views: each can hold every account's id.
  const listOrders = keptAnswers<string, number[]>("account list orders", database.changeVersion);
  const institutionOrders = keptAnswers<string, number[]>("institution list orders", database.changeVersion);
  // Orders are kept only where a commit can be noticed (database.changeVersion).
  const keptOrder: KeptListOrder | undefined = database.changeVersion
    ? (institutionWide, key, read) => (institutionWide ? institutionOrders : listOrders).get(key, read)
    : undefined;

  async function mustFind(tx: Tx, id: number, scope: Scope): Promise<SocialMediaDoc> {
    const doc = await findSocialMedia(tx, id, scope);
    if (!doc) throw notFound();
    return doc;
  }

  /** A partial update inside the caller's transaction, the account looked up in `scope`. */
  async function updateIn(tx: Tx, actor: Actor, scope: Scope, id: number, patch: SocialMediaUpdateData): Promise<SocialMediaDoc> {
    const prev = await mustFind(tx, id, scope);
    // Reported compromised: locked until its incident closes (issue 34), one at a time or in bulk.
    await assertAccountUnlocked(tx, id);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const merged = socialMediaCreateSchema.safeParse({ ...asInput(prev), ...defined });
    if (!merged.success) throw badRequest(toValidationIssues(merged.error.issues));
    await assertReferencesUsable(tx, scope, merged.data, prev);
    await updateSocialMediaRow(tx, id, { ...toRow(merged.data), updatedAt: deps.now().toISOString() });
    if (patch.organization !== undefined) await replaceSocialMediaUnits(tx, id, merged.data.organization);
    if (patch.socialMediaManagers !== undefined) await replaceSocialMediaManagers(tx, id, [...new Set(merged.data.socialMediaManagers)]);
    await refreshDirectoryListing(tx, id, undefined, deps.now());
    const doc = await mustFind(tx, id, ALL);
    await writeAudit(
      tx,
      {
        action: "update",
        entity: "social-medias",
        documentId: id,
        actor: auditActor(actor),
        prev,
        current: doc,
        organizations: [...unitIdsOf(prev), ...unitIdsOf(doc)],
      },
      deps.now(),
    );
    return doc;
  }

  /** A status move inside the caller's transaction, the account looked up in `scope` (the route's: every account). */
  async function changeStatusIn(tx: Tx, actor: Actor, scope: Scope, id: number, input: SocialMediaStatusInput): Promise<SocialMediaDoc> {
    const prev = await mustFind(tx, id, scope);
    await assertAccountUnlocked(tx, id);
    const reason = input.deactivationReason?.trim() ?? "";
    assertMayMoveAccount(prev.status, input.status, reason);
    await updateSocialMediaRow(tx, id, {
      status: input.status,
      deactivationReason: input.status === "inactive" ? reason : null,
      updatedAt: deps.now().toISOString(),
    });
    await refreshListingAfterStatusChange(tx, id, deps.now());
    const doc = await mustFind(tx, id, ALL);
    await writeAudit(
      tx,
      {
        action: prev.status === "pending_approval" ? "approval" : "update",
        entity: "social-medias",
        documentId: id,
        actor: auditActor(actor),
        prev,
        current: doc,
        organizations: unitIdsOf(doc),
      },
      deps.now(),
    );
    await accountStatusChanged(tx, doc, { from: prev.status, to: doc.status, reason: doc.deactivationReason }, actor.id, deps.now());
    return doc;
  }

  return {
    async list(actor: Actor, query: SocialMediaListQuery): Promise<ListResponse<SocialMediaDoc>> {
      const scope = await scopeOf(actor);
      return readSocialMediaList(database.db, { ...query, ...ownAccountsOf(actor, query) }, scope, { now: deps.now(), keptOrder });
    },

    /** A pending account refused with a reason (reject-account.ts). */
    reject(actor: Actor, id: number, input: SocialMediaRejectInput): Promise<SocialMediaDoc> {
      return rejectAccount(deps, actor, id, input);
    },

    async get(actor: Actor, id: number): Promise<SocialMediaDetailDoc> {
      const doc = await findSocialMedia(database.db, id, await scopeOf(actor));
      if (!doc) throw notFound();
      return { ...doc, riskLevel: await openFlagRiskLevel(database.db, id), ...(await attestationStatus(database.db, doc, deps.now())) };
    },

    /** The units and users this caller may name on an account (form choices and list filters). */
    async options(actor: Actor): Promise<SocialMediaOptions> {
      const scope = await scopeOf(actor);
      return { units: await unitsInScope(database.db, scope), users: await usersInScope(database.db, scope) };
    },

    /** A super admin's account is active at once; anyone else's waits for approval. */
    async create(actor: Actor, data: SocialMediaCreateData): Promise<SocialMediaDoc> {
      const scope = await scopeOf(actor);
      return database.write(async (tx) => {
        await assertReferencesUsable(tx, scope, data);
        const now = deps.now().toISOString();
        const status = initialAccountStatus(actor);
        const id = await insertSocialMedia(tx, { ...toRow(data), status, createdAt: now, updatedAt: now });
        await replaceSocialMediaUnits(tx, id, data.organization);
        await replaceSocialMediaManagers(tx, id, [...new Set(data.socialMediaManagers)]);
        const doc = await mustFind(tx, id, ALL);
        await writeAudit(
          tx,
          { action: "create", entity: "social-medias", documentId: id, actor: auditActor(actor), current: doc, organizations: unitIdsOf(doc) },
          deps.now(),
        );
        if (status === "pending_approval") await accountAwaitingApproval(tx, doc, actor.id, deps.now());
        return doc;
      });
    },

    /** A partial update; the merged record must pass the same rules as a new one. */
    async update(actor: Actor, id: number, patch: SocialMediaUpdateData): Promise<SocialMediaDoc> {
      const scope = await scopeOf(actor);
      return database.write((tx) => updateIn(tx, actor, scope, id, patch));
    },

    /** decisions.md: only the listed transitions, only by a super admin; deactivation needs a reason. */
    changeStatus(actor: Actor, id: number, input: SocialMediaStatusInput): Promise<SocialMediaDoc> {
      return database.write((tx) => changeStatusIn(tx, actor, ALL, id, input));
    },

    // The same changes inside a caller's transaction: a bulk operation takes each row through them.
    updateIn,
    changeStatusIn,
    scopeOf,

    /** Every account the list's query matches in the caller's scope, inside `tx` (a bulk action's "all matching the filter"). */
    async idsMatching(tx: Tx, actor: Actor, query: SocialMediaListQuery): Promise<number[]> {
      const now = deps.now().toISOString();
      const matching: AccountListQuery & { attestedAsOf: string } = { ...query, ...ownAccountsOf(actor, query), attestedAsOf: now };
      return orderedSocialMediaIds(tx, matching, await scopeOf(actor), now);
    },
  };
}

export type SocialMediaService = ReturnType<typeof createSocialMediaService>;
