// No state change on GET, except the browser logout the spec prescribes: every documented GET
// route is called and the database must be byte-for-byte the same afterwards.
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROUTES } from "../src/app.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

let h: Harness;
let root: string;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const unit = await insertUnit(h, "University");
  const ua = await insertUser(h, "ua@uni.edu", "unit_admin");
  await grant(h, ua.id, unit.id);
  admin = await signIn(h, "ua@uni.edu");
});
afterAll(() => h.close());

async function snapshot(): Promise<string> {
  // FTS5's WITHOUT ROWID shadow tables (the search index's bookkeeping) have no rowid; the index is read through its virtual tables.
  const tables = (await h.database.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE '%WITHOUT ROWID%' ORDER BY name")).rows.map((r) => String(r["name"]));
  const parts: string[] = [];
  for (const t of tables) parts.push(t, JSON.stringify((await h.database.client.execute(`SELECT * FROM "${t}" ORDER BY rowid`)).rows));
  return parts.join("\n");
}

it("every GET route leaves the database unchanged", async () => {
  const gets = ROUTES.filter((d) => d.method === "get" && d.path !== "/logout");
  expect(gets.length).toBeGreaterThan(8);
  const before = await snapshot();
  for (const d of gets) {
    const path = `/api${d.path.replace(/\{\w+\}/g, "1")}`;
    for (const token of [undefined, root, admin]) {
      const res = await call(h, "GET", path, token ? { token } : {});
      expect(res.status, `${path} must never fail with a server error`).toBeLessThan(500);
    }
  }
  expect(await snapshot()).toBe(before);
});
