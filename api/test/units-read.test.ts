import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

// A tree with a look-alike branch: /1/ root, /1/2/ faculty, /1/2/3/ department, /1/4/ sibling,
// and enough units that some id under /1/ has a path sharing a prefix with /1/2/ (e.g. /1/23/).
let h: Harness;
const ids: Record<string, number> = {};
const paths: Record<string, string> = {};

beforeAll(async () => {
  h = await createHarness();
  await firstUser(h);
  const root = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty of Science", root.id);
  const dept = await insertUnit(h, "Physics", faculty.id);
  const sibling = await insertUnit(h, "Faculty of Arts", root.id);
  // Fill ids up to 22 so the next unit under the root gets id 23: path /1/23/.
  for (let i = 5; i <= 22; i++) await insertUnit(h, `Filler ${i}`, sibling.id);
  const lookAlike = await insertUnit(h, "Faculty of Law", root.id);
  const other = await insertUnit(h, "Other Institution");
  Object.assign(ids, { root: root.id, faculty: faculty.id, dept: dept.id, sibling: sibling.id, lookAlike: lookAlike.id, other: other.id });
  Object.assign(paths, { faculty: faculty.path, lookAlike: lookAlike.path });
});
afterAll(() => h.close());

describe("the test tree", () => {
  it("has a look-alike path prefix", () => {
    expect(paths["faculty"]).toBe("/1/2/");
    expect(paths["lookAlike"]).toBe("/1/23/");
  });
});

// Grant states relative to the harness clock, 2026-03-15.
const GRANT_STATES = {
  none: null,
  permanent: ["permanent", null, null],
  temporaryInForce: ["temporary", "2026-03-01", "2026-03-31"],
  future: ["temporary", "2026-03-16", "2026-04-30"],
  expired: ["temporary", "2026-02-01", "2026-03-14"],
  firstDay: ["temporary", "2026-03-15", "2026-03-20"],
  lastDay: ["temporary", "2026-03-01", "2026-03-15"],
} as const;
const IN_FORCE = new Set(["permanent", "temporaryInForce", "firstDay", "lastDay"]);

// Relation of each unit to a caller whose grant is on the faculty (/1/2/).
const RELATIONS = { own: "faculty", descendant: "dept", ancestor: "root", sibling: "sibling", lookAlike: "lookAlike", unrelated: "other" } as const;
const VISIBLE_WHEN_IN_FORCE = new Set(["own", "descendant"]);

describe.each(["unit_admin", "social_media_manager"] as const)("units scope for a %s", (role) => {
  describe.each(Object.keys(GRANT_STATES) as (keyof typeof GRANT_STATES)[])("with grant state %s", (state) => {
    let token: string;
    beforeAll(async () => {
      const email = `${role}-${state}@uni.edu`.toLowerCase();
      const user = await insertUser(h, email, role);
      const g = GRANT_STATES[state];
      if (g) await grant(h, user.id, ids["faculty"]!, g[0], g[1], g[2]);
      token = await signIn(h, email);
    });

    it.each(Object.entries(RELATIONS))("%s unit: visible only when the grant is in force", async (relation, key) => {
      const expected = IN_FORCE.has(state) && VISIBLE_WHEN_IN_FORCE.has(relation);
      const one = await call(h, "GET", `/api/organization/${ids[key]}`, { token });
      expect(one.status).toBe(expected ? 200 : 404);
      if (!expected) expect(one.body).toEqual({ message: "NOT_FOUND" });
      const list = await call(h, "GET", `/api/organization?limit=100`, { token });
      expect(list.status).toBe(200);
      expect(list.body.docs.map((d: { id: number }) => d.id).includes(ids[key])).toBe(expected);
    });
  });
});

describe("units list for a super admin", () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(h, "root@uni.edu");
  });

  it("sees every unit, paginated with the contract's envelope", async () => {
    const res = await call(h, "GET", "/api/organization?page=2&limit=10", { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalDocs: 24, page: 2, limit: 10, totalPages: 3, hasNextPage: true, hasPrevPage: true });
    expect(res.body.docs).toHaveLength(10);
  });

  it("sorts, filters and searches", async () => {
    const desc = await call(h, "GET", "/api/organization?sort=-name&limit=3", { token });
    expect(desc.body.docs.map((d: { name: string }) => d.name)).toEqual(["University", "Physics", "Other Institution"]);
    const top = await call(h, "GET", "/api/organization?type=higher_education_institution", { token });
    expect(top.body.docs.map((d: { name: string }) => d.name).sort()).toEqual(["Other Institution", "University"]);
    const children = await call(h, "GET", `/api/organization?parent=${ids["root"]}&limit=100`, { token });
    expect(children.body.totalDocs).toBe(3);
    const search = await call(h, "GET", "/api/organization?search=faculty%20of", { token });
    expect(search.body.docs.map((d: { name: string }) => d.name)).toEqual(["Faculty of Arts", "Faculty of Law", "Faculty of Science"]);
    const literal = await call(h, "GET", "/api/organization?search=%25", { token });
    expect(literal.body.totalDocs).toBe(0);
  });

  it("answers a unit with parent, children and path", async () => {
    const res = await call(h, "GET", `/api/organization/${ids["faculty"]}`, { token });
    expect(res.body.doc).toMatchObject({
      id: ids["faculty"],
      name: "Faculty of Science",
      parent: { id: ids["root"], name: "University" },
      depth: 1,
      path: "/1/2/",
      children: [{ id: ids["dept"], name: "Physics" }],
      status: "active",
      admin: null,
      backupAdmins: [],
    });
  });

  it("refuses bad list queries with a 400, never a 500", async () => {
    for (const q of ["limit=1000", "page=0", "page=-3", "sort=password", "status=gone", "parent=abc", "unknown=1"]) {
      const res = await call(h, "GET", `/api/organization?${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(res.body.name).toBe("ValidationError");
    }
    expect((await call(h, "GET", "/api/organization/abc", { token })).status).toBe(404);
    expect((await call(h, "GET", "/api/organization/999999", { token })).status).toBe(404);
  });
});
