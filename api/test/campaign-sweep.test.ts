// The campaign cycle running by itself (issue 18): the scheduler's daily campaign-sweep with the
// clock moved past the reminder day, the due date and the next turn of a recurring campaign. Every
// step is checked to happen once, however often the sweep runs.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { grant, insertUser } from "./fixtures.ts";
import { buildCampaignWorld, campaignOver, eventsOf, itemsOf, signInAgain, type CampaignWorld } from "./campaign-fixtures.ts";

let h: Harness;
let w: CampaignWorld;
let uma: number;
beforeEach(async () => {
  h = await createHarness();
  w = await buildCampaignWorld(h);
  // The University gets a unit admin: the Faculty's and the Arts' overdue items escalate to her.
  uma = (await insertUser(h, "uma@uni.edu", "unit_admin", "Uma University")).id;
  await grant(h, uma, w.units.uni);
});
afterEach(() => h.close());

/** Moves the clock and runs whatever the scheduler finds due, as the server's ticks would. */
async function at(iso: string) {
  h.clock.now = new Date(iso);
  return h.scheduler.runDue();
}

const sweepRun = (runs: { name: string; result?: Record<string, number> }[]) => runs.find((r) => r.name === "campaign-sweep");

/** What the sweep may change (other jobs, such as the notifications fan-out, move other columns). */
async function campaignState(): Promise<string> {
  const parts: string[] = [];
  for (const query of [
    "SELECT * FROM campaigns ORDER BY id",
    "SELECT * FROM campaign_items ORDER BY id",
    "SELECT * FROM flags ORDER BY id",
    "SELECT id, hash FROM audit_logs ORDER BY id",
    "SELECT id, type, recipients, payload FROM events ORDER BY id",
  ]) {
    parts.push(JSON.stringify((await h.database.client.execute(query)).rows));
  }
  return parts.join("\n");
}

async function flagsOf(category: string) {
  return (await h.database.client.execute({ sql: "SELECT social_media_id, status FROM flags WHERE category = ? ORDER BY id", args: [category] })).rows.map((r) => [Number(r["social_media_id"]), String(r["status"])]);
}

describe("campaign-sweep", () => {
  it("reminds once a week before, marks overdue and escalates once, flags overdue accounts once", async () => {
    const id = await campaignOver(w, w.units.uni, { dueDate: "2026-04-15" });
    // The first tick registers the daily job at its next slot (06:00 in the institution's zone).
    expect(sweepRun(await at("2026-03-15T12:00:00.000Z"))).toBeUndefined();
    const science = (await itemsOf(w, id)).find((i) => i.subject.name === "Science News");
    expect((await call(h, "PATCH", `/api/campaigns/${id}/items/${science.id}`, { token: w.ana.token, body: { decision: "attest" } })).status).toBe(200);

    // A day before the reminder: nothing to do.
    expect(sweepRun(await at("2026-04-07T06:30:00.000Z"))?.result).toEqual({ overdue: 0, escalated: 0, flags: 0, reminded: 0, recurred: 0 });
    expect(await eventsOf(h, "campaign.due_soon")).toEqual([]);

    // Seven days before the due date: the reviewers of what is still pending are reminded.
    expect(sweepRun(await at("2026-04-08T06:30:00.000Z"))?.result).toMatchObject({ reminded: 3 });
    const reminders = await eventsOf(h, "campaign.due_soon");
    expect(reminders.map((e) => [e.payload.reviewerUnit.name, e.recipients, e.payload.items])).toEqual([
      ["University", [uma], 1],
      ["Faculty of Science", [w.ana.id, w.ben.id], 4],
      ["Arts", [w.cara.id], 3],
    ]);
    // Once: the next day's run, and a run repeated at once, remind nobody again.
    expect(sweepRun(await at("2026-04-08T06:30:00.000Z"))).toBeUndefined();
    await h.services.campaignSweep.sweep(h.clock.now);
    expect(sweepRun(await at("2026-04-09T06:30:00.000Z"))?.result).toMatchObject({ reminded: 0 });
    expect(await eventsOf(h, "campaign.due_soon")).toHaveLength(3);

    // The due day itself is still on time.
    expect(sweepRun(await at("2026-04-15T06:30:00.000Z"))?.result).toMatchObject({ overdue: 0 });

    // The day after: every undecided item is overdue, escalated to the parent unit's admins, and
    // each overdue account gets an attestation_overdue flag.
    const result = sweepRun(await at("2026-04-16T06:30:00.000Z"))?.result;
    expect(result).toEqual({ overdue: 8, escalated: 8, flags: 2, reminded: 0, recurred: 0 });
    await signInAgain(w);
    const items = await itemsOf(w, id);
    expect(items.filter((i) => i.state === "overdue")).toHaveLength(8);
    expect(items.find((i) => i.subject.name === "Physics Lab")).toMatchObject({ state: "overdue", overdueAt: "2026-04-16T06:30:00.000Z", escalatedTo: { id: w.units.uni } });
    const overdue = await eventsOf(h, "campaign.item_overdue");
    expect(overdue.map((e) => [e.payload.reviewerUnit.name, e.recipients, e.payload.items, e.payload.escalatedTo?.name ?? null])).toEqual([
      // Nobody is above the University: its items escalate to the super admins.
      ["University", [w.root.id, uma], 1, null],
      ["Faculty of Science", [w.ana.id, w.ben.id, uma], 4, "University"],
      ["Arts", [w.cara.id, uma], 3, "University"],
    ]);
    expect((await flagsOf("attestation_overdue")).sort()).toEqual([
      [w.accounts.physics, "open"],
      [w.accounts.arts, "open"],
    ].sort());
    const progress = await call(h, "GET", `/api/campaigns/${id}`, { token: w.root.token });
    expect(progress.body.doc.progress).toEqual({ total: 9, pending: 0, decided: 1, overdue: 8 });

    // Idempotent: a repeated sweep and the next days' runs change nothing more.
    const before = await campaignState();
    await h.services.campaignSweep.sweep(h.clock.now);
    expect(sweepRun(await at("2026-04-17T06:30:00.000Z"))?.result).toEqual({ overdue: 0, escalated: 0, flags: 0, reminded: 0, recurred: 0 });
    expect(await campaignState()).toBe(before);

    // An overdue item may still be decided; attesting it resolves the overdue flag it raised.
    await signInAgain(w);
    const physics = items.find((i) => i.subject.name === "Physics Lab");
    const late = await call(h, "PATCH", `/api/campaigns/${id}/items/${physics.id}`, { token: w.ana.token, body: { decision: "attest", note: "Late, but checked" } });
    expect(late.body.doc).toMatchObject({ state: "decided", decision: "attest", flagId: physics.flagId });
    expect((await flagsOf("attestation_overdue")).sort()).toEqual([
      [w.accounts.physics, "resolved"],
      [w.accounts.arts, "open"],
    ].sort());
  });

  it("a campaign opened inside the last week is not reminded (the opening said when it is due)", async () => {
    await campaignOver(w, w.units.uni, { dueDate: "2026-03-18" });
    await at("2026-03-15T12:00:00.000Z");
    expect(sweepRun(await at("2026-03-16T06:30:00.000Z"))?.result).toMatchObject({ reminded: 0 });
    expect(await eventsOf(h, "campaign.due_soon")).toEqual([]);
  });

  it("a recurring campaign opens its next turn once, a period later, and the previous one closes", async () => {
    const id = await campaignOver(w, w.units.faculty, { dueDate: "2026-04-15", recurrence: "quarterly", subjects: ["accounts"] });
    await at("2026-03-15T12:00:00.000Z");
    expect(sweepRun(await at("2026-06-14T06:30:00.000Z"))?.result).toMatchObject({ recurred: 0 });
    expect(sweepRun(await at("2026-06-15T06:30:00.000Z"))?.result).toMatchObject({ recurred: 1 });
    expect(sweepRun(await at("2026-06-16T06:30:00.000Z"))?.result).toMatchObject({ recurred: 0 });
    await h.services.campaignSweep.sweep(h.clock.now);
    await signInAgain(w);

    const list = await call(h, "GET", "/api/campaigns", { token: w.root.token });
    expect(list.body.docs.map((c: any) => [c.id, c.status, c.dueDate, c.previousCampaign, c.nextCampaign])).toEqual([
      [id + 1, "open", "2026-07-15", id, null],
      [id, "closed", "2026-04-15", null, id + 1],
    ]);
    const next = list.body.docs[0];
    expect(next).toMatchObject({ name: "Spring 2026 recertification", recurrence: "quarterly", subjects: ["accounts"], createdBy: null, progress: { total: 2, pending: 2 } });
    const opened = await eventsOf(h, "campaign.opened");
    expect(opened.filter((e) => e.subjectId === next.id).map((e) => e.recipients)).toEqual([[w.ana.id, w.ben.id]]);
    const audit = await call(h, "GET", "/api/audit-logs?entity=campaigns", { token: w.root.token });
    // The next one created and opened by the scheduler (no user), the previous one closed.
    expect(audit.body.docs.slice(0, 3).map((e: any) => [e.document, e.action, e.user?.id ?? null, e.current.status])).toEqual([
      [id, "update", null, "closed"],
      [id + 1, "update", null, "open"],
      [id + 1, "create", null, "draft"],
    ]);
  });
});
