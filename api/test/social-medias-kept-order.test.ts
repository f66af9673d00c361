// A unit admin's account list, and a super admin's list narrowed by a filter or a search, keep their
// order between requests until anything is committed: paging reads from the kept order, and a
// change from anywhere shows on the very next request.
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";
import { insertAccount } from "./account-fixtures.ts";

let h: Harness;
let admin: string;
let superAdmin: string;
let outside: Client;
let unitId: number;

beforeAll(async () => {
  h = await createHarness();
  superAdmin = (await firstUser(h)).token;
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

const names = async (query: string, token = admin) => {
  const res = await call(h, "GET", `/api/social-medias?${query}`, { token });
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

describe("a super admin's narrowed list", () => {
  it("pages a search through the kept order, and the next commit from anywhere shows at once", async () => {
    const searched = async (page: number) => names(`limit=2&page=${page}&sort=name&search=a`, superAdmin);
    const whole = await names("limit=100&sort=name&search=a", superAdmin);
    expect(whole.total).toBeGreaterThan(3);
    expect(await searched(1)).toEqual({ names: whole.names.slice(0, 2), total: whole.total, pages: Math.ceil(whole.total / 2) });
    expect((await searched(2)).names).toEqual(whole.names.slice(2, 4));
    await outside.execute({ sql: "UPDATE social_medias SET name = 'Aardvark' WHERE name = 'Echo'", args: [] });
    expect((await searched(1)).names[0]).toBe("Aardvark");
    expect((await names("limit=10&search=aardv&status=active", superAdmin)).names).toEqual(["Aardvark"]);
    await outside.execute({ sql: "UPDATE social_medias SET status = 'inactive' WHERE name = 'Aardvark'", args: [] });
    expect((await names("limit=10&search=aardv&status=active", superAdmin)).names).toEqual([]);
  });
});
