import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLAG_MESSAGES } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";
import { insertAccount } from "./account-fixtures.ts";

let h: Harness;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function raise(token: string, socialMedia: number, extra: Record<string, unknown> = {}) {
  return call(h, "POST", "/api/flags", { token, body: { socialMedia, category: "policy_violation", severity: "medium", description: "Off-brand post", ...extra } });
}

async function auditOf(flagId: number) {
  const res = await call(h, "GET", `/api/audit-logs?entity=flags&documentId=${flagId}&limit=100`, { token: tokens["root"] });
  return (res.body.docs as { action: string; organizations: { id: number }[]; prev: unknown; current: { status: string } }[]).reverse();
}

beforeAll(async () => {
  h = await createHarness();
  tokens["root"] = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const other = await insertUnit(h, "Other College");
  Object.assign(ids, { uni: uni.id, faculty: faculty.id, dept: dept.id, other: other.id });
  const ua = await insertUser(h, "ua@uni.edu", "unit_admin", "Una Admin");
  await grant(h, ua.id, faculty.id);
  const smm = await insertUser(h, "smm@uni.edu", "social_media_manager", "Sam Manager");
  await grant(h, smm.id, faculty.id);
  tokens["ua"] = await signIn(h, "ua@uni.edu");
  tokens["smm"] = await signIn(h, "smm@uni.edu");
  ids["accIn"] = (await insertAccount(h, { name: "Dept Facebook", units: [dept.id] })).id;
  ids["accOut"] = (await insertAccount(h, { name: "Other Instagram", units: [other.id], platform: "instagram" })).id;
  // Owned elsewhere but also linked to an in-scope unit: in scope.
  ids["accShared"] = (await insertAccount(h, { name: "Shared YouTube", units: [other.id, dept.id], platform: "youtube" })).id;
  ids["flagIn"] = (await raise(tokens["root"], ids["accIn"]!)).body.doc.id;
  ids["flagOut"] = (await raise(tokens["root"], ids["accOut"]!, { severity: "critical", category: "compromised", description: "Password leaked" })).body.doc.id;
  ids["flagShared"] = (await raise(tokens["root"], ids["accShared"]!, { severity: "low", category: "impersonation_suspected", description: "Lookalike channel" })).body.doc.id;
});
afterAll(() => h.close());

describe("flags: role x endpoint x scope (product-spec.md section 6)", () => {
  const cases: [string, (t: string) => Promise<{ status: number }>, Record<string, number>][] = [
    ["GET list", (t) => call(h, "GET", "/api/flags", { token: t }), { root: 200, ua: 200, smm: 200 }],
    ["GET in-scope flag", (t) => call(h, "GET", `/api/flags/${ids["flagIn"]}`, { token: t }), { root: 200, ua: 200, smm: 200 }],
    ["GET out-of-scope flag", (t) => call(h, "GET", `/api/flags/${ids["flagOut"]}`, { token: t }), { root: 200, ua: 404, smm: 404 }],
    ["POST on in-scope account", (t) => raise(t, ids["accIn"]!), { root: 201, ua: 201, smm: 403 }],
    ["POST on out-of-scope account", (t) => raise(t, ids["accOut"]!), { root: 201, ua: 400, smm: 403 }],
    ["PATCH in-scope flag", (t) => call(h, "PATCH", `/api/flags/${ids["flagIn"]}`, { token: t, body: { description: `edited by ${t.slice(-4)}` } }), { root: 200, ua: 200, smm: 403 }],
    ["PATCH out-of-scope flag", (t) => call(h, "PATCH", `/api/flags/${ids["flagOut"]}`, { token: t, body: { description: `edited by ${t.slice(-4)}` } }), { root: 200, ua: 404, smm: 403 }],
    ["POST scan", (t) => call(h, "POST", "/api/flags/scan", { token: t }), { root: 200, ua: 403, smm: 403 }],
  ];
  for (const [name, run, expected] of cases) {
    it(name, async () => {
      for (const role of ["root", "ua", "smm"] as const) {
        expect((await run(tokens[role]!)).status, `${role}: ${name}`).toBe(expected[role]);
      }
    });
  }

  it("answers 401 without a session", async () => {
    expect((await call(h, "GET", "/api/flags")).status).toBe(401);
    expect((await call(h, "POST", "/api/flags/scan")).status).toBe(401);
  });

  it("an unknown account and an out-of-scope one get the same answer", async () => {
    const missing = await raise(tokens["ua"]!, 99999);
    const outside = await raise(tokens["ua"]!, ids["accOut"]!);
    expect(missing.body).toEqual(outside.body);
    expect(missing.body.errors).toEqual([{ path: "socialMedia", message: FLAG_MESSAGES.accountNotFound }]);
  });
});

describe("flags list", () => {
  it("a unit admin lists only flags of accounts with a unit in their scope", async () => {
    const res = await call(h, "GET", "/api/flags?limit=100", { token: tokens["ua"] });
    const accounts = new Set(res.body.docs.map((d: { socialMedia: { id: number } }) => d.socialMedia.id));
    expect(accounts).toEqual(new Set([ids["accIn"], ids["accShared"]]));
    expect(res.body.totalDocs).toBe(res.body.docs.length);
  });

  it("filters by status, severity, category and account, and searches", async () => {
    const root = tokens["root"];
    const bySeverity = await call(h, "GET", "/api/flags?severity=critical,low", { token: root });
    expect(bySeverity.body.docs.map((d: { id: number }) => d.id).sort()).toEqual([ids["flagOut"], ids["flagShared"]].sort());
    const byCategory = await call(h, "GET", "/api/flags?category=compromised", { token: root });
    expect(byCategory.body.docs.map((d: { id: number }) => d.id)).toEqual([ids["flagOut"]]);
    const byAccount = await call(h, "GET", `/api/flags?socialMedia=${ids["accShared"]}&limit=100`, { token: root });
    expect(byAccount.body.docs.map((d: { id: number }) => d.id)).toContain(ids["flagShared"]);
    expect(byAccount.body.docs.every((d: { socialMedia: { id: number } }) => d.socialMedia.id === ids["accShared"])).toBe(true);
    const byName = await call(h, "GET", "/api/flags?search=youtube&category=impersonation_suspected", { token: root });
    expect(byName.body.docs.map((d: { id: number }) => d.id)).toEqual([ids["flagShared"]]);
    const byText = await call(h, "GET", "/api/flags?search=leaked", { token: tokens["ua"] });
    expect(byText.body.totalDocs).toBe(0);
    const none = await call(h, "GET", "/api/flags?status=dismissed", { token: root });
    expect(none.body.totalDocs).toBe(0);
  });

  it("sorts severity by weight", async () => {
    const res = await call(h, "GET", "/api/flags?sort=-severity&limit=100", { token: tokens["root"] });
    const order = { low: 1, medium: 2, high: 3, critical: 4 } as const;
    const weights = res.body.docs.map((d: { severity: keyof typeof order }) => order[d.severity]);
    expect(weights).toEqual([...weights].sort((a: number, b: number) => b - a));
    expect(res.body.docs[0].severity).toBe("critical");
  });

  it("refuses bad filters with 400", async () => {
    for (const q of ["status=closed", "severity=extreme", "category=spam", "socialMedia=abc", "sort=name"]) {
      expect((await call(h, "GET", `/api/flags?${q}`, { token: tokens["root"] })).status, q).toBe(400);
    }
  });
});

describe("raising and handling a flag", () => {
  it("a unit admin raises a flag: 201, open, raised by them, audited as create on the account's units", async () => {
    const res = await raise(tokens["ua"]!, ids["accShared"]!, { category: "other", severity: "high", description: "Unknown login" });
    expect(res.status).toBe(201);
    expect(res.body.doc).toMatchObject({
      status: "open",
      source: "user",
      category: "other",
      severity: "high",
      description: "Unknown login",
      socialMedia: { id: ids["accShared"], name: "Shared YouTube" },
      raisedBy: { name: "Una Admin" },
      resolutionNote: null,
      resolvedAt: null,
    });
    const entries = await auditOf(res.body.doc.id);
    expect(entries.map((e) => e.action)).toEqual(["create"]);
    expect(entries[0]?.organizations.map((o) => o.id).sort()).toEqual([ids["dept"], ids["other"]].sort());
  });

  it("refuses malformed input", async () => {
    const root = tokens["root"];
    expect((await call(h, "POST", "/api/flags", { token: root, body: { socialMedia: ids["accIn"], category: "spam", severity: "low" } })).status).toBe(400);
    expect((await call(h, "POST", "/api/flags", { token: root, body: { socialMedia: ids["accIn"], category: "other", severity: "low", status: "resolved" } })).status).toBe(400);
    expect((await call(h, "PATCH", `/api/flags/${ids["flagIn"]}`, { token: root, body: {} })).status).toBe(400);
    expect((await call(h, "PATCH", `/api/flags/${ids["flagIn"]}`, { token: root, body: { raisedBy: 3 } })).status).toBe(400);
    expect((await call(h, "PATCH", "/api/flags/99999", { token: root, body: { severity: "low" } })).status).toBe(404);
  });

  it("moves through in review, resolved (with a note), reopened and dismissed, with the right audit actions", async () => {
    const ua = tokens["ua"]!;
    const id = (await raise(ua, ids["accIn"]!)).body.doc.id as number;
    const patch = (body: Record<string, unknown>) => call(h, "PATCH", `/api/flags/${id}`, { token: ua, body });

    expect((await patch({ status: "in_review", severity: "high" })).body.doc).toMatchObject({ status: "in_review", severity: "high" });

    const noNote = await patch({ status: "resolved" });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors).toEqual([{ path: "resolutionNote", message: FLAG_MESSAGES.resolutionNoteRequired }]);
    expect((await patch({ status: "dismissed", resolutionNote: "   " })).status).toBe(400);

    h.clock.now = new Date("2026-03-15T15:30:00.000Z");
    const resolved = await patch({ status: "resolved", resolutionNote: "Post removed and author briefed" });
    h.clock.now = new Date("2026-03-15T12:00:00.000Z");
    expect(resolved.body.doc).toMatchObject({ status: "resolved", resolutionNote: "Post removed and author briefed", resolvedAt: "2026-03-15T15:30:00.000Z" });

    const refused = await patch({ status: "in_review" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("INVALID_TRANSITION");

    const reopened = await patch({ status: "open" });
    expect(reopened.body.doc).toMatchObject({ status: "open", resolutionNote: null, resolvedAt: null });
    expect((await patch({ status: "dismissed", resolutionNote: "Approved by communications office" })).body.doc.status).toBe("dismissed");

    const entries = await auditOf(id);
    expect(entries.map((e) => `${e.action}:${e.current.status}`)).toEqual([
      "create:open",
      "update:in_review",
      "flag_resolution:resolved",
      "update:open",
      "flag_resolution:dismissed",
    ]);
  });

  it("refuses a resolution note on a flag that stays open or in review, in words, and writes nothing", async () => {
    const ua = tokens["ua"]!;
    const id = (await raise(ua, ids["accIn"]!)).body.doc.id as number;
    const patch = (body: Record<string, unknown>) => call(h, "PATCH", `/api/flags/${id}`, { token: ua, body });
    const refusal = [{ path: "resolutionNote", message: FLAG_MESSAGES.resolutionNoteNotClosing }];
    const moving = await patch({ status: "in_review", resolutionNote: "Looked at it" });
    expect(moving.status).toBe(400);
    expect(moving.body.errors).toEqual(refusal);
    expect((await patch({ status: "in_review" })).body.doc).toMatchObject({ status: "in_review", resolutionNote: null });
    const noteOnly = await patch({ resolutionNote: "Still looking" });
    expect(noteOnly.status).toBe(400);
    expect(noteOnly.body.errors).toEqual(refusal);
    expect((await auditOf(id)).map((e) => `${e.action}:${e.current.status}`)).toEqual(["create:open", "update:in_review"]);
    // Once closed, its note may still be corrected.
    expect((await patch({ status: "resolved", resolutionNote: "Post removed" })).status).toBe(200);
    expect((await patch({ resolutionNote: "Post removed and author briefed" })).body.doc).toMatchObject({ status: "resolved", resolutionNote: "Post removed and author briefed" });
  });

  it("a change to nothing writes no audit entry", async () => {
    const id = ids["flagShared"]!;
    const before = (await auditOf(id)).length;
    const res = await call(h, "PATCH", `/api/flags/${id}`, { token: tokens["ua"], body: { severity: "low" } });
    expect(res.status).toBe(200);
    expect((await auditOf(id)).length).toBe(before);
  });

  it("the unit admin reads the audit entries of flags on their accounts, not the others", async () => {
    const res = await call(h, "GET", "/api/audit-logs?entity=flags&limit=100", { token: tokens["ua"] });
    const docs = new Set(res.body.docs.map((d: { document: number }) => d.document));
    expect(docs.has(ids["flagIn"])).toBe(true);
    expect(docs.has(ids["flagOut"])).toBe(false);
  });
});
