// A unit admin's account list keeps its order between requests until anything is committed:
// paging reads from the kept order, and a change from anywhere shows on the very next request.
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";
import { insertAccount } from "./account-fixtures.ts";

let h: Harness;
let admin: string;
let outside: Client;
let unitId: number;

beforeAll(async () => {
  h = await createHarness();
  await firstUser(h);
  const top = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty of Arts", top.id);
  const elsewhere = await insertUnit(h, "Faculty of Law", top.id);
  unitId = faculty.id;
  const user = await insertUser(h, "arts.admin@uni.edu", "unit_admin");
  await grant(h, user.id, faculty.id);
  for (const name of ["Delta", "Alpha", "Echo", "Charlie", "Bravo"]) await insertAccount(h, { name, units: [faculty.id] });
  await insertAccount(h, { name: "Law account", units: [elsewhere.id] });
  admin = await signIn(h, "arts.admin@uni.edu");
  outside = createClient({ url: `file:${join(h.dir, "test.db")}` });
});
afterAll(() => {
  outside.close();
  h.close();
});

const names = async (query: string) => {
  const res = await call(h, "GET", `/api/social-medias?${query}`, { token: admin });
  expect(res.status).toBe(200);
  return { names: res.body.docs.map((d: { name: string }) => d.name), total: res.body.totalDocs, pages: res.body.totalPages };
};

describe("a unit admin's kept list order", () => {
  it("pages through the scope in order, each page the same as asked afresh", async () => {
    expect(await names("limit=2&page=1&sort=name")).toEqual({ names: ["Alpha", "Bravo"], total: 5, pages: 3 });
    expect(await names("limit=2&page=2&sort=name")).toEqual({ names: ["Charlie", "Delta"], total: 5, pages: 3 });
    expect(await names("limit=2&page=3&sort=name")).toEqual({ names: ["Echo"], total: 5, pages: 3 });
    expect(await names("limit=2&page=4&sort=name")).toEqual({ names: [], total: 5, pages: 3 });
    expect(await names("limit=2&page=1&sort=-name")).toEqual({ names: ["Echo", "Delta"], total: 5, pages: 3 });
    expect(await names("limit=10&search=ha")).toEqual({ names: ["Alpha", "Charlie"], total: 2, pages: 1 });
  });

  it("shows a change committed by another process on the very next request", async () => {
    expect((await names("limit=10&sort=name")).names).toEqual(["Alpha", "Bravo", "Charlie", "Delta", "Echo"]);
    await outside.execute({ sql: "UPDATE social_medias SET name = 'Zulu' WHERE name = 'Alpha'", args: [] });
    expect((await names("limit=10&sort=name")).names).toEqual(["Bravo", "Charlie", "Delta", "Echo", "Zulu"]);
    await outside.execute({ sql: "DELETE FROM social_media_units WHERE unit_id = ? AND social_media_id = (SELECT id FROM social_medias WHERE name = 'Echo')", args: [unitId] });
    expect(await names("limit=10&sort=name")).toEqual({ names: ["Bravo", "Charlie", "Delta", "Zulu"], total: 4, pages: 1 });
  });
});
