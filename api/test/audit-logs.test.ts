import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAudit } from "../src/audit/write-audit.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

let h: Harness;
let root: string;
let unitAdmin: string;
let manager: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const other = await insertUnit(h, "Other");
  Object.assign(ids, { uni: uni.id, faculty: faculty.id, dept: dept.id, other: other.id });
  const ua = await insertUser(h, "ua@uni.edu", "unit_admin");
  await grant(h, ua.id, faculty.id);
  const smm = await insertUser(h, "smm@uni.edu", "social_media_manager");
  await grant(h, smm.id, faculty.id);
  unitAdmin = await signIn(h, "ua@uni.edu");
  manager = await signIn(h, "smm@uni.edu");
  const actor = { id: 1, name: "Root Admin", role: "super_admin" as const };
  const at = (day: string) => new Date(`2026-03-${day}T10:00:00.000Z`);
  await h.database.write(async (tx) => {
    await writeAudit(tx, { action: "update", entity: "organization", documentId: dept.id, actor, prev: { name: "Dept" }, current: { name: "Department" }, organizations: [dept.id] }, at("01"));
    await writeAudit(tx, { action: "create", entity: "social-medias", documentId: 7, actor, current: { name: "@uni" }, organizations: [uni.id] }, at("02"));
    await writeAudit(tx, { action: "update", entity: "organization", documentId: other.id, actor, organizations: [other.id] }, at("03"));
    await writeAudit(tx, { action: "approval", entity: "social-medias", documentId: 7, actor, organizations: [faculty.id, other.id] }, at("04"));
  });
});
afterAll(() => h.close());

const actions = (body: Record<string, any>) => (body["docs"] as { action: string; document: number | null }[]).map((d) => `${d.action}:${d.document}`);

describe("audit log list", () => {
  it("a super admin reads every entry, newest first, with unit names", async () => {
    const res = await call(h, "GET", "/api/audit-logs?limit=100", { token: root });
    expect(res.status).toBe(200);
    const ids_ = res.body.docs.map((d: { id: number }) => d.id);
    expect(ids_).toEqual([...ids_].sort((a, b) => b - a));
    expect(res.body.docs[0]).toMatchObject({ action: "approval", entity: "social-medias", document: 7, user: { id: 1, name: "Root Admin", role: "super_admin" } });
    // Each unit with the names from the root down to it (issue 30: namesakes told apart).
    expect(res.body.docs[0].organizations).toEqual([{ id: ids["faculty"], name: "Faculty", pathNames: ["University", "Faculty"] }, { id: ids["other"], name: "Other", pathNames: ["Other"] }]);
  });

  it("a unit admin reads only entries touching their scope (own unit and descendants)", async () => {
    const res = await call(h, "GET", "/api/audit-logs?limit=100", { token: unitAdmin });
    expect(res.status).toBe(200);
    expect(actions(res.body)).toEqual([`approval:7`, `update:${ids["dept"]}`]);
  });

  it("a social media manager may not read the audit log", async () => {
    expect((await call(h, "GET", "/api/audit-logs", { token: manager })).status).toBe(403);
  });

  it("filters by entity, action, document, user and an inclusive date range", async () => {
    const byDoc = await call(h, "GET", "/api/audit-logs?entity=social-medias&documentId=7", { token: root });
    expect(actions(byDoc.body)).toEqual(["approval:7", "create:7"]);
    const byAction = await call(h, "GET", "/api/audit-logs?action=update&limit=100", { token: root });
    expect(byAction.body.docs.every((d: { action: string }) => d.action === "update")).toBe(true);
    const range = await call(h, "GET", "/api/audit-logs?entity=organization,social-medias&from=2026-03-02&to=2026-03-03", { token: root });
    expect(actions(range.body)).toEqual([`update:${ids["other"]}`, "create:7"]);
    const byUser = await call(h, "GET", "/api/audit-logs?user=999", { token: root });
    expect(byUser.body.totalDocs).toBe(0);
  });

  it("answers an out-of-scope entry like a missing one", async () => {
    const all = await call(h, "GET", "/api/audit-logs?entity=organization&documentId=" + ids["other"], { token: root });
    const id = all.body.docs[0].id;
    expect((await call(h, "GET", `/api/audit-logs/${id}`, { token: root })).status).toBe(200);
    expect((await call(h, "GET", `/api/audit-logs/${id}`, { token: unitAdmin })).status).toBe(404);
  });

  it("refuses bad filters with 400", async () => {
    for (const q of ["entity=passwords", "from=yesterday", "action=delete_all", "limit=0"]) {
      expect((await call(h, "GET", `/api/audit-logs?${q}`, { token: root })).status, q).toBe(400);
    }
  });
});

describe("paging the whole log", () => {
  it("gives every entry exactly once across pages, both orders, with the right count", async () => {
    const all = await call(h, "GET", "/api/audit-logs?limit=100", { token: root });
    const ids: number[] = all.body.docs.map((d: { id: number }) => d.id);
    for (const sort of ["", "&sort=createdAt"]) {
      const seen: number[] = [];
      for (let page = 1; page <= 10; page++) {
        const res = await call(h, "GET", `/api/audit-logs?limit=3&page=${page}${sort}`, { token: root });
        expect(res.body.totalDocs).toBe(ids.length);
        seen.push(...res.body.docs.map((d: { id: number }) => d.id));
      }
      expect(seen).toEqual(sort ? [...ids].reverse() : ids);
    }
  });
});

describe("the record an entry is about, by name (issue 30)", () => {
  it("names a unit by its name today, and leaves a record it cannot name to its snapshot", async () => {
    const res = await call(h, "GET", "/api/audit-logs?limit=100", { token: root });
    const byDoc = (entity: string, document: number) => res.body.docs.find((d: { entity: string; document: number }) => d.entity === entity && d.document === document);
    // The unit was renamed since ("Dept" then "Department"): the list says what it is called now.
    expect(byDoc("organization", ids["dept"]!).documentName).toBe("Department");
    expect(byDoc("organization", ids["other"]!).documentName).toBe("Other");
    // Account 7 does not exist: no name from the database (the page falls back on the snapshot's).
    expect(byDoc("social-medias", 7).documentName).toBeNull();
  });
});

describe("the export takes the list's filters (issue 30: the page exports what it shows)", () => {
  it("keeps only the entries of the people and the search asked for", async () => {
    const lines = async (query: string) => {
      const res = await h.app.request(`http://localhost/api/audit-logs/export?format=jsonl&${query}`, { headers: { authorization: `Bearer ${root}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      return text.trim() === "" ? [] : text.trim().split("\n").map((l) => JSON.parse(l) as { entity: string; user: { id: number } | null });
    };
    expect((await lines("user=1")).length).toBeGreaterThanOrEqual(4);
    expect(await lines("user=999")).toEqual([]);
    const organizations = await lines("search=organization");
    expect(organizations.length).toBeGreaterThanOrEqual(2);
    expect(organizations.every((e) => e.entity === "organization")).toBe(true);
    const list = await call(h, "GET", "/api/audit-logs?search=organization&user=1", { token: root });
    expect((await lines("search=organization&user=1")).length).toBe(list.body.totalDocs);
  });
});

describe("units named in an entry's record", () => {
  it("come with their names and paths, read with the page, so the full record names them (issue 30)", async () => {
    const actor = { id: 1, name: "Root Admin", role: "super_admin" as const };
    await h.database.write(async (tx) => {
      // As the demo data stores a person (unit ids), and a unit (its parent's id).
      await writeAudit(tx, { action: "update", entity: "users", documentId: 4242, actor, prev: { organizations: [ids["dept"], ids["other"]] }, current: { organizations: [{ id: ids["dept"], name: "Department" }] }, organizations: [ids["dept"]!] }, new Date("2026-03-20T10:00:00.000Z"));
      await writeAudit(tx, { action: "create", entity: "organization", documentId: 4243, actor, current: { name: "Lab", parent: ids["faculty"] }, organizations: [4243] }, new Date("2026-03-20T11:00:00.000Z"));
    });
    const res = await call(h, "GET", "/api/audit-logs?documentId=4242,4243&limit=10", { token: root });
    const [unit, person] = res.body.docs;
    // Only units the scope list does not already name; a unit no longer recorded is left out.
    expect(person.recordUnits).toEqual([{ id: ids["other"], name: "Other", pathNames: ["Other"] }]);
    expect(unit.recordUnits).toEqual([{ id: ids["faculty"], name: "Faculty", pathNames: ["University", "Faculty"] }]);
  });
});
