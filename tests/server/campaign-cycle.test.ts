// The campaign cycle with time moved, its e-mails seen arriving at a real SMTP relay on loopback
// (issue 18): the reviewers told when a campaign opens; past the due date the items go overdue,
// the parent unit's admins are told too (escalation), overdue accounts are flagged; and a quarter
// later the next campaign opens by itself and its reviewers are told again.
//
// The Deno server reads the wall clock, and a campaign's due date cannot be set in the past, so the
// server's own app and every one of its jobs (the campaign sweep, the notifications fan-out and
// digests, mail delivery) run here in-process on an injected clock, with the SMTP transport.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "../../api/test/harness.ts";
import { buildCampaignWorld, campaignOver, type CampaignWorld } from "../../api/test/campaign-fixtures.ts";
import { grant, insertUser } from "../../api/test/fixtures.ts";
import { createScheduler, type Scheduler } from "../../api/src/jobs/scheduler.ts";
import { serverJobs } from "../../api/src/jobs/server-jobs.ts";
import { createLogger } from "../../api/src/logger.ts";
import { createMailTransport } from "../../api/src/mail/transports.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink.ts";

let sink: SmtpSink;
let h: Harness;
let w: CampaignWorld;
let scheduler: Scheduler;
let campaign: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  h = await createHarness({ MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, MAIL_FROM: "steward@uni.edu", STEWARD_PUBLIC_URL: "https://steward.uni.edu" });
  w = await buildCampaignWorld(h);
  // The University's unit admin: the Faculty's and the Arts' overdue items escalate to her.
  await grant(h, (await insertUser(h, "uma@uni.edu", "unit_admin", "Uma University")).id, w.units.uni);
  scheduler = createScheduler({
    database: h.database,
    jobs: serverJobs({ database: h.database, settings: h.settings, services: h.services, mail: createMailTransport(h.settings, createLogger("silent")) }),
    now: () => h.clock.now,
    timeZone: h.settings.TZ,
  });
});
afterAll(async () => {
  h?.close();
  await sink?.close();
});

/** Moves the clock to `iso` and lets the jobs run as the server's ticks would, a few polls long. */
async function runAt(iso: string) {
  h.clock.now = new Date(iso);
  for (let i = 0; i < 4; i++) {
    await scheduler.runDue();
    h.clock.now = new Date(h.clock.now.getTime() + 6_000);
  }
}

/** The mails that arrived since `from`, decoded enough to read (quoted-printable soft breaks undone). */
function arrived(from: number): { to: string; text: string }[] {
  return sink.received.slice(from).map((m: ReceivedMail) => ({ to: m.to.join(","), text: m.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=").replace(/=E2=80=99/g, "'") }));
}

const recipients = (mails: { to: string }[]) => [...new Set(mails.map((m) => m.to))].sort();

describe("a campaign running by itself, e-mails and all", () => {
  it("tells each reviewer when the campaign opens", async () => {
    campaign = await campaignOver(w, w.units.uni, { dueDate: "2026-04-15", recurrence: "quarterly" });
    await runAt("2026-03-15T12:00:00.000Z");
    await sink.waitFor(4);
    const mails = arrived(0);
    expect(recipients(mails)).toEqual(["ana@uni.edu", "ben@uni.edu", "cara@uni.edu", "uma@uni.edu"]);
    const ana = mails.find((m) => m.to === "ana@uni.edu")!;
    expect(ana.text).toContain("Spring 2026 recertification opened");
    expect(ana.text).toContain("https://steward.uni.edu/dashboard/reviews");
  });

  it("past the due date: overdue, flagged, and the escalation reaches the parent unit's admins", async () => {
    const before = sink.received.length;
    // The sweep runs at 06:00; overdue notices are a daily digest by default (07:00).
    await runAt("2026-04-16T06:30:00.000Z");
    await runAt("2026-04-16T07:00:30.000Z");
    await sink.waitFor(before + 5);
    const mails = arrived(before);
    // The reviewers of each unit, the University's admin (escalation), and the super admin for
    // the University's own items (nobody is above it).
    expect(recipients(mails)).toEqual(["ana@uni.edu", "ben@uni.edu", "cara@uni.edu", "root@uni.edu", "uma@uni.edu"]);
    const uma = mails.find((m) => m.to === "uma@uni.edu")!;
    expect(uma.text).toContain("are overdue (due 15/04/2026); escalated to University");
    expect(mails.find((m) => m.to === "cara@uni.edu")!.text).toContain("of Arts are overdue");

    const items = await call(h, "GET", `/api/campaigns/${campaign}`, { token: await signInRoot() });
    expect(items.body.doc.progress).toEqual({ total: 9, pending: 0, decided: 0, overdue: 9 });
    const flags = (await h.database.client.execute("SELECT social_media_id FROM flags WHERE category = 'attestation_overdue' ORDER BY social_media_id")).rows.map((r) => Number(r["social_media_id"]));
    expect(flags).toEqual([w.accounts.science, w.accounts.physics, w.accounts.arts].sort((a, b) => a - b));
  });

  it("a quarter after it opened, the next campaign opens by itself and its reviewers are told", async () => {
    const before = sink.received.length;
    await runAt("2026-06-15T06:30:00.000Z");
    await sink.waitFor(before + 4);
    const mails = arrived(before);
    expect(recipients(mails)).toEqual(["ana@uni.edu", "ben@uni.edu", "cara@uni.edu", "uma@uni.edu"]);
    expect(mails[0]!.text).toContain("to review by 15/07/2026");
    const list = await call(h, "GET", "/api/campaigns", { token: await signInRoot() });
    expect(list.body.docs.map((c: { id: number; status: string; dueDate: string }) => [c.id, c.status, c.dueDate])).toEqual([
      [campaign + 1, "open", "2026-07-15"],
      [campaign, "closed", "2026-04-15"],
    ]);
  });
});

async function signInRoot(): Promise<string> {
  const res = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "correct horse battery" } });
  return res.body.token as string;
}
