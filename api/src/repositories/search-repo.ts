// The search box's reads (issue 33). Each kind is matched on its own index and narrowed to the
// caller's scope by the same rule its list uses (withinScope over the units' paths, userVisibleTo,
// accountInScope, campaignVisible), so a search never shows what the list would not, nor counts it.
// A kind reads at most `cap` matches: the index drives the query (FTS5 trigram tables of migration
// 0022_search_index), so a common word stops after `cap` rows instead of materialising every match.
// The index is asked for the runs that cover each word and the rows found are checked for the whole
// words (search-match.ts); the scope is checked per row found, by the indexed link tables
// (social_media_units, access_grants by user), not by first listing everything in the scope.
import { and, eq, gt, inArray, or, sql, type Column, type SQL } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Executor } from "../db/connection.ts";
import { accessGrants, flags, socialMediaUnits, socialMedias, units, users } from "../db/schema.ts";
import { containsPattern } from "./list-page.ts";
import { builtOncePerKey } from "./prepared.ts";
import { viewKey, withinScope, type Scope } from "./scope-repo.ts";
import { firstExact, foldedForIndex, holdsEveryWord, runsToAsk } from "./search-match.ts";
import { pathIds } from "./units-repo.ts";

// The index tables (virtual: made by the migration, never by drizzle-kit, hence not in the schema;
// `scope_units` is only ever named inside a MATCH expression).
const searchPeople = sqliteTable("search_people", { rowid: integer("rowid"), name: text("name"), email: text("email") });
const searchAccounts = sqliteTable("search_accounts", { rowid: integer("rowid"), name: text("name"), handle: text("handle"), profileUrl: text("profile_url") });
const searchFlags = sqliteTable("search_flags", { rowid: integer("rowid"), description: text("description"), accountName: text("account_name") });

/**
 * What FTS5 is asked: for every word, the runs of three characters that cover it (coveringTrigrams),
 * each a quoted string (its quotes doubled), all of them required, in the text columns only. The
 * rows it finds hold every run somewhere; `holdsEveryWord` then keeps those that hold every word.
 * Quoted, nothing typed is read as FTS syntax (AND, NEAR, *, ^, column filters). For a scoped
 * caller, the index also narrows to the subtrees of their scope roots by `scope_units` (migration
 * 0022_search_index): only a narrowing, so that a common word does not walk every match in the
 * institution; the scope clause beside it decides what is shown.
 */
export function matchExpression(words: readonly string[], textColumns: readonly string[], scope: Scope): string {
  const runs = [...new Set(words.flatMap(runsToAsk))];
  const text = `{${textColumns.join(" ")}} : (${runs.map((w) => `"${w.replace(/"/g, '""')}"`).join(" ")})`;
  if (scope.kind === "all" || scope.roots.length === 0) return text;
  const subtrees = scope.roots.map((root) => `"~${pathIds(root).at(-1)}~"`);
  return `${text} AND scope_units : (${subtrees.join(" OR ")})`;
}

/**
 * The account list's scope (accountInScope: one of the account's units within the scope), asked of
 * each row the index found through the (social_media_id, unit_id) key, instead of listing every
 * account of the scope first (1,100 of them for a department's admin: 1.5 ms a search).
 */
function accountInScopeOfRow(scope: Scope, accountId: Column): SQL | undefined {
  const inScope = withinScope(units.path, scope);
  if (inScope === undefined) return undefined;
  return sql`EXISTS (SELECT 1 FROM ${socialMediaUnits} INNER JOIN ${units} ON ${units.id} = ${socialMediaUnits.unitId} WHERE ${socialMediaUnits.socialMediaId} = ${accountId} AND ${inScope})`;
}

/** The user list's scope (userVisibleTo: themselves, or anyone with a grant within the scope), asked of each row through the (user_id, unit_id) key. */
function userVisibleToOfRow(scope: Scope, actorId: number): SQL | undefined {
  if (scope.kind === "all") return undefined;
  return or(
    eq(users.id, actorId),
    sql`EXISTS (SELECT 1 FROM ${accessGrants} INNER JOIN ${units} ON ${units.id} = ${accessGrants.unitId} WHERE ${accessGrants.userId} = ${users.id} AND ${withinScope(units.path, scope) ?? sql`1`})`,
  );
}

/** The words as the index compares them, for the check of each row found. */
const foldedWords = (words: readonly string[]) => words.map(foldedForIndex);

type Prepared<R> = { all: (p: { match: string; after: number; cap: number }) => Promise<R[]> };

export interface PersonRow {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
}

const peopleQueries = builtOncePerKey<Prepared<PersonRow>>();

/** People the caller's user list shows (userVisibleTo) whose name or e-mail holds every word. */
export async function peopleMatching(ex: Executor, words: readonly string[], scope: Scope, actorId: number, cap: number): Promise<PersonRow[]> {
  const key = viewKey(scope, "search people", scope.kind === "all" ? 0 : actorId);
  const query = peopleQueries(ex, key, () =>
    ex
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
      .from(searchPeople)
      .innerJoin(users, eq(users.id, searchPeople.rowid))
      .where(and(sql`${searchPeople} MATCH ${sql.placeholder("match")}`, gt(searchPeople.rowid, sql.placeholder("after")), userVisibleToOfRow(scope, actorId)))
      .orderBy(searchPeople.rowid)
      .limit(sql.placeholder("cap"))
      .prepare(),
  );
  const match = matchExpression(words, ["name", "email"], scope);
  const wanted = foldedWords(words);
  return firstExact((after, batch) => query.all({ match, after, cap: batch }), (r) => holdsEveryWord([r.name, r.email], wanted), cap);
}

export interface AccountRow {
  id: number;
  name: string;
  handle: string | null;
  platform: string;
  profileUrl: string;
  businessId: string | null;
  status: string;
}

const accountColumns = {
  id: socialMedias.id,
  name: socialMedias.name,
  handle: socialMedias.accountHandle,
  platform: socialMedias.platform,
  profileUrl: socialMedias.profileUrl,
  businessId: socialMedias.businessId,
  status: socialMedias.status,
};

const accountQueries = builtOncePerKey<Prepared<AccountRow>>();

/** Accounts the caller's account list shows (accountInScope) whose name, handle or address holds every word. */
export async function accountsMatching(ex: Executor, words: readonly string[], scope: Scope, cap: number): Promise<AccountRow[]> {
  const query = accountQueries(ex, viewKey(scope, "search accounts"), () =>
    ex
      .select(accountColumns)
      .from(searchAccounts)
      .innerJoin(socialMedias, eq(socialMedias.id, searchAccounts.rowid))
      .where(and(sql`${searchAccounts} MATCH ${sql.placeholder("match")}`, gt(searchAccounts.rowid, sql.placeholder("after")), accountInScopeOfRow(scope, socialMedias.id)))
      .orderBy(searchAccounts.rowid)
      .limit(sql.placeholder("cap"))
      .prepare(),
  );
  const match = matchExpression(words, ["name", "handle", "profile_url"], scope);
  const wanted = foldedWords(words);
  return firstExact((after, batch) => query.all({ match, after, cap: batch }), (r) => holdsEveryWord([r.name, r.handle ?? "", r.profileUrl], wanted), cap);
}

export interface FlagRow {
  id: number;
  socialMediaId: number;
  accountName: string;
  /** What the row is checked against, besides the account's name. */
  description: string;
  category: string;
  severity: string;
  status: string;
}

const flagQueries = builtOncePerKey<Prepared<FlagRow>>();

/** Flags the caller's flag list shows (their account in scope) whose description or account name holds every word. */
export async function flagsMatching(ex: Executor, words: readonly string[], scope: Scope, cap: number): Promise<FlagRow[]> {
  const query = flagQueries(ex, viewKey(scope, "search flags"), () =>
    ex
      .select({ id: flags.id, socialMediaId: flags.socialMediaId, accountName: socialMedias.name, description: flags.description, category: flags.category, severity: flags.severity, status: flags.status })
      .from(searchFlags)
      .innerJoin(flags, eq(flags.id, searchFlags.rowid))
      .innerJoin(socialMedias, eq(socialMedias.id, flags.socialMediaId))
      .where(and(sql`${searchFlags} MATCH ${sql.placeholder("match")}`, gt(searchFlags.rowid, sql.placeholder("after")), accountInScopeOfRow(scope, flags.socialMediaId)))
      .orderBy(searchFlags.rowid)
      .limit(sql.placeholder("cap"))
      .prepare(),
  );
  const match = matchExpression(words, ["description", "account_name"], scope);
  const wanted = foldedWords(words);
  return firstExact((after, batch) => query.all({ match, after, cap: batch }), (r) => holdsEveryWord([r.description, r.accountName], wanted), cap);
}

export interface UnitRow {
  id: number;
  name: string;
  path: string;
  status: string;
}

/** `column LIKE %word%` for each word, the words bound as placeholders w0, w1, ... (patterns built by containsPattern). */
const everyWord = (column: typeof units.name, count: number): SQL | undefined =>
  and(...Array.from({ length: count }, (_, i) => sql`${column} LIKE ${sql.placeholder(`w${i}`)} ESCAPE '\\'`));
const wordParameters = (words: readonly string[], cap: number) => Object.fromEntries([...words.map((w, i) => [`w${i}`, containsPattern(w)]), ["cap", cap]]);

type PreparedLike<R> = { all: (p: Record<string, unknown>) => Promise<R[]> };
const unitQueries = builtOncePerKey<PreparedLike<UnitRow>>();

/** Units of the caller's unit list (withinScope) whose name holds every word; two thousand rows, read by LIKE. */
export async function unitsNamed(ex: Executor, words: readonly string[], scope: Scope, cap: number): Promise<UnitRow[]> {
  const query = unitQueries(ex, viewKey(scope, "search units", words.length), () =>
    ex
      .select({ id: units.id, name: units.name, path: units.path, status: units.status })
      .from(units)
      .where(and(withinScope(units.path, scope), everyWord(units.name, words.length)))
      .orderBy(units.name, units.id)
      .limit(sql.placeholder("cap"))
      .prepare(),
  );
  return query.all(wordParameters(words, cap));
}

/** The names of these units, by id (a result's path, spelt out). */
export async function unitNames(ex: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ex.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
