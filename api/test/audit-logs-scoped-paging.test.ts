// A unit admin's audit list over enough entries to take the deep-page path, with a count that
// follows the log as it grows (the counts are kept per scope and only the new entries are counted).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAudit } from "../src/audit/write-audit.ts";
import { listAuditLogs } from "../src/repositories/audit-repo.ts";
import { createScopedAuditCounts } from "../src/repositories/audit-scope-counts.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

let h: Harness;
let root: string;
let unitAdmin: string;
const units: Record<string, number> = {};
const actor = { id: 1, name: "Root Admin", role: "super_admin" as const };

async function append(count: number, unitsOf: (i: number) => number[]): Promise<void> {
  await h.database.write(async (tx) => {
    for (let i = 0; i < count; i++) {
      await writeAudit(tx, { action: "update", entity: "organization", documentId: i, actor, organizations: unitsOf(i) }, new Date("2026-03-10T10:00:00.000Z"));
    }
  });
}

/** Every entry the unit admin sees, page by page, with the count each page reported. */
async function pageThrough(sort: string): Promise<{ ids: number[]; totals: Set<number> }> {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const res = await call(h, "GET", `/api/audit-logs?limit=100&page=${page}${sort}`, { token: unitAdmin });
    expect(res.status).toBe(200);
    totals.add(res.body.totalDocs);
    ids.push(...res.body.docs.map((d: { id: number }) => d.id));
    if (!res.body.hasNextPage) return { ids, totals };
  }
}

beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const other = await insertUnit(h, "Other");
  Object.assign(units, { uni: uni.id, faculty: faculty.id, dept: dept.id, other: other.id });
  const ua = await insertUser(h, "ua@uni.edu", "unit_admin");
  await grant(h, ua.id, faculty.id);
  unitAdmin = await signIn(h, "ua@uni.edu");
  // 1,800 entries: in scope through the faculty, the department or both; out of scope; or both sides.
  const mixes = [[faculty.id], [dept.id], [faculty.id, dept.id], [other.id], [uni.id], [other.id, dept.id]];
  await append(1800, (i) => mixes[i % mixes.length]!);
});
afterAll(() => h.close());

/** What the super admin's whole log says the unit admin should see, newest first. */
async function expectedIds(): Promise<number[]> {
  const inScope = new Set([units["faculty"], units["dept"]]);
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await call(h, "GET", `/api/audit-logs?limit=100&page=${page}`, { token: root });
    for (const doc of res.body.docs as { id: number; organizations: { id: number }[] }[]) {
      if (doc.organizations.some((u) => inScope.has(u.id))) ids.push(doc.id);
    }
    if (!res.body.hasNextPage) return ids;
  }
}

describe("a scope's audit pages", () => {
  it("give every entry of the scope exactly once, deep pages too, in both orders, with one exact count", async () => {
    const expected = await expectedIds();
    expect(expected.length).toBe(1200);
    const newest = await pageThrough("");
    expect(newest.ids).toEqual(expected);
    expect([...newest.totals]).toEqual([expected.length]);
    const oldest = await pageThrough("&sort=createdAt");
    expect(oldest.ids).toEqual([...expected].reverse());
  });

  it("counts what is appended later, and only what touches the scope", async () => {
    const before = (await call(h, "GET", "/api/audit-logs?limit=1", { token: unitAdmin })).body.totalDocs as number;
    await append(5, () => [units["dept"]!]);
    await append(7, () => [units["other"]!]);
    await append(2, () => [units["faculty"]!, units["dept"]!]);
    const after = await call(h, "GET", "/api/audit-logs?limit=100&page=8", { token: unitAdmin });
    expect(after.body.totalDocs).toBe(before + 7);
    expect(after.body.totalDocs).toBe((await expectedIds()).length);
    // The scope's kept ids were extended with the new entries: every page still agrees, deep ones too.
    expect((await pageThrough("")).ids).toEqual(await expectedIds());
    expect((await pageThrough("&sort=createdAt")).ids).toEqual((await expectedIds()).reverse());
  });

  it("a scope too large to keep its ids gets the same deep pages from SQL", async () => {
    const scope = { kind: "paths" as const, roots: [(await h.database.client.execute({ sql: "SELECT path FROM units WHERE id = ?", args: [units["faculty"]!] })).rows[0]!["path"] as string] };
    const kept = createScopedAuditCounts();
    const tooLarge = createScopedAuditCounts(512, 0);
    for (const sort of [undefined, "createdAt"] as const) {
      for (const page of [60, 61, 119, 120, 121]) {
        const query = { page, limit: 10, ...(sort ? { sort } : {}) } as Parameters<typeof listAuditLogs>[1];
        const fromKept = await listAuditLogs(h.database.db, query, scope, kept);
        const fromSql = await listAuditLogs(h.database.db, query, scope, tooLarge);
        expect(fromKept.docs.map((d) => d.id), `page ${page} ${sort ?? "newest"}`).toEqual(fromSql.docs.map((d) => d.id));
        expect(fromKept.totalDocs).toBe(fromSql.totalDocs);
      }
    }
    expect((await listAuditLogs(h.database.db, { page: 61, limit: 10 } as Parameters<typeof listAuditLogs>[1], scope, kept)).docs).toHaveLength(10);
  });

  it("each filter, scope and page gets its own answer although their queries are built once and kept", async () => {
    const ask = async (token: string, query: string) => (await call(h, "GET", `/api/audit-logs?${query}`, { token })).body as { totalDocs: number; docs: { id: number; document: number }[] };
    for (const token of [unitAdmin, root]) {
      const three = await ask(token, "documentId=3&limit=5");
      const four = await ask(token, "documentId=4&limit=5");
      expect(three.docs.every((d) => d.document === 3)).toBe(true);
      expect(four.docs.every((d) => d.document === 4)).toBe(true);
      const first = await ask(token, "entity=organization&limit=7&page=1");
      const second = await ask(token, "entity=organization&limit=7&page=2");
      expect(second.docs[0]!.id).toBeLessThan(first.docs.at(-1)!.id);
      expect(second.totalDocs).toBe(first.totalDocs);
    }
    // The same filters as two different callers: the super admin sees entries outside the unit admin's scope.
    expect((await ask(root, "entity=organization&limit=1")).totalDocs).toBeGreaterThan((await ask(unitAdmin, "entity=organization&limit=1")).totalDocs);
  });
});
