// Reads and writes of the public directory (issue 20). "Published" is one condition, written once
// here: the switch is on, the account is active, and its owning unit is active. Nothing personal is
// selected at all: the public rows are built from these columns only.
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { socialMediaUnits, socialMedias, units } from "../db/schema.ts";
import { accountAttestations } from "../db/tables/attestations.ts";
import { directoryKeys, publicListings } from "../db/tables/directory.ts";

export interface PublishedRow {
  id: number;
  name: string;
  platform: string;
  handle: string;
  profileUrl: string;
  unitId: number;
  unitPath: string;
  lastAttestedAt: string | null;
  /** Reported compromised (issue 34): an open incident. Out of the list, and "not verified" to the verify API. */
  compromised: boolean;
}

export interface ArchivedRow {
  id: number;
  name: string;
  platform: string;
  handle: string;
  profileUrl: string;
  unitId: number;
  unlistedAt: string | null;
  /** Null when the account itself is gone. */
  accountStatus: string | null;
  unitStatus: string | null;
  listed: boolean;
}

export interface PublishedFilter {
  q?: string | undefined;
  platform?: string | undefined;
  /** A unit's path: the unit and everything below it. */
  unitPath?: string | undefined;
  /** One account (the directory page's link to an account's entry). */
  accountId?: number | undefined;
}

const owningUnit = and(eq(socialMediaUnits.socialMediaId, socialMedias.id), eq(socialMediaUnits.position, 0));
// An open incident (issue 34): the account is not under the institution's control now.
const isCompromised = sql<boolean>`EXISTS (SELECT 1 FROM incidents i WHERE i.social_media_id = ${socialMedias.id} AND i.state = 'open')`;

const isPublished = and(eq(publicListings.listed, true), eq(socialMedias.status, "active"), eq(units.status, "active"));

const publishedColumns = {
  id: socialMedias.id,
  name: socialMedias.name,
  platform: socialMedias.platform,
  handle: socialMedias.accountHandle,
  profileUrl: socialMedias.profileUrl,
  unitId: units.id,
  unitPath: units.path,
  lastAttestedAt: accountAttestations.lastAttestedAt,
  compromised: sql<boolean>`${isCompromised}`.mapWith(Boolean),
};

function publishedFrom(ex: Executor) {
  return ex
    .select(publishedColumns)
    .from(publicListings)
    .innerJoin(socialMedias, eq(socialMedias.id, publicListings.socialMediaId))
    .innerJoin(socialMediaUnits, owningUnit)
    .innerJoin(units, eq(units.id, socialMediaUnits.unitId))
    .leftJoin(accountAttestations, eq(accountAttestations.socialMediaId, socialMedias.id));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterOf(filter: PublishedFilter): SQL | undefined {
  // The directory lists the accounts it vouches for: a compromised one leaves it until its incident closes.
  const parts: Array<SQL | undefined> = [isPublished, sql`NOT ${isCompromised}`];
  if (filter.platform) parts.push(eq(socialMedias.platform, filter.platform));
  if (filter.accountId !== undefined) parts.push(eq(socialMedias.id, filter.accountId));
  if (filter.unitPath) parts.push(sql`${units.path} >= ${filter.unitPath} AND ${units.path} < ${filter.unitPath + "\uffff"}`);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.trim())}%`;
    parts.push(or(sql`${socialMedias.name} LIKE ${pattern} ESCAPE '\\'`, sql`${socialMedias.accountHandle} LIKE ${pattern} ESCAPE '\\'`, sql`${units.name} LIKE ${pattern} ESCAPE '\\'`));
  }
  return and(...parts);
}

export async function listPublished(ex: Executor, filter: PublishedFilter, offset: number, limit: number): Promise<{ rows: PublishedRow[]; total: number }> {
  const where = filterOf(filter);
  const rows = await publishedFrom(ex).where(where).orderBy(asc(socialMedias.name), asc(socialMedias.id)).limit(limit).offset(offset);
  const [count] = await ex
    .select({ n: sql<number>`count(*)` })
    .from(publicListings)
    .innerJoin(socialMedias, eq(socialMedias.id, publicListings.socialMediaId))
    .innerJoin(socialMediaUnits, owningUnit)
    .innerJoin(units, eq(units.id, socialMediaUnits.unitId))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Every published account, for the JSON-LD and CSV forms (one row per account, name order). */
export async function allPublished(ex: Executor, filter: PublishedFilter): Promise<PublishedRow[]> {
  return publishedFrom(ex).where(filterOf(filter)).orderBy(asc(socialMedias.name), asc(socialMedias.id));
}

export async function publishedByKeys(ex: Executor, keys: readonly string[]): Promise<PublishedRow[]> {
  if (keys.length === 0) return [];
  const ids = ex.select({ id: directoryKeys.socialMediaId }).from(directoryKeys).where(inArray(directoryKeys.key, [...keys]));
  return publishedFrom(ex).where(and(isPublished, inArray(socialMedias.id, ids))).orderBy(asc(socialMedias.id));
}

const archivedColumns = {
  id: publicListings.socialMediaId,
  name: publicListings.name,
  platform: publicListings.platform,
  handle: publicListings.handle,
  profileUrl: publicListings.profileUrl,
  unitId: publicListings.unitId,
  unlistedAt: publicListings.unlistedAt,
  accountStatus: socialMedias.status,
  unitStatus: units.status,
  listed: publicListings.listed,
};

/**
 * Shown once, not published now: switched off, account or unit no longer active, or deleted. A row
 * never shown is no record of anything public, whatever its switch says.
 */
const notPublished = and(
  isNotNull(publicListings.firstPublishedAt),
  sql`NOT (${publicListings.listed} = 1 AND coalesce(${socialMedias.status}, '') = 'active' AND coalesce(${units.status}, '') = 'active')`,
);

function archivedFrom(ex: Executor) {
  return ex
    .select(archivedColumns)
    .from(publicListings)
    .leftJoin(socialMedias, eq(socialMedias.id, publicListings.socialMediaId))
    .leftJoin(socialMediaUnits, owningUnit)
    .leftJoin(units, eq(units.id, socialMediaUnits.unitId));
}

export async function listArchived(ex: Executor, offset: number, limit: number): Promise<{ rows: ArchivedRow[]; total: number }> {
  const rows = await archivedFrom(ex).where(notPublished).orderBy(asc(publicListings.name), asc(publicListings.socialMediaId)).limit(limit).offset(offset);
  const [count] = await ex
    .select({ n: sql<number>`count(*)` })
    .from(publicListings)
    .leftJoin(socialMedias, eq(socialMedias.id, publicListings.socialMediaId))
    .leftJoin(socialMediaUnits, owningUnit)
    .leftJoin(units, eq(units.id, socialMediaUnits.unitId))
    .where(notPublished);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function archivedByKeys(ex: Executor, keys: readonly string[]): Promise<ArchivedRow[]> {
  if (keys.length === 0) return [];
  const ids = ex.select({ id: directoryKeys.socialMediaId }).from(directoryKeys).where(inArray(directoryKeys.key, [...keys]));
  return archivedFrom(ex).where(and(notPublished, inArray(publicListings.socialMediaId, ids)));
}

export interface DirectoryUnit {
  id: number;
  name: string;
  path: string;
  email: string;
  parentId: number | null;
}

export async function unitsByIds(ex: Executor, ids: readonly number[]): Promise<DirectoryUnit[]> {
  if (ids.length === 0) return [];
  return ex.select({ id: units.id, name: units.name, path: units.path, email: units.email, parentId: units.parentId }).from(units).where(inArray(units.id, [...ids]));
}

/** The active units that hold at least one account the list shows, with their ancestors: the directory's tree. */
export async function unitsWithPublished(ex: Executor): Promise<DirectoryUnit[]> {
  const paths = await publishedFrom(ex).where(filterOf({}));
  const ids = new Set<number>();
  for (const row of paths) for (const id of row.unitPath.split("/").filter(Boolean)) ids.add(Number(id));
  return unitsByIds(ex, [...ids]);
}

export async function findUnitPath(ex: Executor, unitId: number): Promise<string | undefined> {
  const [row] = await ex.select({ path: units.path }).from(units).where(and(eq(units.id, unitId), eq(units.status, "active")));
  return row?.path;
}

export interface ListingState {
  listed: boolean;
  firstListedAt: string;
  unlistedAt: string | null;
  firstPublishedAt: string | null;
}

export async function findListing(ex: Executor, socialMediaId: number): Promise<ListingState | undefined> {
  const [row] = await ex
    .select({ listed: publicListings.listed, firstListedAt: publicListings.firstListedAt, unlistedAt: publicListings.unlistedAt, firstPublishedAt: publicListings.firstPublishedAt })
    .from(publicListings)
    .where(eq(publicListings.socialMediaId, socialMediaId));
  return row;
}

/** Whether the public sees the account now: the one published condition, asked of one account. */
export async function isPublishedNow(ex: Executor, socialMediaId: number): Promise<boolean> {
  const [row] = await publishedFrom(ex).where(and(isPublished, eq(socialMedias.id, socialMediaId)));
  return row !== undefined;
}

export interface ListingSnapshot {
  socialMediaId: number;
  name: string;
  platform: string;
  handle: string;
  profileUrl: string;
  businessId: string;
  unitId: number;
}

/** Writes the switch; a new row starts from the account as it is. `listed` undefined keeps the switch. */
export async function saveListingSwitch(ex: Executor, snapshot: ListingSnapshot, listed: boolean | undefined, now: string): Promise<void> {
  const existing = await findListing(ex, snapshot.socialMediaId);
  if (!existing) {
    if (listed !== true) return;
    await ex.insert(publicListings).values({ ...snapshot, listed: true, firstListedAt: now, unlistedAt: null, updatedAt: now });
    return;
  }
  const next = listed ?? existing.listed;
  const unlistedAt = next ? null : existing.listed ? now : existing.unlistedAt;
  await ex.update(publicListings).set({ listed: next, unlistedAt, updatedAt: now }).where(eq(publicListings.socialMediaId, snapshot.socialMediaId));
}

export async function markFirstPublished(ex: Executor, socialMediaId: number, now: string): Promise<void> {
  await ex.update(publicListings).set({ firstPublishedAt: now }).where(and(eq(publicListings.socialMediaId, socialMediaId), isNull(publicListings.firstPublishedAt)));
}

/** What the public sees of the account, and the keys it is known by, made under `keysRule`. */
export async function saveListingSnapshot(ex: Executor, snapshot: ListingSnapshot, keys: readonly string[], keysRule: number, now: string): Promise<void> {
  await ex.update(publicListings).set({ ...snapshot, keysRule, updatedAt: now }).where(eq(publicListings.socialMediaId, snapshot.socialMediaId));
  await replaceDirectoryKeys(ex, snapshot.socialMediaId, keys);
}

/** Listings whose keys were made under a rule older than `keysRule`, oldest accounts first. */
export async function listingsWithKeysBefore(ex: Executor, keysRule: number, limit: number): Promise<ListingSnapshot[]> {
  return ex
    .select({
      socialMediaId: publicListings.socialMediaId,
      name: publicListings.name,
      platform: publicListings.platform,
      handle: publicListings.handle,
      profileUrl: publicListings.profileUrl,
      businessId: publicListings.businessId,
      unitId: publicListings.unitId,
    })
    .from(publicListings)
    .where(lt(publicListings.keysRule, keysRule))
    .orderBy(asc(publicListings.socialMediaId))
    .limit(limit);
}

export async function saveListingKeys(ex: Executor, socialMediaId: number, keys: readonly string[], keysRule: number): Promise<void> {
  await ex.update(publicListings).set({ keysRule }).where(eq(publicListings.socialMediaId, socialMediaId));
  await replaceDirectoryKeys(ex, socialMediaId, keys);
}

/** The listed accounts `unitId` owns: a change of the unit's status may show or hide them. */
export async function listingsOwnedBy(ex: Executor, unitId: number): Promise<number[]> {
  const rows = await ex
    .select({ id: publicListings.socialMediaId })
    .from(publicListings)
    .innerJoin(socialMediaUnits, and(eq(socialMediaUnits.socialMediaId, publicListings.socialMediaId), eq(socialMediaUnits.position, 0)))
    .where(eq(socialMediaUnits.unitId, unitId));
  return rows.map((r) => r.id);
}

async function replaceDirectoryKeys(ex: Executor, socialMediaId: number, keys: readonly string[]): Promise<void> {
  await ex.delete(directoryKeys).where(eq(directoryKeys.socialMediaId, socialMediaId));
  if (keys.length > 0) await ex.insert(directoryKeys).values(keys.map((key) => ({ key, socialMediaId }))).onConflictDoNothing();
}

/** What the listing snapshot is made from: the account as it stands, with its owning unit. */
export async function accountForListing(ex: Executor, socialMediaId: number) {
  const [row] = await ex
    .select({
      socialMediaId: socialMedias.id,
      name: socialMedias.name,
      platform: socialMedias.platform,
      handle: socialMedias.accountHandle,
      profileUrl: socialMedias.profileUrl,
      businessId: socialMedias.businessId,
      status: socialMedias.status,
      unitId: units.id,
      unitPath: units.path,
      unitStatus: units.status,
    })
    .from(socialMedias)
    .innerJoin(socialMediaUnits, owningUnit)
    .innerJoin(units, eq(units.id, socialMediaUnits.unitId))
    .where(eq(socialMedias.id, socialMediaId));
  return row;
}

