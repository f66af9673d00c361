// Social media accounts: scoped reads with their units, admins and managers expanded, and the
// writes of one account (row, unit links in order, managers). An account is in a caller's scope when
// any of its units is.
import { and, asc, desc, eq, exists, inArray, or, sql, type SQL, isNull, type Column } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ListResponse, Platform, SocialMediaDoc, SocialMediaListQuery, UnitRef, UserRef } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { flags, socialMediaManagers, socialMedias, socialMediaUnits, units, users } from "../db/schema.ts";
import { viewKey, withinScope, type Scope } from "./scope-repo.ts";
import { containsPattern, listPage, orderBySort } from "./list-page.ts";
import { builtOncePer, builtOncePerKey, idList, inIdList } from "./prepared.ts";
import { attestedCondition } from "./attestations-repo.ts";
import { placed, unitPathNames } from "./unit-paths-repo.ts";

export type SocialMediaRow = typeof socialMedias.$inferSelect;
export type NewSocialMediaRow = typeof socialMedias.$inferInsert;

const primary = alias(users, "primary_admin");
const backup = alias(users, "backup_admin");
const scopedUnit = alias(units, "scoped_unit");

const SORT_COLUMNS = {
  name: socialMedias.name,
  platform: socialMedias.platform,
  status: socialMedias.status,
  createdAt: socialMedias.createdAt,
  creationDate: socialMedias.creationDate,
} as const;

/** The list query as the service hands it on: `mineOf`, the caller whose own accounts `mine=true` keeps. */
export type AccountListQuery = SocialMediaListQuery & { mineOf?: number };

/**
 * "Needs attention first" (issue 33), as a rank: pending approval 0, an open or in-review flag
 * other than dormancy 1, dormant (the risk scan's open dormant_account flag) 2, active but not
 * attested at `now` 3, the rest 4.
 */
function attentionRank(now: string): SQL {
  const openFlag = (dormant: boolean) =>
    sql`EXISTS (SELECT 1 FROM ${flags} f WHERE f.social_media_id = ${socialMedias.id} AND f.status IN ('open', 'in_review')
      AND f.category ${dormant ? sql`=` : sql`<>`} 'dormant_account')`;
  return sql`(CASE WHEN ${socialMedias.status} = 'pending_approval' THEN 0 WHEN ${openFlag(false)} THEN 1 WHEN ${openFlag(true)} THEN 2
    WHEN ${socialMedias.status} = 'active' AND NOT ${attestedCondition(socialMedias.id, socialMedias.status, now)} THEN 3 ELSE 4 END)`;
}

const isAttentionSort = (sort: string | undefined) => sort?.replace(/^-/, "") === "attention";

function orderFor(sort: string | undefined, now?: string): SQL[] {
  if (isAttentionSort(sort)) {
    const rank = attentionRank(now ?? "");
    return [sort?.startsWith("-") ? sql`${rank} DESC` : sql`${rank} ASC`, asc(socialMedias.name), asc(socialMedias.id)];
  }
  return orderBySort(sort, { columns: SORT_COLUMNS, byDefault: "name", id: socialMedias.id });
}

/**
 * True when one of the account's units lies within the scope (always true for "all"). Written as
 * "id IN (accounts of the subtree's units)": the path index finds the units and the
 * (unit_id, social_media_id) index their accounts, instead of a correlated check per account.
 */
export function accountInScope(ex: Executor, scope: Scope, accountIdColumn: Column = socialMedias.id): SQL | undefined {
  const inScope = withinScope(scopedUnit.path, scope);
  if (inScope === undefined) return undefined;
  return inArray(
    accountIdColumn,
    ex
      .select({ id: socialMediaUnits.socialMediaId })
      .from(socialMediaUnits)
      .innerJoin(scopedUnit, eq(scopedUnit.id, socialMediaUnits.unitId))
      .where(inScope),
  );
}

/** The list's own filters, beside the caller's scope. `attestedAsOf` is the moment the attested filter is judged at. */
function narrowingFilters(ex: Executor, query: AccountListQuery & { attestedAsOf?: string }): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.mineOf !== undefined) {
    const me = query.mineOf;
    conditions.push(
      or(
        eq(socialMedias.primaryAdminId, me),
        eq(socialMedias.backupAdminId, me),
        exists(ex.select({ one: sql`1` }).from(socialMediaManagers).where(and(eq(socialMediaManagers.socialMediaId, socialMedias.id), eq(socialMediaManagers.userId, me)))),
      ),
    );
  }
  if (query.attested?.length === 1) {
    const attested = attestedCondition(socialMedias.id, socialMedias.status, query.attestedAsOf ?? "");
    conditions.push(query.attested[0] === "yes" ? attested : sql`NOT ${attested}`);
  }
  if (query.status?.length) conditions.push(inArray(socialMedias.status, query.status));
  if (query.platform?.length) conditions.push(inArray(socialMedias.platform, query.platform));
  if (query.primaryAdmin?.length) conditions.push(inArray(socialMedias.primaryAdminId, query.primaryAdmin));
  if (query.backupAdmin?.includes("none")) conditions.push(isNull(socialMedias.backupAdminId));
  if (query.organization?.length) {
    conditions.push(
      exists(
        ex
          .select({ one: sql`1` })
          .from(socialMediaUnits)
          .where(and(eq(socialMediaUnits.socialMediaId, socialMedias.id), inArray(socialMediaUnits.unitId, query.organization))),
      ),
    );
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        sql`${socialMedias.name} LIKE ${pattern} ESCAPE '\\'`,
        sql`${socialMedias.accountHandle} LIKE ${pattern} ESCAPE '\\'`,
        sql`${socialMedias.profileUrl} LIKE ${pattern} ESCAPE '\\'`,
      ),
    );
  }
  return conditions;
}

const columns = {
  account: socialMedias,
  primaryName: primary.name,
  primaryEmail: primary.email,
  backupName: backup.name,
  backupEmail: backup.email,
  // The public directory's switch (issue 20): one indexed lookup per row of the page.
  publicListing: sql<number>`coalesce((SELECT pl.listed FROM public_listings pl WHERE pl.social_media_id = ${socialMedias.id}), 0)`,
};

type BaseRow = {
  account: SocialMediaRow;
  primaryName: string | null;
  primaryEmail: string | null;
  backupName: string | null;
  backupEmail: string | null;
  publicListing: number;
};

function userRef(id: number | null, name: string | null, email: string | null): UserRef | null {
  return id !== null && name !== null ? { id, name, email: email ?? "" } : null;
}

const unitsOfAccounts = builtOncePer((ex) =>
  ex
    .select({ socialMediaId: socialMediaUnits.socialMediaId, id: units.id, name: units.name })
    .from(socialMediaUnits)
    .innerJoin(units, eq(units.id, socialMediaUnits.unitId))
    .where(inIdList(socialMediaUnits.socialMediaId, "ids"))
    .orderBy(asc(socialMediaUnits.position), asc(units.id))
    .prepare(),
);

const managersOfAccounts = builtOncePer((ex) =>
  ex
    .select({ socialMediaId: socialMediaManagers.socialMediaId, id: users.id, name: users.name, email: users.email })
    .from(socialMediaManagers)
    .innerJoin(users, eq(users.id, socialMediaManagers.userId))
    .where(inIdList(socialMediaManagers.socialMediaId, "ids"))
    .orderBy(asc(users.name), asc(users.id))
    .prepare(),
);

async function expand(ex: Executor, rows: BaseRow[]): Promise<SocialMediaDoc[]> {
  const ids = rows.map((r) => r.account.id);
  const unitsOf = new Map<number, UnitRef[]>();
  const managersOf = new Map<number, UserRef[]>();
  if (ids.length > 0) {
    const unitRows = await unitsOfAccounts(ex).all({ ids: idList(ids) });
    // Each unit with its path (one statement for the page), so the accounts table tells namesakes apart.
    const paths = await unitPathNames(ex, unitRows.map((u) => u.id));
    for (const u of unitRows) unitsOf.set(u.socialMediaId, [...(unitsOf.get(u.socialMediaId) ?? []), placed({ id: u.id, name: u.name }, paths)]);
    const managerRows = await managersOfAccounts(ex).all({ ids: idList(ids) });
    for (const m of managerRows) {
      managersOf.set(m.socialMediaId, [...(managersOf.get(m.socialMediaId) ?? []), { id: m.id, name: m.name, email: m.email }]);
    }
  }
  return rows.map(({ account: a, primaryName, primaryEmail, backupName, backupEmail, publicListing }) => {
    const unitRefs = unitsOf.get(a.id) ?? [];
    return {
      id: a.id,
      name: a.name,
      profileUrl: a.profileUrl,
      platform: a.platform as Platform,
      creationDate: a.creationDate,
      organization: unitRefs[0] ?? null,
      organizations: unitRefs,
      primaryAdmin: userRef(a.primaryAdminId, primaryName, primaryEmail),
      backupAdmin: userRef(a.backupAdminId, backupName, backupEmail),
      adminContactEmails: a.adminContactEmails,
      accountHandle: a.accountHandle,
      businessId: a.businessId,
      contactEmail: a.contactEmail,
      contactPhone: a.contactPhone,
      thirdPartyManagement: a.thirdPartyManagement,
      thirdPartyProvider: a.thirdPartyProvider,
      thirdPartyContact: a.thirdPartyContact,
      passwordManagementPractice: a.passwordManagementPractice as SocialMediaDoc["passwordManagementPractice"],
      linkedTools: a.linkedTools as SocialMediaDoc["linkedTools"],
      verificationStatus: a.verificationStatus as SocialMediaDoc["verificationStatus"],
      platformSupportDetails: a.platformSupportDetails,
      socialMediaManagers: managersOf.get(a.id) ?? [],
      notes: a.notes,
      status: a.status,
      backupContactInfo: a.backupContactInfo,
      deactivationReason: a.deactivationReason,
      publicListing: Number(publicListing) === 1,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    };
  });
}

function selectAccounts(ex: Executor) {
  return ex
    .select(columns)
    .from(socialMedias)
    .leftJoin(primary, eq(primary.id, socialMedias.primaryAdminId))
    .leftJoin(backup, eq(backup.id, socialMedias.backupAdminId));
}

/** Whether `query` narrows the list beyond the caller's scope (a filter or a search). */
export function narrowsList(ex: Executor, query: AccountListQuery): boolean {
  return narrowingFilters(ex, query).length > 0;
}

/** The query counting the list's accounts. */
function countAccounts(ex: Executor, scope: Scope, narrowed: boolean, where: SQL | undefined) {
  const inScope = withinScope(scopedUnit.path, scope);
  if (inScope !== undefined && !narrowed) {
    // Only the scope narrows the list: count the accounts linked to the subtree straight from the
    // (unit_id, social_media_id) index, without visiting the accounts.
    return ex
      .select({ n: sql<number>`count(DISTINCT ${socialMediaUnits.socialMediaId})` })
      .from(socialMediaUnits)
      .innerJoin(scopedUnit, eq(scopedUnit.id, socialMediaUnits.unitId))
      .where(inScope);
  }
  return ex.select({ n: sql<number>`count(*)` }).from(socialMedias).where(where);
}

/** Count and page queries kept per scope and filters (the page's limit and offset are parameters). */
const countQueries = builtOncePerKey<{ get: () => Promise<{ n: number } | undefined> }>();
const pageQueries = builtOncePerKey<{ all: (p: { limit: number; offset: number }) => Promise<{ id: number }[]> }>();

export async function listSocialMedias(ex: Executor, query: AccountListQuery & { attestedAsOf?: string }, scope: Scope): Promise<ListResponse<SocialMediaDoc>> {
  const narrowing = narrowingFilters(ex, query);
  const where = and(accountInScope(ex, scope), ...narrowing);
  const { page: _page, limit: _limit, ...view } = query;
  // What the SQL depends on besides the page; a filter on attested status carries the moment, so
  // its queries are built afresh.
  const key = query.attestedAsOf === undefined ? viewKey(scope, view) : undefined;
  const total = key
    ? ((await countQueries(ex, key, () => countAccounts(ex, scope, narrowing.length > 0, where).prepare()).get())?.n ?? 0)
    : ((await countAccounts(ex, scope, narrowing.length > 0, where))[0]?.n ?? 0);
  // The page is chosen on narrow rows (id and the sort key); only its rows are read whole, so
  // sorting a scope of thousands never moves every column of every account.
  const pageOf = () => ex.select({ id: socialMedias.id }).from(socialMedias).where(where).orderBy(...orderFor(query.sort, query.attestedAsOf));
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const rows = key
    ? await pageQueries(ex, key, () => pageOf().limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare()).all(page)
    : await pageOf().limit(page.limit).offset(page.offset);
  return listPage(await socialMediasByIds(ex, rows.map((r) => r.id)), total, query.page, query.limit);
}

/** Keeps a view's order between commits (the caller's kept answers): the institution's or a scope's. */
export type KeptListOrder = (institutionWide: boolean, viewKey: string, read: () => Promise<number[]>) => Promise<number[]>;

/**
 * The account list's one read path, chosen here. A list filtered on verified status is read afresh
 * (that status changes with time alone); the whole institution unnarrowed, or any list when no
 * order may be kept, is counted and paged in SQL; any other view keeps its order between commits
 * (`keptOrder`) and reads only the page's rows whole.
 */
export async function readSocialMediaList(ex: Executor, query: AccountListQuery, scope: Scope, options: { now: Date; keptOrder?: KeptListOrder }): Promise<ListResponse<SocialMediaDoc>> {
  // The attention order, like the attested filter, moves with time alone: read afresh.
  if (query.attested?.length || isAttentionSort(query.sort)) return listSocialMedias(ex, { ...query, attestedAsOf: options.now.toISOString() }, scope);
  if (!options.keptOrder || (scope.kind === "all" && !narrowsList(ex, query))) return listSocialMedias(ex, query, scope);
  const { page, limit, ...view } = query;
  const ids = await options.keptOrder(scope.kind === "all", viewKey(scope, view), () => orderedSocialMediaIds(ex, query, scope));
  return listPage(await socialMediasByIds(ex, ids.slice((page - 1) * limit, page * limit)), ids.length, page, limit);
}

/** Every account of the list that `query` asks for, in its order, without paging. */
export async function orderedSocialMediaIds(ex: Executor, query: AccountListQuery, scope: Scope, now?: string): Promise<number[]> {
  const where = and(accountInScope(ex, scope), ...narrowingFilters(ex, query));
  const rows = await ex.select({ id: socialMedias.id }).from(socialMedias).where(where).orderBy(...orderFor(query.sort, now));
  return rows.map((r) => r.id);
}

const accountsWithIds = builtOncePer((ex) => selectAccounts(ex).where(inIdList(socialMedias.id, "ids")).prepare());

/** The accounts with these ids, whole and expanded, in the order of `ids`. */
export async function socialMediasByIds(ex: Executor, ids: readonly number[]): Promise<SocialMediaDoc[]> {
  if (ids.length === 0) return [];
  const rows = await accountsWithIds(ex).all({ ids: idList(ids) });
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (position.get(a.account.id) ?? 0) - (position.get(b.account.id) ?? 0));
  return expand(ex, rows);
}

/** One account in scope, or undefined: out of scope reads exactly like missing. */
export async function findSocialMedia(ex: Executor, id: number, scope: Scope): Promise<SocialMediaDoc | undefined> {
  const rows = await selectAccounts(ex)
    .where(and(eq(socialMedias.id, id), accountInScope(ex, scope)))
    .limit(1);
  const [doc] = await expand(ex, rows);
  return doc;
}

export async function insertSocialMedia(ex: Executor, values: NewSocialMediaRow): Promise<number> {
  const [row] = await ex.insert(socialMedias).values(values).returning({ id: socialMedias.id });
  if (!row) throw new Error("insert into social_medias returned no row");
  return row.id;
}

export async function updateSocialMediaRow(ex: Executor, id: number, values: Partial<NewSocialMediaRow>): Promise<void> {
  await ex.update(socialMedias).set(values).where(eq(socialMedias.id, id));
}

/** Replaces the account's units; the list order is kept, the first being the owning unit. */
export async function replaceSocialMediaUnits(ex: Executor, id: number, unitIds: readonly number[]): Promise<void> {
  await ex.delete(socialMediaUnits).where(eq(socialMediaUnits.socialMediaId, id));
  if (unitIds.length > 0) {
    await ex.insert(socialMediaUnits).values(unitIds.map((unitId, position) => ({ socialMediaId: id, unitId, position })));
  }
}

export async function replaceSocialMediaManagers(ex: Executor, id: number, userIds: readonly number[]): Promise<void> {
  await ex.delete(socialMediaManagers).where(eq(socialMediaManagers.socialMediaId, id));
  if (userIds.length > 0) {
    await ex.insert(socialMediaManagers).values(userIds.map((userId) => ({ socialMediaId: id, userId })));
  }
}
