// The one search box (issue 33): units, people, accounts, flags and campaigns, each kind only for a
// role that may read its list, each in the scope its list is read in (loadScopes, the lists' own
// scope clauses in the repositories). Nothing is written and nothing is kept between requests.
import {
  accountKeys,
  can,
  profileKeys,
  SEARCH_COUNT_CAP,
  SEARCH_RESULTS_PER_KIND,
  type AccountHit,
  type CampaignHit,
  type FlagHit,
  type PersonHit,
  type Resource,
  type SearchAnswer,
  type SearchGroup,
  type UnitHit,
} from "@steward/shared";
import type { Executor } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { campaignsNamed } from "../../repositories/campaigns-repo.ts";
import { loadScopes, type Scope } from "../../repositories/scope-repo.ts";
import { accountsMatching, flagsMatching, peopleMatching, unitNames, unitsNamed, type AccountRow, type UnitRow } from "../../repositories/search-repo.ts";
import { pathIds } from "../../repositories/units-repo.ts";
import { today, type ServiceDeps } from "../deps.ts";
import { byRelevance, searchTerms, type SearchTerms } from "./search-terms.ts";

/** One more than the count shown: reading it tells "100" from "more than 100". */
const READ = SEARCH_COUNT_CAP + 1;
/** Candidates read to check an address against each account's own keys. */
const ADDRESS_CANDIDATES = 200;

const RESOURCES = ["UNITS", "USERS", "SOCIAL_MEDIAS", "FLAGS", "CAMPAIGNS"] as const satisfies readonly Resource[];

/** `matched` of them read (at most READ), the first few of `ranked` shown. */
function group<T>(matched: number, ranked: readonly T[]): SearchGroup<T> {
  return { total: Math.min(matched, SEARCH_COUNT_CAP), capped: matched > SEARCH_COUNT_CAP, results: ranked.slice(0, SEARCH_RESULTS_PER_KIND) };
}

/** What an address key names, as text an account's name, handle or address holds ("twitter:uni" -> "uni"). */
function keyText(key: string): string {
  const rest = key.split(":").slice(1).join(":");
  const last = key.startsWith("web:") ? (rest.split(/[/?#]/).filter((p) => p !== "").at(-1) ?? "") : (rest.split(":").at(-1) ?? "");
  return last.replace(/^@/, "");
}

/** SQLite's LIKE '%word%' on a name: case aside for ASCII letters only, as LIKE compares them. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const likeEveryWord = (name: string, words: readonly string[]) => words.every((w) => asciiLower(name).includes(asciiLower(w)));

async function units(ex: Executor, terms: SearchTerms, scope: Scope): Promise<SearchGroup<UnitHit>> {
  const own = terms.pathSegments.at(-1) ?? terms.words;
  const above = terms.pathSegments.slice(0, -1);
  // "Engineering / Systems": units named like the last segment, below a unit named like each
  // earlier one. The units above each candidate are in its path: their names are read by id, once
  // for the filter and for the path shown, instead of finding every unit named like each segment.
  const candidates = await unitsNamed(ex, own, scope, above.length > 0 ? 10 * READ : READ);
  const ancestorsOf = (u: UnitRow) => pathIds(u.path).slice(0, -1);
  const names = await unitNames(ex, [...new Set(above.length > 0 ? candidates.flatMap(ancestorsOf) : [])]);
  const matches = candidates.filter((u) => above.every((segment) => ancestorsOf(u).some((id) => likeEveryWord(names.get(id) ?? "", segment))));
  const shown = byRelevance(matches, (u) => u.name, own.join(" ")).slice(0, SEARCH_RESULTS_PER_KIND);
  const shownNames = above.length > 0 ? names : await unitNames(ex, [...new Set(shown.flatMap(ancestorsOf))]);
  const hits = shown.map((u): UnitHit => ({ id: u.id, name: u.name, status: u.status as UnitHit["status"], pathNames: ancestorsOf(u).map((id) => shownNames.get(id) ?? "") }));
  return group(Math.min(matches.length, READ), hits);
}

const NONE = { total: 0, capped: false, results: [] };

async function people(ex: Executor, terms: SearchTerms, scope: Scope, actorId: number): Promise<SearchGroup<PersonHit>> {
  if (terms.indexWords.length === 0) return NONE;
  const rows = await peopleMatching(ex, terms.indexWords, scope, actorId, READ);
  const hits = rows.map((r): PersonHit => ({ id: r.id, name: r.name, email: r.email, role: r.role as PersonHit["role"], status: r.status as PersonHit["status"] }));
  return group(hits.length, byRelevance(hits, (p) => p.name, terms.text));
}

const accountHit = (r: AccountRow, byAddress: boolean): AccountHit => ({
  id: r.id,
  name: r.name,
  handle: r.handle,
  platform: r.platform as AccountHit["platform"],
  profileUrl: r.profileUrl,
  status: r.status as AccountHit["status"],
  byAddress,
});

/**
 * Accounts this very address names, by the verify API's rule (shared/profile-urls.ts); null when
 * the text names no account (then it is only text).
 */
async function accountsAtAddress(ex: Executor, text: string, scope: Scope): Promise<AccountRow[] | null> {
  const named = profileKeys(text);
  if (!named.ok) return null;
  const wanted = new Set(named.keys);
  const found = new Map<number, AccountRow>();
  // What each key names, and the address's own last segment as typed (a key may drop what the
  // stored address keeps: Facebook's dots, "uni.andes" -> "facebook:uniandes").
  const typed = text.split(/[?#]/)[0]!.split("/").filter((p) => p !== "").at(-1)?.replace(/^@/, "") ?? "";
  for (const word of new Set([...named.keys.map(keyText), typed])) {
    if ([...word].length < 3) continue;
    for (const row of await accountsMatching(ex, [word], scope, ADDRESS_CANDIDATES)) {
      if (accountKeys({ platform: row.platform, profileUrl: row.profileUrl, accountHandle: row.handle, businessId: row.businessId }).some((k) => wanted.has(k))) found.set(row.id, row);
    }
  }
  return [...found.values()];
}

async function accounts(ex: Executor, terms: SearchTerms, scope: Scope): Promise<SearchGroup<AccountHit>> {
  // An address is matched by what it names, not as text: its scheme, host and tracking query are in
  // every address of its platform (the slowest phrase the index could be given).
  const atAddress = await accountsAtAddress(ex, terms.text, scope);
  const named = atAddress === null && terms.indexWords.length > 0 ? await accountsMatching(ex, terms.indexWords, scope, READ) : [];
  const byAddress = new Set((atAddress ?? []).map((r) => r.id));
  const others = named.filter((r) => !byAddress.has(r.id));
  const matches = [...(atAddress ?? []).map((r) => accountHit(r, true)), ...others.map((r) => accountHit(r, false))];
  return group(matches.length, [...matches.filter((m) => m.byAddress), ...byRelevance(matches.filter((m) => !m.byAddress), (a) => a.name, terms.text)]);
}

async function flags(ex: Executor, terms: SearchTerms, scope: Scope): Promise<SearchGroup<FlagHit>> {
  if (terms.indexWords.length === 0) return NONE;
  const rows = await flagsMatching(ex, terms.indexWords, scope, READ);
  // Newest first, as the flag list shows them.
  const hits = rows
    .sort((a, b) => b.id - a.id)
    .map((r): FlagHit => ({
      id: r.id,
      socialMedia: { id: r.socialMediaId, name: r.accountName },
      category: r.category as FlagHit["category"],
      severity: r.severity as FlagHit["severity"],
      status: r.status as FlagHit["status"],
    }));
  return group(hits.length, hits);
}

async function campaigns(ex: Executor, terms: SearchTerms, scope: Scope): Promise<SearchGroup<CampaignHit>> {
  const rows = await campaignsNamed(ex, terms.words, scope, READ);
  const hits = rows.map((r): CampaignHit => ({ id: r.id, name: r.name, status: r.status, dueDate: r.dueDate }));
  return group(hits.length, byRelevance(hits, (c) => c.name, terms.text));
}

export function createSearchService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    async search(actor: Actor, q: string): Promise<SearchAnswer> {
      const terms = searchTerms(q);
      if (!terms) return { q: q.trim(), tooShort: true };
      const ex = database.db;
      // A kind is searched only for a role that may read its list (the matrix the nav also reads).
      const readable = RESOURCES.filter((r) => can(actor.role, r, "read"));
      const scopes = await loadScopes(ex, actor, readable, today(deps));
      const answer: SearchAnswer = { q: terms.text, tooShort: false };
      if (scopes.UNITS) answer.units = await units(ex, terms, scopes.UNITS);
      if (scopes.USERS) answer.people = await people(ex, terms, scopes.USERS, actor.id);
      if (scopes.SOCIAL_MEDIAS) answer.accounts = await accounts(ex, terms, scopes.SOCIAL_MEDIAS);
      if (scopes.FLAGS) answer.flags = await flags(ex, terms, scopes.FLAGS);
      if (scopes.CAMPAIGNS) answer.campaigns = await campaigns(ex, terms, scopes.CAMPAIGNS);
      return answer;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
