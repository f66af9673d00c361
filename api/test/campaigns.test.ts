// Recertification campaigns through HTTP (issue 18): creating, opening (frozen items, facts,
// reviewers told), progress, scope, every decision and its rules, and every bad input answered
// clearly with nothing changed.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { grant, insertUnit } from "./fixtures.ts";
import { buildCampaignWorld, campaignOver, DEFAULT_CAMPAIGN, eventsOf, itemsOf, signInAgain, snapshot, type CampaignWorld } from "./campaign-fixtures.ts";

let h: Harness;
let w: CampaignWorld;
beforeEach(async () => {
  h = await createHarness();
  w = await buildCampaignWorld(h);
});
afterEach(() => h.close());

const itemFor = (items: any[], kind: string, name: string) => {
  const item = items.find((i) => i.kind === kind && i.subject.name === name);
  if (!item) throw new Error(`no ${kind} item for ${name}`);
  return item;
};

async function unchangedBy(action: () => Promise<{ status: number; body: any }>, status: number, message?: string) {
  const before = await snapshot(h);
  const res = await action();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (message) expect(res.body.message).toBe(message);
  expect(await snapshot(h)).toBe(before);
  return res;
}

describe("creating and opening", () => {
  it("a super admin creates a draft; opening freezes one item per account and per grant, with the facts as they stood", async () => {
    const created = await call(h, "POST", "/api/campaigns", { token: w.root.token, body: { ...DEFAULT_CAMPAIGN, unit: w.units.uni, recurrence: "annual" } });
    expect(created.status).toBe(201);
    expect(created.body.doc).toMatchObject({ status: "draft", unit: { id: w.units.uni, name: "University" }, subjects: ["accounts", "access"], recurrence: "annual", progress: { total: 0 } });
    const id = created.body.doc.id;
    expect(await itemsOf(w, id)).toEqual([]);

    const opened = await call(h, "POST", `/api/campaigns/${id}/open`, { token: w.root.token });
    expect(opened.status).toBe(200);
    expect(opened.body.doc).toMatchObject({ status: "open", progress: { total: 8, pending: 8, decided: 0, overdue: 0 } });
    const items = await itemsOf(w, id);
    // Old Feed is inactive: nothing to attest. Five grants, three live accounts.
    expect(items.filter((i) => i.kind === "account").map((i) => i.subject.name).sort()).toEqual(["=Arts Voice", "Physics Lab", "Science News"]);
    expect(items.filter((i) => i.kind === "access").map((i) => i.subject.name).sort()).toEqual(["Ana Admin", "Ben Backup", "Cara Curator", "Max Manager", "Mia Manager"]);

    const science = itemFor(items, "account", "Science News");
    expect(science.facts).toEqual({
      account: { id: w.accounts.science, name: "Science News", platform: "facebook", profileUrl: "https://social.example/Science%20News", status: "active" },
      unit: { id: w.units.faculty, name: "Faculty of Science" },
      primaryAdmin: { id: w.ana.id, name: "Ana Admin", email: "ana@uni.edu", twoFactor: true },
      backupAdmin: { id: w.ben.id, name: "Ben Backup", email: "ben@uni.edu", twoFactor: false },
      managers: [],
      twoFactor: false,
      passwordManagementPractice: null,
      thirdPartyManagement: "no",
      thirdPartyProvider: "",
      thirdPartyContact: "",
    });
    expect(itemFor(items, "account", "Physics Lab").facts.managers).toEqual([{ id: w.max.id, name: "Max Manager" }]);
    expect(itemFor(items, "access", "Max Manager").facts).toEqual({
      user: { id: w.max.id, name: "Max Manager", email: "max@uni.edu", role: "social_media_manager", status: "active" },
      unit: { id: w.units.physics, name: "Physics" },
      type: "permanent",
      startDate: null,
      endDate: null,
    });
    // Reviewers: the unit's admins, else the nearest ancestor's (Physics has none: the Faculty's).
    expect(itemFor(items, "account", "Physics Lab").reviewerUnit).toEqual({ id: w.units.faculty, name: "Faculty of Science" });
    expect(itemFor(items, "access", "Mia Manager").reviewerUnit).toEqual({ id: w.units.arts, name: "Arts" });

    // The reviewers are told: one event per reviewer unit, addressed to its unit admins.
    const notices = await eventsOf(h, "campaign.opened");
    expect(notices.map((e) => [e.recipients, e.payload.items])).toEqual([
      [[w.ana.id, w.ben.id], 5],
      [[w.cara.id], 3],
    ]);
    expect(notices[0]!.payload).toMatchObject({ campaign: { id, name: DEFAULT_CAMPAIGN.name, dueDate: "2026-04-15" }, reviewerUnit: { id: w.units.faculty }, link: "/dashboard/reviews" });

    // Creating and opening are one audit entry each, on the campaign.
    const audit = await call(h, "GET", `/api/audit-logs?entity=campaigns&documentId=${id}`, { token: w.root.token });
    expect(audit.body.docs.map((e: any) => e.action)).toEqual(["update", "create"]);
    expect(audit.body.docs[0].current).toMatchObject({ status: "open", items: { accounts: 3, access: 5 } });
  });

  it("subjects narrow the items; a campaign over a sub-unit covers only its subtree", async () => {
    const id = await campaignOver(w, w.units.faculty, { subjects: ["accounts"] });
    expect((await itemsOf(w, id)).map((i) => i.subject.name)).toEqual(["Science News", "Physics Lab"]);
  });

  it("unit null covers the whole institution: every top-level unit and everything below", async () => {
    const hospital = await insertUnit(h, "Hospital");
    await grant(h, w.max.id, hospital.id);
    const id = await campaignOver(w, null as unknown as number, { subjects: ["access"] });
    const doc = (await call(h, "GET", `/api/campaigns/${id}`, { token: w.root.token })).body.doc;
    expect(doc).toMatchObject({ unit: null, breakdownUnit: null, progress: { total: 6 } });
    expect(doc.byUnit.map((u: any) => [u.unit.name, u.total])).toEqual([
      ["Hospital", 1],
      ["University", 5],
    ]);
    // A unit admin sees it, with their part of it.
    const ana = (await call(h, "GET", `/api/campaigns/${id}`, { token: w.ana.token })).body.doc;
    expect(ana).toMatchObject({ unit: null, breakdownUnit: { id: w.units.faculty }, progress: { total: 3 } });
    const audit = await call(h, "GET", `/api/audit-logs?entity=campaigns&documentId=${id}`, { token: w.root.token });
    expect(audit.body.docs.map((e: any) => e.action)).toEqual(["update", "create"]);
  });

  it("refuses bad input with clear errors and changes nothing", async () => {
    const post = (body: Record<string, unknown>, token = w.root.token) => () => call(h, "POST", "/api/campaigns", { token, body: { ...DEFAULT_CAMPAIGN, unit: w.units.uni, ...body } });
    const past = await unchangedBy(post({ dueDate: "2026-03-14" }), 400);
    expect(past.body.errors).toEqual([{ path: "dueDate", message: "The due date must be today or later" }]);
    // Today is fine.
    expect((await call(h, "POST", "/api/campaigns", { token: w.root.token, body: { ...DEFAULT_CAMPAIGN, unit: w.units.uni, dueDate: "2026-03-15" } })).status).toBe(201);
    const unknown = await unchangedBy(post({ unit: 999 }), 400);
    expect(unknown.body.errors).toEqual([{ path: "unit", message: "Unit not found" }]);
    expect((await unchangedBy(post({ unit: "all" }), 400)).body.errors).toEqual([{ path: "unit", message: "Choose the unit under review, or the whole institution" }]);
    expect((await unchangedBy(post({ subjects: [] }), 400)).body.errors[0]).toEqual({ path: "subjects", message: "Choose accounts, access or both" });
    expect((await unchangedBy(post({ recurrence: "weekly" }), 400)).body.errors[0].path).toBe("recurrence");
    expect((await unchangedBy(post({ name: "  " }), 400)).body.errors[0]).toEqual({ path: "name", message: "Name is required" });
    expect((await unchangedBy(post({ dueDate: "15/04/2026" }), 400)).body.errors[0].path).toBe("dueDate");
    await unchangedBy(post({ extra: true }), 400);
    // Only super admins create; managers see nothing of campaigns.
    await unchangedBy(post({}, w.ana.token), 403);
    await unchangedBy(post({}, w.max.token), 403);
    expect((await call(h, "GET", "/api/campaigns", { token: w.max.token })).status).toBe(403);
    expect((await call(h, "GET", "/api/campaign-items", { token: w.max.token })).status).toBe(403);
  });

  it("a draft may be edited and opened once; an open campaign is what was reviewed", async () => {
    const id = await campaignOver(w, w.units.uni, {}, false);
    const edited = await call(h, "PATCH", `/api/campaigns/${id}`, { token: w.root.token, body: { name: "Spring review", subjects: ["access"] } });
    expect(edited.status).toBe(200);
    expect(edited.body.doc).toMatchObject({ name: "Spring review", subjects: ["access"] });
    await unchangedBy(() => call(h, "PATCH", `/api/campaigns/${id}`, { token: w.root.token, body: { dueDate: "2026-01-01" } }), 400);
    await unchangedBy(() => call(h, "PATCH", `/api/campaigns/${id}`, { token: w.root.token, body: {} }), 400);
    await unchangedBy(() => call(h, "POST", `/api/campaigns/${id}/open`, { token: w.ana.token }), 403);
    expect((await call(h, "POST", `/api/campaigns/${id}/open`, { token: w.root.token })).status).toBe(200);
    await unchangedBy(() => call(h, "POST", `/api/campaigns/${id}/open`, { token: w.root.token }), 409, "CAMPAIGN_NOT_DRAFT");
    await unchangedBy(() => call(h, "PATCH", `/api/campaigns/${id}`, { token: w.root.token, body: { name: "Too late" } }), 409, "CAMPAIGN_NOT_DRAFT");
    await unchangedBy(() => call(h, "POST", "/api/campaigns/999/open", { token: w.root.token }), 404);
  });

  it("a draft whose due date has passed is not opened until the date is moved", async () => {
    const id = await campaignOver(w, w.units.uni, { dueDate: "2026-03-20" }, false);
    h.clock.now = new Date("2026-03-21T12:00:00.000Z");
    await signInAgain(w);
    const refused = await unchangedBy(() => call(h, "POST", `/api/campaigns/${id}/open`, { token: w.root.token }), 400);
    expect(refused.body.errors).toEqual([{ path: "dueDate", message: "The due date must be today or later" }]);
    expect((await call(h, "PATCH", `/api/campaigns/${id}`, { token: w.root.token, body: { dueDate: "2026-04-30" } })).status).toBe(200);
    expect((await call(h, "POST", `/api/campaigns/${id}/open`, { token: w.root.token })).status).toBe(200);
  });
});

describe("scope and progress", () => {
  it("a unit admin sees the campaigns that meet their scope and only the items in it, broken down by their units", async () => {
    const id = await campaignOver(w, w.units.uni);
    const other = await campaignOver(w, w.units.arts, { name: "Arts only" });
    const list = await call(h, "GET", "/api/campaigns", { token: w.ana.token });
    expect(list.body.docs.map((c: any) => c.id)).toEqual([id]);
    expect(list.body.docs[0].progress).toEqual({ total: 5, pending: 5, decided: 0, overdue: 0 });
    expect((await call(h, "GET", `/api/campaigns/${other}`, { token: w.ana.token })).status).toBe(404);

    const detail = await call(h, "GET", `/api/campaigns/${id}`, { token: w.ana.token });
    expect(detail.status).toBe(200);
    expect(detail.body.doc.breakdownUnit).toEqual({ id: w.units.faculty, name: "Faculty of Science" });
    expect(detail.body.doc.byUnit.map((u: any) => [u.unit.name, u.total, u.hasChildren])).toEqual([
      ["Faculty of Science", 3, false],
      ["Physics", 2, false],
    ]);
    // The super admin's breakdown is by the campaign unit's sub-units, each with its subtree.
    const whole = await call(h, "GET", `/api/campaigns/${id}`, { token: w.root.token });
    expect(whole.body.doc.byUnit.map((u: any) => [u.unit.name, u.total, u.hasChildren])).toEqual([
      ["Arts", 3, false],
      ["Faculty of Science", 5, true],
    ]);
    const drill = await call(h, "GET", `/api/campaigns/${id}?unit=${w.units.faculty}`, { token: w.root.token });
    expect(drill.body.doc.byUnit.map((u: any) => u.unit.name)).toEqual(["Faculty of Science", "Physics"]);
    // A breakdown unit outside the caller's scope or outside the campaign reads as missing.
    expect((await call(h, "GET", `/api/campaigns/${id}?unit=${w.units.arts}`, { token: w.ana.token })).status).toBe(404);
    expect((await call(h, "GET", `/api/campaigns/${other}?unit=${w.units.faculty}`, { token: w.root.token })).status).toBe(404);

    const items = await call(h, "GET", `/api/campaigns/${id}/items?limit=100`, { token: w.ana.token });
    expect(items.body.totalDocs).toBe(5);
    expect(items.body.docs.every((i: any) => [w.units.faculty, w.units.physics].includes(i.unit.id))).toBe(true);
    // Who reviews, as people (issue 30): Physics has no unit admin, so the Faculty's review its items too.
    expect(new Set(items.body.docs.map((i: any) => i.reviewers.map((p: any) => `${p.name} <${p.email}>`).join(", ")))).toEqual(new Set(["Ana Admin <ana@uni.edu>, Ben Backup <ben@uni.edu>"]));
    // Filters: state, kind, unit (a subtree), search; a unit outside the scope is a 404.
    const physics = await call(h, "GET", `/api/campaigns/${id}/items?unit=${w.units.physics}&kind=account`, { token: w.ana.token });
    expect(physics.body.docs.map((i: any) => i.subject.name)).toEqual(["Physics Lab"]);
    expect((await call(h, "GET", `/api/campaigns/${id}/items?search=ben`, { token: w.ana.token })).body.docs.map((i: any) => i.subject.name)).toEqual(["Ben Backup"]);
    expect((await call(h, "GET", `/api/campaigns/${id}/items?unit=${w.units.arts}`, { token: w.ana.token })).status).toBe(404);
    expect((await call(h, "GET", `/api/campaigns/${id}/items?state=nope`, { token: w.ana.token })).status).toBe(400);
    expect((await call(h, "GET", `/api/campaigns/${id}/items?sort=-subject&limit=2`, { token: w.ana.token })).body.docs.map((i: any) => i.subject.name)).toEqual([
      "Science News",
      "Physics Lab",
    ]);

    // The review queue spans open campaigns, in scope, pending and overdue.
    const queue = await call(h, "GET", "/api/campaign-items?limit=100", { token: w.cara.token });
    // By unit, then in the order the items were frozen (by name within a unit).
    expect(queue.body.docs.map((i: any) => [i.campaign.id, i.subject.name])).toEqual([
      [id, "=Arts Voice"],
      [id, "Cara Curator"],
      [id, "Mia Manager"],
      [other, "=Arts Voice"],
      [other, "Cara Curator"],
      [other, "Mia Manager"],
    ]);
  });
});

describe("decisions", () => {
  it("attest: one audit entry whose hash the item keeps, and the account's verified status", async () => {
    const id = await campaignOver(w, w.units.uni);
    const item = itemFor(await itemsOf(w, id), "account", "Science News");
    const res = await call(h, "PATCH", `/api/campaigns/${id}/items/${item.id}`, { token: w.ana.token, body: { decision: "attest", note: "All as stated" } });
    expect(res.status).toBe(200);
    expect(res.body.doc).toMatchObject({ state: "decided", decision: "attest", note: "All as stated", decidedBy: { id: w.ana.id, name: "Ana Admin" }, decidedAt: h.clock.now.toISOString() });
    const entry = await call(h, "GET", `/api/audit-logs/${res.body.doc.auditEntryId}`, { token: w.root.token });
    expect(entry.body.doc).toMatchObject({ action: "attestation", entity: "social-medias", document: w.accounts.science });
    expect(entry.body.doc.current).toMatchObject({ campaign: { id }, item: item.id, decision: "attest", facts: item.facts });
    const hash = (await h.database.client.execute({ sql: "SELECT hash FROM audit_logs WHERE id = ?", args: [res.body.doc.auditEntryId] })).rows[0]!["hash"];
    expect(res.body.doc.auditHash).toBe(hash);

    const account = await call(h, "GET", `/api/social-medias/${w.accounts.science}`, { token: w.ana.token });
    expect(account.body.doc).toMatchObject({ lastAttestedAt: "2026-03-15T12:00:00.000Z", attestedUntil: "2027-03-15T12:00:00.000Z", attested: true });
    const attested = await call(h, "GET", "/api/social-medias?attested=yes", { token: w.root.token });
    expect(attested.body.docs.map((d: any) => d.name)).toEqual(["Science News"]);
    const notAttested = await call(h, "GET", "/api/social-medias?attested=no", { token: w.ana.token });
    expect(notAttested.body.docs.map((d: any) => d.name)).toEqual(["Old Feed", "Physics Lab"]);

    // A year on, the attestation no longer counts.
    h.clock.now = new Date("2027-03-15T12:00:01.000Z");
    await signInAgain(w);
    expect((await call(h, "GET", `/api/social-medias/${w.accounts.science}`, { token: w.ana.token })).body.doc.attested).toBe(false);
    expect((await call(h, "GET", "/api/social-medias?attested=yes", { token: w.root.token })).body.docs).toEqual([]);
  });

  it("deciding twice, in a closed campaign, out of scope or on one's own access is refused and changes nothing", async () => {
    const id = await campaignOver(w, w.units.uni);
    const items = await itemsOf(w, id);
    const science = itemFor(items, "account", "Science News");
    const decide = (item: any, token: string, body: unknown = { decision: "attest" }) => () => call(h, "PATCH", `/api/campaigns/${id}/items/${item.id}`, { token, body });
    expect((await decide(science, w.ana.token)()).status).toBe(200);
    const twice = await unchangedBy(decide(science, w.ben.token, { decision: "changes_requested", note: "Wait" }), 409, "ITEM_ALREADY_DECIDED");
    expect(twice.body).toMatchObject({ item: science.id, decision: "attest" });
    // Out of scope reads as missing; so does an item of another campaign.
    await unchangedBy(decide(itemFor(items, "account", "=Arts Voice"), w.ana.token), 404);
    await unchangedBy(() => call(h, "PATCH", `/api/campaigns/${id + 1}/items/${science.id}`, { token: w.root.token, body: { decision: "attest" } }), 404);
    await unchangedBy(decide(science, w.max.token), 403);
    // Nobody decides on their own access; a colleague may.
    await unchangedBy(decide(itemFor(items, "access", "Ana Admin"), w.ana.token), 403, "OWN_ACCESS_NOT_DECIDABLE");
    expect((await decide(itemFor(items, "access", "Ana Admin"), w.ben.token)()).status).toBe(200);

    expect((await call(h, "POST", `/api/campaigns/${id}/close`, { token: w.root.token })).status).toBe(200);
    await unchangedBy(decide(itemFor(items, "account", "Physics Lab"), w.ana.token), 409, "CAMPAIGN_CLOSED");
    await unchangedBy(() => call(h, "POST", `/api/campaigns/${id}/close`, { token: w.root.token }), 409, "CAMPAIGN_CLOSED");
    await unchangedBy(() => call(h, "POST", `/api/campaigns/${id}/close`, { token: w.ana.token }), 403);
  });

  it("a decision must fit its item and say why unless it attests", async () => {
    const id = await campaignOver(w, w.units.uni);
    const items = await itemsOf(w, id);
    const decide = (item: any, body: unknown) => () => call(h, "PATCH", `/api/campaigns/${id}/items/${item.id}`, { token: w.root.token, body });
    const account = itemFor(items, "account", "Physics Lab");
    const grant = itemFor(items, "access", "Max Manager");
    expect((await unchangedBy(decide(account, { decision: "revoke", note: "No" }), 400)).body.errors).toEqual([{ path: "decision", message: "Only an access item can be revoked" }]);
    expect((await unchangedBy(decide(grant, { decision: "flag", note: "No" }), 400)).body.errors).toEqual([{ path: "decision", message: "Only an account item can be flagged" }]);
    expect((await unchangedBy(decide(grant, { decision: "changes_requested" }), 400)).body.errors).toEqual([{ path: "note", message: "Say why in a note: it goes into the evidence" }]);
    await unchangedBy(decide(grant, { decision: "approve" }), 400);
    await unchangedBy(decide(grant, { decision: "attest", note: "x".repeat(2001) }), 400);
    await unchangedBy(decide(grant, "not json"), 400);
    expect((await decide(grant, { decision: "changes_requested", note: "Move Max to the Faculty" })()).body.doc).toMatchObject({ state: "decided", decision: "changes_requested" });
  });

  it("revoke ends the grant through the access rules, in one attestation entry; the last unit admin is kept", async () => {
    const id = await campaignOver(w, w.units.uni);
    const items = await itemsOf(w, id);
    const max = itemFor(items, "access", "Max Manager");
    const res = await call(h, "PATCH", `/api/campaigns/${id}/items/${max.id}`, { token: w.ana.token, body: { decision: "revoke", note: "Left the lab" } });
    expect(res.status).toBe(200);
    const user = await call(h, "GET", `/api/users/${w.max.id}`, { token: w.root.token });
    expect(user.body.doc.access).toEqual([]);
    const entry = await call(h, "GET", `/api/audit-logs/${res.body.doc.auditEntryId}`, { token: w.root.token });
    expect(entry.body.doc).toMatchObject({ action: "attestation", entity: "access", document: w.max.id });
    expect(entry.body.doc.prev.access.map((g: any) => g.organization.id)).toEqual([w.units.physics]);
    expect(entry.body.doc.current).toMatchObject({ access: [], decision: "revoke", note: "Left the lab" });
    const entries = await call(h, "GET", `/api/audit-logs?documentId=${w.max.id}&entity=access`, { token: w.root.token });
    expect(entries.body.totalDocs).toBe(1);

    // Cara is the Arts' only unit admin: revoking her grant would leave it without one.
    const cara = itemFor(items, "access", "Cara Curator");
    const refused = await unchangedBy(() => call(h, "PATCH", `/api/campaigns/${id}/items/${cara.id}`, { token: w.root.token, body: { decision: "revoke", note: "Rotate" } }), 409, "LAST_UNIT_ADMIN");
    expect(refused.body.organizations).toEqual([{ id: w.units.arts, name: "Arts" }]);
    // Ana and Ben share the Faculty: Ben may revoke Ana's grant, which leaves Ben.
    const ana = itemFor(items, "access", "Ana Admin");
    expect((await call(h, "PATCH", `/api/campaigns/${id}/items/${ana.id}`, { token: w.ben.token, body: { decision: "revoke", note: "Moved on" } })).status).toBe(200);
  });

  it("flag raises a risk flag on the account, with its own entry", async () => {
    const id = await campaignOver(w, w.units.uni);
    const item = itemFor(await itemsOf(w, id), "account", "Physics Lab");
    const res = await call(h, "PATCH", `/api/campaigns/${id}/items/${item.id}`, { token: w.ana.token, body: { decision: "flag", note: "Nobody has the password" } });
    expect(res.status).toBe(200);
    const flags = await call(h, "GET", `/api/flags?socialMedia=${w.accounts.physics}`, { token: w.ana.token });
    expect(flags.body.docs).toHaveLength(1);
    expect(flags.body.docs[0]).toMatchObject({ id: res.body.doc.flagId, category: "other", severity: "medium", status: "open", raisedBy: { id: w.ana.id } });
    expect(flags.body.docs[0].description).toContain("Nobody has the password");
    const audit = await call(h, "GET", `/api/audit-logs?entity=flags&documentId=${res.body.doc.flagId}`, { token: w.root.token });
    expect(audit.body.docs.map((e: any) => e.action)).toEqual(["create"]);
  });

  it("bulk attest decides a selection all at once, or none of it", async () => {
    const id = await campaignOver(w, w.units.uni);
    const items = await itemsOf(w, id);
    const ids = (...names: string[]) => names.map((n) => items.find((i) => i.subject.name === n).id);
    const attest = (token: string, selection: number[]) => () => call(h, "POST", "/api/campaign-items/attest", { token, body: { items: selection, note: "Checked" } });
    await unchangedBy(attest(w.ana.token, ids("Physics Lab", "=Arts Voice")), 404);
    await unchangedBy(attest(w.ana.token, ids("Physics Lab", "Ana Admin")), 403, "OWN_ACCESS_NOT_DECIDABLE");
    await unchangedBy(attest(w.ana.token, []), 400);
    await unchangedBy(attest(w.ana.token, Array.from({ length: 501 }, (_, i) => i + 1)), 400);
    const done = await attest(w.ana.token, ids("Physics Lab", "Ben Backup", "Max Manager"))();
    expect(done.status).toBe(200);
    expect(done.body.docs.map((d: any) => [d.subject.name, d.state, d.decision])).toEqual([
      ["Physics Lab", "decided", "attest"],
      ["Ben Backup", "decided", "attest"],
      ["Max Manager", "decided", "attest"],
    ].sort((a, b) => ids(a[0]!)[0] - ids(b[0]!)[0]));
    // Each decision has its own entry and hash.
    expect(new Set(done.body.docs.map((d: any) => d.auditEntryId)).size).toBe(3);
    await unchangedBy(attest(w.ana.token, ids("Science News", "Physics Lab")), 409, "ITEM_ALREADY_DECIDED");
    const progress = await call(h, "GET", `/api/campaigns/${id}`, { token: w.ana.token });
    expect(progress.body.doc.progress).toEqual({ total: 5, pending: 2, decided: 3, overdue: 0 });
  });
});

describe("evidence", () => {
  it("streams every item in scope with decision, who, when, the facts and the audit hash; CSV is formula-safe", async () => {
    const id = await campaignOver(w, w.units.uni);
    const items = await itemsOf(w, id);
    const arts = itemFor(items, "account", "=Arts Voice");
    const decided = await call(h, "PATCH", `/api/campaigns/${id}/items/${arts.id}`, { token: w.cara.token, body: { decision: "attest", note: "@checked +1" } });

    const csv = await h.app.request(`http://localhost/api/campaigns/${id}/evidence?format=csv`, { headers: { authorization: `Bearer ${w.root.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("campaignId,campaignName,itemId,kind,unitId,unitName,subjectType,subjectId,subjectName,state,decision,decidedById,decidedByName,decidedAt,note,facts,auditEntryId,auditHash");
    expect(lines).toHaveLength(1 + 8);
    const row = lines.find((l) => l.includes(`,${arts.id},account,`))!;
    expect(row).toContain(",'=Arts Voice,decided,attest,");
    expect(row).toContain(",'@checked +1,");
    expect(row.endsWith(`,${decided.body.doc.auditEntryId},${decided.body.doc.auditHash}`)).toBe(true);
    for (const line of lines) for (const cell of line.split(",")) expect(cell).not.toMatch(/^[=+\-@]/);

    const jsonl = await h.app.request(`http://localhost/api/campaigns/${id}/evidence?format=jsonl`, { headers: { authorization: `Bearer ${w.ana.token}` } });
    const records = (await jsonl.text()).trim().split("\n").map((l) => JSON.parse(l));
    expect(records).toHaveLength(5);
    expect(records.every((r) => [w.units.faculty, w.units.physics].includes(r.unitId))).toBe(true);
    expect(records[0]).toMatchObject({ campaignId: id, state: "pending", decision: null, auditHash: null });
    expect(typeof records[0].facts).toBe("object");

    expect((await call(h, "GET", `/api/campaigns/${id}/evidence?format=xlsx`, { token: w.root.token })).status).toBe(400);
    expect((await call(h, "GET", `/api/campaigns/${id}/evidence?format=csv`, { token: w.max.token })).status).toBe(403);
    expect((await call(h, "GET", `/api/campaigns/999/evidence?format=csv`, { token: w.root.token })).status).toBe(404);
  });
});

describe("verified status on the dashboard", () => {
  it("coverage: the attested share of active accounts per unit below the caller's scope, least covered first", async () => {
    const id = await campaignOver(w, w.units.uni);
    const science = itemFor(await itemsOf(w, id), "account", "Science News");
    await call(h, "PATCH", `/api/campaigns/${id}/items/${science.id}`, { token: w.ana.token, body: { decision: "attest" } });
    const all = await call(h, "GET", "/api/attestations/coverage", { token: w.root.token });
    expect(all.body).toEqual({
      total: { accounts: 3, attested: 1 },
      byUnit: [
        { unit: { id: w.units.arts, name: "Arts" }, ownAccountsOnly: false, accounts: 1, attested: 0 },
        { unit: { id: w.units.faculty, name: "Faculty of Science" }, ownAccountsOnly: false, accounts: 2, attested: 1 },
      ],
    });
    // A unit admin's rows: each sub-unit's subtree, and their own unit's own accounts.
    const ana = await call(h, "GET", "/api/attestations/coverage", { token: w.ana.token });
    expect(ana.body).toEqual({
      total: { accounts: 2, attested: 1 },
      byUnit: [
        { unit: { id: w.units.physics, name: "Physics" }, ownAccountsOnly: false, accounts: 1, attested: 0 },
        { unit: { id: w.units.faculty, name: "Faculty of Science" }, ownAccountsOnly: true, accounts: 1, attested: 1 },
      ],
    });
  });
});
