// The fan-out of the event outbox: each event becomes its e-mails, digest entries and webhook
// deliveries exactly once, also with two instances (two connections, two schedulers) on one
// database file, and also when they bypass the scheduler's lease and race batch against batch.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dateInZone, isEventType } from "@steward/shared";
import { createServices } from "../src/services/services.ts";
import { createPasswordHasher } from "../src/auth/password.ts";
import { createTokenService } from "../src/auth/tokens.ts";
import { openDatabase, type Database } from "../src/db/connection.ts";
import { createScheduler } from "../src/jobs/scheduler.ts";
import { serverJobs } from "../src/jobs/server-jobs.ts";
import { createLogger } from "../src/logger.ts";
import { createLogTransport } from "../src/mail/transports.ts";
import { resolveAudience } from "../src/notifications/audience.ts";
import { fanOutEvents } from "../src/notifications/fan-out.ts";
import { call, createHarness, TEST_SECRET, type Harness } from "./harness.ts";
import { advance, buildNotificationWorld, notificationMails, type NotificationWorld } from "./notification-fixtures.ts";

let h: Harness;
let w: NotificationWorld;
let second: Database;
beforeEach(async () => {
  // The webhooks here point nowhere reachable: their attempts give up quickly.
  h = await createHarness({ STEWARD_WEBHOOK_TIMEOUT_MS: "300" });
  w = await buildNotificationWorld(h);
  second = await openDatabase(h.settings.DATABASE_URL);
});
afterEach(() => {
  second.close();
  h.close();
});

/** Thirty flags (each with its own words), a policy and a status change: events of several audiences. */
async function makeEvents() {
  await call(h, "POST", "/api/webhooks", { token: w.tokens.root, body: { url: "https://chat.uni.edu/hooks/all", events: ["*"] } });
  await call(h, "POST", "/api/webhooks", { token: w.tokens.root, body: { url: "https://chat.uni.edu/hooks/flags", events: ["flag.raised"] } });
  for (let i = 0; i < 30; i++) {
    const res = await call(h, "POST", "/api/flags", { token: w.tokens.una, body: { socialMedia: w.account, category: "other", severity: "low", description: `Finding number ${i}` } });
    expect(res.status).toBe(201);
  }
  expect((await call(h, "PATCH", `/api/social-medias/status/${w.account}`, { token: w.tokens.root, body: { status: "inactive", deactivationReason: "Paused for the semester" } })).status).toBe(200);
  // Last: until they accept it, the policy stops everyone's other calls.
  const policy = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Be kind." }] }] };
  expect((await call(h, "POST", "/api/policies", { token: w.tokens.root, body: { text: policy } })).status).toBe(201);
}

/** What the fan-out must write, from the audience rule and the defaults (nobody chose anything). */
async function expected() {
  const rows = (await h.database.client.execute("SELECT * FROM events ORDER BY id")).rows;
  let emails = 0;
  let digests = 0;
  let deliveries = 0;
  for (const r of rows) {
    const type = String(r["type"]);
    if (!isEventType(type)) continue;
    const audience = await resolveAudience(
      h.database.db,
      { type, unitId: r["unit_id"] === null ? null : Number(r["unit_id"]), actorId: r["actor_id"] === null ? null : Number(r["actor_id"]), recipients: null, payload: JSON.parse(String(r["payload"])) },
      dateInZone(h.clock.now, "UTC"),
    );
    // Defaults: flags raised and policies at once, status changes in the daily digest.
    if (type === "account.status_changed" || type === "flag.resolved") digests += audience.length;
    else emails += audience.length;
    deliveries += type === "flag.raised" ? 2 : 1;
  }
  return { events: rows.length, emails, digests, deliveries };
}

async function counts() {
  const one = async (sql: string) => Number((await h.database.client.execute(sql)).rows[0]?.["n"]);
  return {
    undispatched: await one("SELECT count(*) AS n FROM events WHERE dispatched_at IS NULL"),
    emails: (await notificationMails(h)).length,
    distinctEmails: await one("SELECT count(*) AS n FROM (SELECT DISTINCT recipient, subject, body FROM outbox WHERE kind LIKE 'notification:%')"),
    digests: await one("SELECT count(*) AS n FROM digest_entries"),
    deliveries: await one("SELECT count(*) AS n FROM webhook_deliveries"),
  };
}

describe("fan-out", () => {
  it("writes each event's e-mails, digest entries and webhook deliveries once, with two schedulers ticking on one database", async () => {
    await makeEvents();
    const want = await expected();
    expect(want.events).toBeGreaterThan(30);
    // A second instance: its own connection, services and scheduler, the same clock.
    const services2 = createServices({
      database: second,
      settings: h.settings,
      hasher: createPasswordHasher(1000),
      tokens: createTokenService(TEST_SECRET, () => h.clock.now),
      now: () => h.clock.now,
    });
    const scheduler2 = createScheduler({
      database: second,
      jobs: serverJobs({ database: second, settings: h.settings, services: services2, mail: createLogTransport(createLogger("silent")) }),
      now: () => h.clock.now,
      timeZone: "UTC",
      instanceId: "second",
    });
    for (let i = 0; i < 4; i++) {
      h.clock.now = new Date(h.clock.now.getTime() + 5000);
      await Promise.all([h.scheduler.runDue(), scheduler2.runDue(), h.scheduler.runDue(), scheduler2.runDue()]);
    }
    const got = await counts();
    expect(got.undispatched).toBe(0);
    expect(got.emails).toBe(want.emails);
    expect(got.distinctEmails).toBe(want.emails);
    expect(got.digests).toBe(want.digests);
    expect(got.deliveries).toBe(want.deliveries);
  });

  it("stays exactly once when two instances race batch against batch without the scheduler's lease", async () => {
    await makeEvents();
    const want = await expected();
    // Small batches, so the two interleave over many transactions.
    const results = await Promise.all([
      fanOutEvents(h.database, h.settings, h.clock.now, { batchSize: 3, maxBatches: 100 }),
      fanOutEvents(second, h.settings, h.clock.now, { batchSize: 3, maxBatches: 100 }),
    ]);
    expect(results[0].events + results[1].events).toBe(want.events);
    const got = await counts();
    expect(got.undispatched).toBe(0);
    expect(got.emails).toBe(want.emails);
    expect(got.distinctEmails).toBe(want.emails);
    expect(got.digests).toBe(want.digests);
    expect(got.deliveries).toBe(want.deliveries);
    // Nothing is left for a later run.
    expect((await fanOutEvents(h.database, h.settings, h.clock.now)).events).toBe(0);
  });

  it("sends nothing for a change that rolled back, and nothing twice after the events are dispatched", async () => {
    // A refused change (an out-of-scope account) records nothing.
    const refused = await call(h, "POST", "/api/flags", { token: w.tokens.una, body: { socialMedia: 9999, category: "other", severity: "low", description: "x" } });
    expect(refused.status).toBe(400);
    await advance(h, 5000);
    expect(await notificationMails(h)).toEqual([]);
    await call(h, "POST", "/api/flags", { token: w.tokens.una, body: { socialMedia: w.account, category: "other", severity: "high", description: "Unknown app connected" } });
    await advance(h, 5000);
    const first = await notificationMails(h);
    expect(first.map((m) => m.recipient).sort()).toEqual(["max@uni.edu", "pat@uni.edu"]);
    await advance(h, 5000);
    await advance(h, 60_000);
    expect(await notificationMails(h)).toEqual(first);
  });
});
