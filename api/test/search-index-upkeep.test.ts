// The search indexes kept compact (repositories/search-index-upkeep-repo.ts): every rename leaves a
// dead entry in FTS5 until a merge reaches it; the nightly `search-index` job merges them away, and
// the search answers the same, new names found and old ones not.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createHarness, type Harness, type Json } from "./harness.ts";
import { firstUser, insertUser, signIn } from "./fixtures.ts";

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

/** The people index's stored pages: its segments, dead entries included. */
async function indexPages(): Promise<number> {
  const r = await h.database.client.execute("SELECT count(*) FROM search_people_data");
  return Number(r.rows[0]![0]);
}

async function search(token: string, q: string): Promise<string[]> {
  const res = await h.app.request(`/api/search?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as Json;
  return JSON.stringify(body).match(/"name":"[^"]*"/g) ?? [];
}

describe("the nightly compaction of the search indexes", () => {
  it("runs at 04:45 in the institution's zone, shrinks an index full of renames, and the search answers the same", async () => {
    await firstUser(h);
    const token = await signIn(h, "root@uni.edu");
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push((await insertUser(h, `person${i}@uni.edu`, "social_media_manager", `Person ${i}`)).id);
    // Each rename is a delete and an insert in the index: many small segments and dead entries.
    for (let round = 0; round < 6; round++) {
      for (const id of ids) await h.database.direct.$client.execute({ sql: "UPDATE users SET name = ? WHERE id = ?", args: [`Renamed${round} Zebulon${id}`, id] });
    }
    const before = await indexPages();
    const foundBefore = await search(token, "Renamed5");
    expect(foundBefore.length).toBeGreaterThan(0);

    await h.scheduler.runDue(); // registers the jobs; the first slot is the next 04:45
    const next = (await h.database.client.execute("SELECT next_run_at FROM scheduled_jobs WHERE name = 'search-index'")).rows[0]![0] as string;
    const local = new Intl.DateTimeFormat("en-GB", { timeZone: h.settings.TZ, hour: "2-digit", minute: "2-digit" }).format(new Date(next));
    expect(local).toBe("04:45");
    h.clock.now = new Date(next);
    const runs = await h.scheduler.runDue();
    expect(runs.find((r) => r.name === "search-index")?.ok).toBe(true);

    expect(await indexPages()).toBeLessThan(before / 2);
    const later = await signIn(h, "root@uni.edu"); // the first session ended in the night
    expect(await search(later, "Renamed5")).toEqual(foundBefore);
    expect(await search(later, "Renamed2")).toEqual([]);
  });
});
