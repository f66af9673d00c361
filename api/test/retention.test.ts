// Housekeeping (api/src/jobs/retention-job.ts): what has done its work and is older than
// STEWARD_RETENTION_DAYS goes, daily; what is still waiting, still named, or recent stays; and no
// governance record (the audit log) is touched.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createHarness, type Harness } from "./harness.ts";
import { insertUser } from "./fixtures.ts";
import { RETENTION_BATCH, removeExpiredRows } from "../src/jobs/retention-job.ts";

let h: Harness;
beforeEach(async () => {
  h = await createHarness({ STEWARD_RETENTION_DAYS: "90" });
});
afterEach(() => h.close());

const OLD = "2025-11-01T00:00:00.000Z"; // 134 days before the harness's 2026-03-15
const RECENT = "2026-03-01T00:00:00.000Z";

async function run(statement: ReturnType<typeof sql>) {
  return h.database.direct.run(statement);
}
async function ids(table: string): Promise<number[]> {
  const r = await h.database.client.execute(`SELECT id FROM ${table} ORDER BY id`);
  return r.rows.map((row) => Number(row[0]));
}

async function mail(status: string, createdAt: string) {
  await run(sql`INSERT INTO outbox (kind, recipient, subject, body, status, next_attempt_at, created_at) VALUES ('test', 'a@uni.edu', 's', 'b', ${status}, ${createdAt}, ${createdAt})`);
}
async function event(dispatchedAt: string | null, occurredAt = OLD): Promise<number> {
  const r = await h.database.direct.$client.execute({
    sql: "INSERT INTO events (type, occurred_at, subject_type, payload, dispatched_at, created_at) VALUES ('unit.updated', ?, 'unit', '{}', ?, ?) RETURNING id",
    args: [occurredAt, dispatchedAt, occurredAt],
  });
  return Number(r.rows[0]![0]);
}

describe("the daily retention job", () => {
  it("removes mails, deliveries, digest entries, inbox items, events, sessions and notices that are done and older than the setting, and keeps the rest", async () => {
    const user = await insertUser(h, "kept@uni.edu", "unit_admin");
    await mail("sent", OLD); // goes
    await mail("failed", OLD); // goes
    await mail("pending", OLD); // still to send: stays
    await mail("sent", RECENT); // recent: stays

    const doneEvent = await event(OLD); // dispatched long ago, named by nothing left: goes
    const waitingDigest = await event(OLD); // named by an unsent digest entry: stays
    const undispatched = await event(null); // not fanned out yet: stays
    const recentEvent = await event(RECENT, RECENT); // recent: stays
    const inInbox = await event(OLD); // named by a recent inbox item: stays
    await run(sql`INSERT INTO inbox_items (user_id, event_id, created_at, read_at) VALUES (${user.id}, ${doneEvent}, ${OLD}, NULL), (${user.id}, ${inInbox}, ${RECENT}, ${RECENT})`);
    await run(sql`INSERT INTO digest_entries (user_id, event_id, period, created_at, sent_at) VALUES (${user.id}, ${doneEvent}, 'daily', ${OLD}, ${OLD})`);
    await run(sql`INSERT INTO digest_entries (user_id, event_id, period, created_at, sent_at) VALUES (${user.id}, ${waitingDigest}, 'weekly', ${OLD}, NULL)`);

    await run(sql`INSERT INTO webhooks (url, events, secret, created_at) VALUES ('https://hooks.example.org/in', '["*"]', 'whsec_x', ${OLD})`);
    const webhookId = (await ids("webhooks"))[0]!;
    const delivery = async (eventId: number, status: string, createdAt: string, messageId: string) => {
      const r = await h.database.direct.$client.execute({
        sql: "INSERT INTO webhook_deliveries (webhook_id, event_id, event_type, message_id, body, status, give_up_at, created_at) VALUES (?, ?, 'unit.updated', ?, '{}', ?, ?, ?) RETURNING id",
        args: [webhookId, eventId, messageId, status, createdAt, createdAt],
      });
      const id = Number(r.rows[0]![0]);
      await run(sql`INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, duration_ms) VALUES (${id}, ${createdAt}, 200, 12)`);
      return id;
    };
    await delivery(doneEvent, "delivered", OLD, "msg_1"); // goes, with its attempt
    const failedRecent = await delivery(recentEvent, "failed", RECENT, "msg_2"); // recent: stays
    const pendingOld = await delivery(undispatched, "pending", OLD, "msg_3"); // still retried: stays

    await run(sql`INSERT INTO sessions (id, user_id, created_at, expires_at, revoked_at) VALUES ('expired', ${user.id}, ${OLD}, ${OLD}, NULL), ('revoked', ${user.id}, ${OLD}, '2027-01-01T00:00:00.000Z', ${OLD}), ('live', ${user.id}, ${RECENT}, '2027-01-01T00:00:00.000Z', NULL)`);
    await run(sql`INSERT INTO access_expiry_notices (user_id, unit_id, end_date, notice, created_at) VALUES (${user.id}, 1, '2025-11-08', '7d', ${OLD}), (${user.id}, 1, '2026-04-01', '7d', ${RECENT})`);
    const auditBefore = await ids("audit_logs");

    const removed = await removeExpiredRows(h.database, h.clock.now, h.settings.STEWARD_RETENTION_DAYS);
    expect(removed).toEqual({ mails: 2, webhookDeliveries: 1, digestEntries: 1, inboxItems: 1, events: 1, sessions: 2, accessExpiryNotices: 1 });

    const mails = await h.database.client.execute("SELECT status, created_at FROM outbox ORDER BY id");
    expect(mails.rows.map((r) => [r[0], r[1]])).toEqual([
      ["pending", OLD],
      ["sent", RECENT],
    ]);
    expect(await ids("events")).toEqual([waitingDigest, undispatched, recentEvent, inInbox]);
    expect((await h.database.client.execute("SELECT event_id FROM inbox_items")).rows.map((r) => Number(r[0]))).toEqual([inInbox]);
    expect((await ids("webhook_deliveries")).sort()).toEqual([failedRecent, pendingOld].sort());
    expect((await h.database.client.execute("SELECT count(*) FROM webhook_attempts")).rows[0]![0]).toBe(2);
    expect((await h.database.client.execute("SELECT count(*) FROM digest_entries")).rows[0]![0]).toBe(1);
    expect((await h.database.client.execute("SELECT id FROM sessions")).rows.map((r) => r[0])).toEqual(["live"]);
    expect((await h.database.client.execute("SELECT end_date FROM access_expiry_notices")).rows.map((r) => r[0])).toEqual(["2026-04-01"]);
    expect(await ids("audit_logs")).toEqual(auditBefore);

    // Nothing is left to remove: a second run, or another instance's, removes nothing.
    expect(Object.values(await removeExpiredRows(h.database, h.clock.now, 90)).every((n) => n === 0)).toBe(true);
  });

  it("works through more rows than one batch, a transaction a batch", async () => {
    const rows = RETENTION_BATCH + 7;
    await run(sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows}) INSERT INTO outbox (kind, recipient, subject, body, status, next_attempt_at, created_at) SELECT 'test', 'a@uni.edu', 's', 'b', 'sent', ${OLD}, ${OLD} FROM n`);
    expect((await removeExpiredRows(h.database, h.clock.now, 90)).mails).toBe(rows);
    expect(await ids("outbox")).toEqual([]);
  });

  it("runs from the scheduler at 04:30 in the institution's zone", async () => {
    await mail("sent", OLD);
    await h.scheduler.runDue(); // registers the jobs; the first slot is the next 04:30
    const next = (await h.database.client.execute("SELECT next_run_at FROM scheduled_jobs WHERE name = 'retention'")).rows[0]![0] as string;
    h.clock.now = new Date(next);
    const runs = await h.scheduler.runDue();
    expect(runs.map((r) => r.name)).toContain("retention");
    expect(await ids("outbox")).toEqual([]);
    const local = new Intl.DateTimeFormat("en-GB", { timeZone: h.settings.TZ, hour: "2-digit", minute: "2-digit" }).format(new Date(next));
    expect(local).toBe("04:30");
  });
});
