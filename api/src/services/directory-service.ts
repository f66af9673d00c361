// The official accounts directory (issue 20): what the public may see, and the administrators'
// switch that publishes an account. Public answers are built field by field from the directory
// repository's columns, so nothing personal can slip in.
import {
  attestationValidUntil,
  isAttested,
  profileKeys,
  type ArchivedAccount,
  type Platform,
  type Publication,
  type PublicAccount,
  type PublicAccountsQuery,
  type PublicUnit,
  type VerifyAnswer,
  type ListResponse,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Executor, Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { notFound } from "../domain/errors.ts";
import { listPage } from "../repositories/list-page.ts";
import {
  accountForListing,
  allPublished,
  archivedByKeys,
  findListing,
  findUnitPath,
  listArchived,
  listPublished,
  publishedByKeys,
  unitsByIds,
  unitsWithPublished,
  type ArchivedRow,
  type DirectoryUnit,
  type PublishedFilter,
  type PublishedRow,
} from "../repositories/directory-repo.ts";
import { findSocialMedia } from "../repositories/social-medias-repo.ts";
import { assertAccountUnlocked } from "../policies/incidents.ts";
import { loadScope } from "../repositories/scope-repo.ts";
import { publicUrlOf } from "../settings.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { refreshDirectoryListing } from "./directory-listing.ts";

/** The public filters, and on the directory page one account (its link from the dashboard). */
type DirectoryFilterQuery = Pick<PublicAccountsQuery, "q" | "platform" | "unit"> & { account?: number | undefined };

const idsInPath = (path: string) => path.split("/").filter(Boolean).map(Number);

/** The units each row's path names, read in one query. */
async function unitsFor(ex: Executor, paths: readonly string[]): Promise<Map<number, DirectoryUnit>> {
  const ids = new Set<number>();
  for (const p of paths) for (const id of idsInPath(p)) ids.add(id);
  return new Map((await unitsByIds(ex, [...ids])).map((u) => [u.id, u]));
}

function publicUnit(unitId: number, path: string, units: Map<number, DirectoryUnit>): PublicUnit {
  const unit = units.get(unitId);
  return {
    id: unitId,
    name: unit?.name ?? "",
    path: idsInPath(path).map((id) => units.get(id)?.name ?? ""),
    contact: unit?.email ?? "",
  };
}

function archiveReason(row: ArchivedRow): ArchivedAccount["reason"] {
  if (row.accountStatus === null) return "removed";
  if (!row.listed) return "unlisted";
  if (row.accountStatus !== "active") return "account_inactive";
  return "unit_inactive";
}

export function createDirectoryService(deps: ServiceDeps) {
  const { database } = deps;

  const toPublic = (row: PublishedRow, units: Map<number, DirectoryUnit>, now: Date): PublicAccount => ({
    id: row.id,
    name: row.name,
    platform: row.platform,
    handle: row.handle,
    profileUrl: row.profileUrl,
    unit: publicUnit(row.unitId, row.unitPath, units),
    attested: isAttested({ status: "active" }, row.lastAttestedAt, now),
    lastAttestedAt: row.lastAttestedAt,
  });

  async function filterOf(ex: Executor, query: DirectoryFilterQuery): Promise<PublishedFilter | null> {
    const filter: PublishedFilter = { q: query.q || undefined, platform: query.platform, accountId: query.account };
    if (query.unit !== undefined) {
      const path = await findUnitPath(ex, query.unit);
      // An unknown or inactive unit has no public accounts: an empty answer, not an error.
      if (!path) return null;
      filter.unitPath = path;
    }
    return filter;
  }

  async function publication(ex: Executor, socialMediaId: number): Promise<Publication> {
    const [listing, account] = await Promise.all([findListing(ex, socialMediaId), accountForListing(ex, socialMediaId)]);
    const blockedBy: Publication["blockedBy"] = [];
    if (account && account.status !== "active") blockedBy.push("account_inactive");
    if (account && account.unitStatus !== "active") blockedBy.push("unit_inactive");
    const listed = listing?.listed ?? false;
    return {
      publicListing: listed,
      published: listed && blockedBy.length === 0,
      blockedBy,
      firstListedAt: listing?.firstListedAt ?? null,
      unlistedAt: listing?.unlistedAt ?? null,
      publicUrl: `${publicUrlOf(deps.settings)}/directory?account=${socialMediaId}`,
    };
  }

  /** The account, if in the caller's scope (who may read or publish is the route's rule: managers read, unit and super admins publish). */
  async function accountInScope(actor: Actor, socialMediaId: number, ex: Executor = database.db): Promise<void> {
    const scope = await loadScope(ex, actor, "SOCIAL_MEDIAS", today(deps));
    if (!(await findSocialMedia(ex, socialMediaId, scope))) throw notFound();
  }

  /** The switch set inside the caller's transaction (the route's one change, or a bulk operation's row). */
  async function setPublicListingIn(tx: Tx, actor: Actor, socialMediaId: number, publicListing: boolean): Promise<Publication> {
    await accountInScope(actor, socialMediaId, tx);
    // A compromised account's listing waits for its incident to close (bulk actions too).
    await assertAccountUnlocked(tx, socialMediaId);
    const prev = await publication(tx, socialMediaId);
    if (prev.publicListing === publicListing) return prev;
    const now = deps.now();
    await refreshDirectoryListing(tx, socialMediaId, publicListing, now);
    const current = await publication(tx, socialMediaId);
    const account = await accountForListing(tx, socialMediaId);
    await writeAudit(
      tx,
      {
        action: "update",
        entity: "social-medias",
        documentId: socialMediaId,
        actor: auditActor(actor),
        prev: { publicListing: prev.publicListing },
        current: { publicListing: current.publicListing },
        organizations: account ? [account.unitId] : [],
      },
      now,
    );
    return current;
  }

  return {
    /** Changes with every commit (a database file only): what the public caches are kept against. */
    changeVersion: database.changeVersion,

    async list(query: PublicAccountsQuery & { account?: number | undefined }): Promise<ListResponse<PublicAccount>> {
      const filter = await filterOf(database.db, query);
      if (!filter) return listPage([], 0, query.page, query.limit);
      const { rows, total } = await listPublished(database.db, filter, (query.page - 1) * query.limit, query.limit);
      const units = await unitsFor(database.db, rows.map((r) => r.unitPath));
      const now = deps.now();
      return listPage(rows.map((r) => toPublic(r, units, now)), total, query.page, query.limit);
    },

    /** Every published account matching the filter, for the CSV and JSON-LD forms. */
    async all(query: Pick<PublicAccountsQuery, "q" | "platform" | "unit">): Promise<PublicAccount[]> {
      const filter = await filterOf(database.db, query);
      if (!filter) return [];
      const rows = await allPublished(database.db, filter);
      const units = await unitsFor(database.db, rows.map((r) => r.unitPath));
      const now = deps.now();
      return rows.map((r) => toPublic(r, units, now));
    },

    async archived(page: number, limit: number): Promise<ListResponse<ArchivedAccount>> {
      const { rows, total } = await listArchived(database.db, (page - 1) * limit, limit);
      const owning = new Map((await unitsByIds(database.db, rows.map((r) => r.unitId))).map((u) => [u.id, u]));
      const units = await unitsFor(database.db, [...owning.values()].map((u) => u.path));
      const docs = rows.map((r): ArchivedAccount => {
        const path = owning.get(r.unitId)?.path ?? `/${r.unitId}/`;
        const { contact: _contact, ...unit } = publicUnit(r.unitId, path, units);
        return { id: r.id, name: r.name, platform: r.platform, handle: r.handle, profileUrl: r.profileUrl, unit, reason: archiveReason(r), unlistedAt: r.unlistedAt };
      });
      return listPage(docs, total, page, limit);
    },

    async verify(url: string, platform: Platform | undefined): Promise<VerifyAnswer> {
      const none = { verified: false, account: null, unit: null, lastAttestedAt: null, validUntil: null };
      const named = profileKeys(url, platform);
      if (!named.ok) return { ...none, reason: named.reason };
      const [row] = await publishedByKeys(database.db, named.keys);
      if (!row) {
        const archived = await archivedByKeys(database.db, named.keys);
        return { ...none, reason: archived.length > 0 ? "archived" : "not_found" };
      }
      const units = await unitsFor(database.db, [row.unitPath]);
      const attested = isAttested({ status: "active" }, row.lastAttestedAt, deps.now());
      // Reported compromised (issue 34): still named, so the asker knows which account, but not
      // verified until its incident closes. An added reason: the answer's shape is unchanged.
      const reason = row.compromised ? ("compromised" as const) : attested ? undefined : ("not_attested" as const);
      return {
        verified: attested && !row.compromised,
        account: { id: row.id, name: row.name, platform: row.platform, handle: row.handle, profileUrl: row.profileUrl },
        unit: publicUnit(row.unitId, row.unitPath, units),
        lastAttestedAt: row.lastAttestedAt,
        validUntil: row.lastAttestedAt ? attestationValidUntil(row.lastAttestedAt) : null,
        ...(reason ? { reason } : {}),
      };
    },

    /** The directory page's unit tree: units holding published accounts, with their ancestors. */
    async units(): Promise<DirectoryUnit[]> {
      return unitsWithPublished(database.db);
    },

    async publication(actor: Actor, socialMediaId: number): Promise<Publication> {
      await accountInScope(actor, socialMediaId);
      return publication(database.db, socialMediaId);
    },

    /** Who may publish is the route's rule (SOCIAL_MEDIAS:update and mayPublishAccounts); here, the account in scope. */
    async setPublicListing(actor: Actor, socialMediaId: number, publicListing: boolean): Promise<Publication> {
      await accountInScope(actor, socialMediaId);
      return database.write((tx) => setPublicListingIn(tx, actor, socialMediaId, publicListing));
    },

    setPublicListingIn,
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
