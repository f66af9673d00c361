// The search box (issue 33): what people type, as the super admin and as the heaviest unit admin,
// each a separate load of one query: a surname many people share, a word in hundreds of account
// names (more than the kind counts: the capped path), a unit's path ("Parent / Unit"), and an
// account's profile address written as another form of it (another host spelling, a tracking
// query), which goes through the verify API's rule. The words are read from the seeded institution,
// so they match what any size holds. Target: p99 <= 100 ms at 32 connections.
import type { Client } from "@libsql/client";
import type { LoadResult } from "./lib/load.ts";
import type { Caller } from "./scenarios-side-by-side.ts";

export interface SearchScenario {
  name: string;
  caller: Caller;
  path: string;
}

export const SEARCH_P99_TARGET_MS = 100;

async function one(db: Client, sql: string, args: (string | number)[] = []): Promise<Record<string, unknown>> {
  const row = (await db.execute({ sql, args })).rows[0];
  if (!row) throw new Error(`the seeded institution has nothing for: ${sql}`);
  return row as unknown as Record<string, unknown>;
}

/** An address of the account in another form than the one stored: no scheme, no www, a tracking query. */
function anotherForm(profileUrl: string): string {
  const url = new URL(profileUrl);
  return `${url.hostname.replace(/^www\./, "")}${url.pathname}?utm_source=newsletter`;
}

export async function searchScenarios(db: Client, adminPath: string): Promise<SearchScenario[]> {
  const high = `${adminPath.slice(0, -1)}0`;
  const surname = String((await one(db, "SELECT substr(name, instr(name, ' ') + 1) AS s FROM users WHERE instr(name, ' ') > 0 GROUP BY s ORDER BY count(*) DESC LIMIT 1"))["s"]);
  const unit = await one(db, "SELECT c.name AS child, p.name AS parent FROM units c JOIN units p ON p.id = c.parent_id WHERE c.path >= ? AND c.path < ? AND c.depth > 2 ORDER BY c.id LIMIT 1", [adminPath, high]);
  const account = await one(
    db,
    `SELECT s.profile_url AS url FROM social_medias s JOIN social_media_units smu ON smu.social_media_id = s.id JOIN units u ON u.id = smu.unit_id
     WHERE u.path >= ? AND u.path < ? AND s.platform IN ('instagram', 'twitter', 'tiktok') ORDER BY s.id LIMIT 1`,
    [adminPath, high],
  );
  // A word of the account names that the most accounts share: far more than a kind counts.
  const common = String((await one(db, "SELECT lower(substr(name, 1, instr(name, ' ') - 1)) AS w FROM social_medias WHERE instr(name, ' ') > 4 GROUP BY w ORDER BY count(*) DESC LIMIT 1"))["w"]);
  const q = (text: string) => `/api/search?q=${encodeURIComponent(text)}`;
  const path = `${String(unit["parent"])} / ${String(unit["child"])}`;
  const address = anotherForm(String(account["url"]));
  return (["super", "admin"] as const).flatMap((caller) => {
    const who = caller === "super" ? "super admin" : "unit admin";
    return [
      { name: `${who}, a surname ("${surname}")`, caller, path: q(surname) },
      { name: `${who}, a common word ("${common}", past the count)`, caller, path: q(common) },
      { name: `${who}, a unit's path ("${path}")`, caller, path: q(path) },
      { name: `${who}, an account's address in another form (${address})`, caller, path: q(address) },
    ];
  });
}

/** Every search scenario measured by `load`, and the target's verdict over all of them. */
export async function measureSearch(
  scenarios: readonly SearchScenario[],
  load: (s: SearchScenario) => Promise<LoadResult>,
): Promise<{ results: LoadResult[]; worstP99: number; errors: number }> {
  const results: LoadResult[] = [];
  for (const s of scenarios) results.push(await load(s));
  return { results, worstP99: Math.max(...results.map((r) => r.p99)), errors: results.reduce((n, r) => n + r.errors, 0) };
}
