// A filtered audit list picks how to find its page (walk the log by id, look the scope's entries
// up, or go through a filter's index and sort) from counts. Whatever it picks, the page must be the
// one a plain reading of the rules gives: this world is large enough to take every way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAudit } from "../src/audit/write-audit.ts";
import { scopePageWalks, walkingIsCheaper } from "../src/repositories/audit-repo.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

interface Entry {
  id: number;
  entity: string;
  action: string;
  documentId: number | null;
  units: number[];
  date: string;
}

let h: Harness;
let root: string;
let unitAdmin: string;
let inScope: Set<number>;
const entries: Entry[] = [];

beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const other = await insertUnit(h, "Other");
  inScope = new Set([faculty.id, dept.id]);
  const ua = await insertUser(h, "ua@uni.edu", "unit_admin");
  await grant(h, ua.id, faculty.id);
  unitAdmin = await signIn(h, "ua@uni.edu");
  // What the setup itself logged (the first user) is part of the whole log too.
  const earlier = (await call(h, "GET", "/api/audit-logs?limit=100", { token: root })).body.docs as {
    id: number; entity: string; action: string; document: number | null; organizations: { id: number }[]; createdAt: string;
  }[];
  for (const e of earlier) entries.push({ id: e.id, entity: e.entity, action: e.action, documentId: e.document, units: e.organizations.map((u) => u.id), date: e.createdAt.slice(0, 10) });
  const actor = { id: 1, name: "Root Admin", role: "super_admin" as const };
  const units = [faculty.id, dept.id, other.id, uni.id, other.id];
  // Mostly "users" (a common filter), a few "approval" actions (a rare one), spread over 30 days.
  const plan = Array.from({ length: 400 }, (_, i) => ({
    entity: i % 10 < 6 ? "users" : i % 10 < 8 ? "access" : "organization",
    action: i % 37 === 0 ? "approval" : "update",
    documentId: (i % 7) + 1,
    unit: units[i % units.length]!,
    day: String((i % 30) + 1).padStart(2, "0"),
  }));
  await h.database.write(async (tx) => {
    for (const e of plan) {
      await writeAudit(tx, { action: e.action as "update", entity: e.entity as "users", documentId: e.documentId, actor, organizations: [e.unit] }, new Date(`2026-04-${e.day}T10:00:00.000Z`));
    }
  });
  const head = (await call(h, "GET", "/api/audit-logs?limit=1", { token: root })).body.totalDocs as number;
  plan.forEach((e, i) => entries.push({ id: head - plan.length + i + 1, entity: e.entity, action: e.action, documentId: e.documentId, units: [e.unit], date: `2026-04-${e.day}` }));
});
afterAll(() => h.close());

type Filter = { entity?: string[]; action?: string[]; documentId?: number; from?: string; to?: string };

function expected(filter: Filter, scoped: boolean, page: number, ascending: boolean) {
  const matching = entries
    .filter((e) => !scoped || e.units.some((u) => inScope.has(u)))
    .filter((e) => !filter.entity || filter.entity.includes(e.entity))
    .filter((e) => !filter.action || filter.action.includes(e.action))
    .filter((e) => filter.documentId === undefined || e.documentId === filter.documentId)
    .filter((e) => !filter.from || e.date >= filter.from)
    .filter((e) => !filter.to || e.date <= filter.to)
    .map((e) => e.id)
    .sort((a, b) => (ascending ? a - b : b - a));
  return { ids: matching.slice((page - 1) * 10, page * 10), total: matching.length };
}

function queryOf(filter: Filter, page: number, ascending: boolean): string {
  const q = new URLSearchParams({ limit: "10", page: String(page) });
  if (filter.entity) q.set("entity", filter.entity.join(","));
  if (filter.action) q.set("action", filter.action.join(","));
  if (filter.documentId !== undefined) q.set("documentId", String(filter.documentId));
  if (filter.from) q.set("from", filter.from);
  if (filter.to) q.set("to", filter.to);
  if (ascending) q.set("sort", "createdAt");
  return q.toString();
}

const filters: Filter[] = [
  { entity: ["users"] },
  { entity: ["users", "access"] },
  { action: ["approval"] },
  { entity: ["organization"], documentId: 3 },
  { from: "2026-04-05", to: "2026-04-09" },
  { entity: ["users"], from: "2026-04-20" },
];

describe("filtered audit pages, whichever way they are found", () => {
  it("the whole log's pages match the rules (super admin)", async () => {
    for (const filter of filters) {
      for (const [page, ascending] of [[1, false], [3, false], [2, true], [30, false]] as const) {
        const res = await call(h, "GET", `/api/audit-logs?${queryOf(filter, page, ascending)}`, { token: root });
        const want = expected(filter, false, page, ascending);
        expect({ ids: res.body.docs.map((d: { id: number }) => d.id), total: res.body.totalDocs }, JSON.stringify({ filter, page, ascending })).toEqual(want);
      }
    }
  });

  it("a unit admin's pages match the rules", async () => {
    for (const filter of filters) {
      for (const [page, ascending] of [[1, false], [2, false], [2, true], [20, false]] as const) {
        const res = await call(h, "GET", `/api/audit-logs?${queryOf(filter, page, ascending)}`, { token: unitAdmin });
        const want = expected(filter, true, page, ascending);
        expect({ ids: res.body.docs.map((d: { id: number }) => d.id), total: res.body.totalDocs }, JSON.stringify({ filter, page, ascending })).toEqual(want);
      }
    }
  });

  it("a unit admin's unfiltered pages match the rules, and this world's dense scope walks its first pages", async () => {
    const head = Math.max(...entries.map((e) => e.id));
    const inScopeCount = expected({}, true, 1, false).total;
    expect(scopePageWalks(10, inScopeCount, head)).toBe(true);
    expect(scopePageWalks(500, inScopeCount, head)).toBe(false);
    for (const [page, ascending] of [[1, false], [2, false], [2, true], [9, false], [20, false]] as const) {
      const res = await call(h, "GET", `/api/audit-logs?${queryOf({}, page, ascending)}`, { token: unitAdmin });
      expect({ ids: res.body.docs.map((d: { id: number }) => d.id), total: res.body.totalDocs }, JSON.stringify({ page, ascending })).toEqual(expected({}, true, page, ascending));
    }
  });

  it("a sparse scope lists its entries, a large one always walks", () => {
    expect(scopePageWalks(10, 50, 100_000)).toBe(false);
    expect(scopePageWalks(10, 7_325, 100_000)).toBe(true);
    expect(scopePageWalks(10_000, 25_000, 1_000_000)).toBe(true);
  });

  it("this world takes both ways for the whole log: common filters walk, rare ones sort", () => {
    const head = Math.max(...entries.map((e) => e.id));
    expect(walkingIsCheaper(10, expected({ entity: ["users"] }, false, 1, false).total, head)).toBe(true);
    expect(walkingIsCheaper(10, expected({ action: ["approval"] }, false, 1, false).total, head)).toBe(false);
  });
});
