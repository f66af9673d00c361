// Webhooks end to end on the test clock: configured by super admins only, refused clearly for
// forbidden addresses, delivered by the server's jobs to a receiver on loopback that verifies
// every signature with `standardwebhooks`, retried with backoff for 24 hours (every attempt
// logged), cut off when the receiver hangs, redelivered on request.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EVENT_TYPES } from "@steward/shared";
import { fanOutEvents } from "../src/notifications/fan-out.ts";
import { deliverDueWebhooks, retryDelayMs } from "../src/webhooks/deliver.ts";
import { guardedLookup } from "../src/webhooks/send.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { signIn } from "./fixtures.ts";
import { advance, buildNotificationWorld, settle, type NotificationWorld } from "./notification-fixtures.ts";

let h: Harness;
let w: NotificationWorld;
const receivers: WebhookReceiver[] = [];
beforeEach(async () => {
  // A generous deadline: a busy machine must not turn a slow answer into a retry (the hanging
  // receiver's test sets its own).
  h = await createHarness({ STEWARD_WEBHOOK_ALLOW_HTTP: "127.0.0.1", STEWARD_WEBHOOK_TIMEOUT_MS: "10000" });
  w = await buildNotificationWorld(h);
});
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
  h.close();
});

async function receiver(): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver({ now: () => h.clock.now });
  receivers.push(r);
  return r;
}

async function webhookFor(r: WebhookReceiver, events: string[]): Promise<number> {
  const res = await call(h, "POST", "/api/webhooks", { token: w.tokens.root, body: { url: r.url, events } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  r.secret = res.body.doc.secret;
  return res.body.doc.id;
}

const count = async (table: string) => Number((await h.database.client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.["n"]);

async function raiseFlag(description = "Unknown app connected") {
  const res = await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "compromised", severity: "high", description } });
  expect(res.status).toBe(201);
  return res.body.doc.id as number;
}

describe("configuring webhooks", () => {
  it("answers the signing secret once, lists without it, and deletes; super admins only", async () => {
    const created = await call(h, "POST", "/api/webhooks", { token: w.tokens.root, body: { url: "https://chat.uni.edu/hooks/steward", events: ["flag.raised", "flag.raised", "policy.published"] } });
    expect(created.status).toBe(201);
    expect(created.body.doc).toMatchObject({ url: "https://chat.uni.edu/hooks/steward", events: ["flag.raised", "policy.published"], createdBy: { id: w.users.root } });
    expect(created.body.doc.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call(h, "GET", "/api/webhooks", { token: w.tokens.root });
    expect(list.body.docs).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain("whsec_");
    const audit = await call(h, "GET", "/api/audit-logs?entity=webhooks", { token: w.tokens.root });
    expect(JSON.stringify(audit.body)).not.toContain(created.body.doc.secret.slice(6));

    for (const token of [w.tokens.una, w.tokens.pat]) {
      expect((await call(h, "GET", "/api/webhooks", { token })).status).toBe(403);
      expect((await call(h, "POST", "/api/webhooks", { token, body: { url: "https://chat.uni.edu/x", events: ["*"] } })).status).toBe(403);
      expect((await call(h, "DELETE", `/api/webhooks/${created.body.doc.id}`, { token })).status).toBe(403);
      expect((await call(h, "GET", `/api/webhooks/${created.body.doc.id}/deliveries`, { token })).status).toBe(403);
    }
    expect((await call(h, "POST", "/api/webhooks", { body: { url: "https://chat.uni.edu/x", events: ["*"] } })).status).toBe(401);

    expect((await call(h, "DELETE", `/api/webhooks/${created.body.doc.id}`, { token: w.tokens.root })).status).toBe(204);
    expect((await call(h, "DELETE", `/api/webhooks/${created.body.doc.id}`, { token: w.tokens.root })).status).toBe(404);
    expect((await call(h, "GET", "/api/webhooks", { token: w.tokens.root })).body.docs).toEqual([]);
  });

  it.each([
    ["http://chat.uni.edu/hooks", "Webhooks are sent over https only"],
    ["ftp://chat.uni.edu/hooks", "Webhooks are sent over https only"],
    ["not a url", "Enter a full address"],
    ["https://bot:hunter2@chat.uni.edu/hooks", "Put no user name or password"],
    ["https://169.254.169.254/latest/meta-data/", "cloud metadata service"],
    ["https://[fd00:ec2::254]/latest/meta-data/", "cloud metadata service"],
    ["https://metadata.google.internal/computeMetadata/v1/", "cloud metadata service"],
    ["https://169.254.10.1/", "link-local"],
    ["https://[fe80::1]/", "link-local"],
    ["https://127.0.0.2/", "loopback"],
    ["https://0x7f.2/", "loopback"],
    ["https://2130706434/", "loopback"],
    ["https://[::1]/", "loopback"],
    ["https://[::ffff:127.0.0.1]/", "loopback"],
    ["https://localhost:8443/", "loopback"],
    ["https://10.1.2.3/", "private network"],
    ["https://192.168.1.20/", "private network"],
    ["https://[fd12:3456::1]/", "private network"],
    ["https://0.0.0.0/", "reserved range"],
  ])("refuses %s clearly and saves nothing", async (url, words) => {
    const before = { hooks: await count("webhooks"), audit: await count("audit_logs") };
    const res = await call(h, "POST", "/api/webhooks", { token: w.tokens.root, body: { url, events: ["*"] } });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe("ValidationError");
    expect(res.body.errors[0].path).toBe("url");
    expect(res.body.errors[0].message).toContain(words);
    expect({ hooks: await count("webhooks"), audit: await count("audit_logs") }).toEqual(before);
  });

  it("refuses unknown events and an empty list", async () => {
    for (const events of [[], ["flag.unknown"], "flag.raised"]) {
      const res = await call(h, "POST", "/api/webhooks", { token: w.tokens.root, body: { url: "https://chat.uni.edu/x", events } });
      expect(res.status, JSON.stringify(events)).toBe(400);
    }
    expect(await count("webhooks")).toBe(0);
  });
});

describe("delivering", () => {
  it("sends each event to exactly the webhooks that chose it, shaped and signed by Standard Webhooks", async () => {
    const all = await receiver();
    const flags = await receiver();
    const none = await receiver();
    await webhookFor(all, ["*"]);
    await webhookFor(flags, ["flag.raised", "flag.resolved"]);
    await webhookFor(none, ["campaign.opened"]);
    const flag = await raiseFlag();
    await call(h, "PATCH", `/api/flags/${flag}`, { token: w.tokens.root, body: { status: "resolved", resolutionNote: "Revoked the app" } });
    await call(h, "PATCH", `/api/social-medias/status/${w.account}`, { token: w.tokens.root, body: { status: "inactive", deactivationReason: "Paused for the semester" } });
    await settle(h);

    expect(all.received.map((r) => r.payload?.type)).toEqual(["flag.raised", "flag.resolved", "account.status_changed"]);
    expect(flags.received.map((r) => r.payload?.type)).toEqual(["flag.raised", "flag.resolved"]);
    expect(none.received).toEqual([]);
    for (const r of [...all.received, ...flags.received]) {
      expect(r.verified, r.error ?? "").toBe(true);
      expect(r.answered).toBe(204);
      expect(r.id).toMatch(/^msg_[\w-]+$/);
    }
    // One message id per delivery.
    expect(new Set([...all.received, ...flags.received].map((r) => r.id)).size).toBe(5);
    const raised = all.received[0]!.payload!;
    expect(raised.timestamp).toBe("2026-03-15T12:00:00.000Z");
    expect(raised.data).toMatchObject({ flagId: flag, accountId: w.account, accountName: "Physics on X", category: "compromised", severity: "high", subject: { type: "flag", id: flag } });
    // A receiver holding another secret cannot be fooled: the signature is over the exact body.
    const deliveries = await call(h, "GET", `/api/webhooks/${(await call(h, "GET", "/api/webhooks", { token: w.tokens.root })).body.docs[0].id}/deliveries`, { token: w.tokens.root });
    expect(deliveries.body.totalDocs).toBe(3);
    expect(deliveries.body.docs[0]).toMatchObject({ status: "delivered", event: { type: "account.status_changed" }, attempts: [{ status: 204, error: null }] });
    expect(typeof deliveries.body.docs[0].attempts[0].durationMs).toBe("number");
    // Nothing is sent twice.
    await settle(h);
    expect(all.received).toHaveLength(3);
  });

  it("retries with exponential backoff for 24 hours, logging every attempt, then gives up; a redelivery succeeds with the same id", async () => {
    const r = await receiver();
    const hook = await webhookFor(r, ["flag.raised"]);
    r.mode = "fail";
    await raiseFlag();
    await settle(h);
    expect(r.received).toHaveLength(1);
    // Walk the clock a minute at a time through the first hour, then an hour at a time.
    for (let i = 0; i < 60; i++) await advance(h, 60_000);
    expect(r.received).toHaveLength(5); // 0, 30 s, 2.5 min, 10.5 min, 42.5 min
    for (let i = 0; i < 26; i++) await advance(h, 60 * 60_000);
    const times = r.received.map((x) => x.timestamp - r.received[0]!.timestamp);
    expect(r.received.length).toBe(10);
    // Gaps grow (30 s, 2 min, 8 min, 32 min, ...) up to 6 h; the last try is 24 h after the first.
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    for (let i = 1; i < gaps.length - 1; i++) expect(gaps[i]!).toBeGreaterThanOrEqual(gaps[i - 1]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(retryDelayMs(1) / 1000);
    // (at the first tick of the walk after the window closed: the walk moves an hour at a time)
    expect(times.at(-1)).toBeLessThanOrEqual(25 * 3600);
    expect(times.at(-1)).toBeGreaterThanOrEqual(24 * 3600 - 60);
    expect(r.received.every((x) => x.verified)).toBe(true);
    expect(new Set(r.received.map((x) => x.id)).size).toBe(1);

    // A day has passed: the super admin signs in again.
    w.tokens.root = await signIn(h, "root@uni.edu");
    const list = await call(h, "GET", `/api/webhooks/${hook}/deliveries`, { token: w.tokens.root });
    const delivery = list.body.docs[0];
    expect(delivery).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(delivery.attempts).toHaveLength(10);
    for (const a of delivery.attempts) expect(a).toMatchObject({ status: 500, error: "HTTP 500" });
    // Given up: a day later, nothing more.
    await advance(h, 24 * 60 * 60_000);
    await settle(h);
    expect(r.received).toHaveLength(10);

    r.mode = "ok";
    w.tokens.root = await signIn(h, "root@uni.edu");
    w.tokens.una = await signIn(h, "una@uni.edu");
    const again = await call(h, "POST", `/api/webhooks/${hook}/deliveries/${delivery.id}/redeliver`, { token: w.tokens.root });
    expect(again.status).toBe(202);
    expect(again.body.doc.status).toBe("pending");
    await settle(h);
    expect(r.received).toHaveLength(11);
    expect(r.received.at(-1)).toMatchObject({ id: delivery.messageId, verified: true, answered: 204 });
    const after = await call(h, "GET", `/api/webhooks/${hook}/deliveries?status=delivered`, { token: w.tokens.root });
    expect(after.body.docs[0].attempts).toHaveLength(11);
    expect((await call(h, "POST", `/api/webhooks/${hook}/deliveries/999/redeliver`, { token: w.tokens.root })).status).toBe(404);
    expect((await call(h, "POST", `/api/webhooks/${hook}/deliveries/${delivery.id}/redeliver`, { token: w.tokens.una })).status).toBe(403);
  });

  it("cuts off a receiver that hangs, without holding up another webhook's delivery", async () => {
    h.close();
    h = await createHarness({ STEWARD_WEBHOOK_ALLOW_HTTP: "127.0.0.1", STEWARD_WEBHOOK_TIMEOUT_MS: "3000" });
    w = await buildNotificationWorld(h);
    const slow = await receiver();
    const quick = await receiver();
    const slowHook = await webhookFor(slow, ["flag.raised"]);
    await webhookFor(quick, ["flag.raised"]);
    slow.mode = "hang";
    await raiseFlag();
    await advance(h, 5000); // fan-out
    let runFinished = false;
    const sending = advance(h, 5000).then(() => (runFinished = true)); // both deliveries, side by side
    // The quick receiver has its delivery while the slow one is still being waited for.
    await quick.waitFor(1);
    expect(runFinished).toBe(false);
    await sending;
    expect(quick.received[0]!.verified).toBe(true);
    expect(slow.received).toHaveLength(1);
    const slowDelivery = (await call(h, "GET", `/api/webhooks/${slowHook}/deliveries`, { token: w.tokens.root })).body.docs[0];
    expect(slowDelivery).toMatchObject({ status: "pending", attempts: [{ status: null, error: "timed out after 3000 ms" }] });
    expect(slowDelivery.attempts[0].durationMs).toBeGreaterThanOrEqual(2900);
  });

  it("refuses, when delivering, a host that now resolves to a forbidden address (DNS)", async () => {
    // Saved while localhost was allowed; delivered under a policy that no longer allows it.
    h.close();
    h = await createHarness({ STEWARD_WEBHOOK_ALLOW_HTTP: "localhost" });
    w = await buildNotificationWorld(h);
    const r = await receiver();
    const res = await call(h, "POST", "/api/webhooks", { token: w.tokens.root, body: { url: r.url.replace("127.0.0.1", "localhost"), events: ["*"] } });
    expect(res.status).toBe(201);
    r.secret = res.body.doc.secret;
    await raiseFlag();
    await advance(h, 5000);
    await advance(h, 5000);
    expect(r.received).toHaveLength(1);
    await raiseFlag("Another one");
    await fanOutEvents(h.database, h.settings, h.clock.now);
    const result = await deliverDueWebhooks(h.database, h.clock.now, { policy: { allowHosts: [] }, timeoutMs: 10_000 });
    expect(result).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(r.received).toHaveLength(1);
    const docs = (await call(h, "GET", `/api/webhooks/${res.body.doc.id}/deliveries`, { token: w.tokens.root })).body.docs;
    expect(docs[0].attempts[0].error).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), this machine \(loopback\)$/);
  });

  it("the lookup itself refuses loopback, private and metadata answers and lets allowed hosts through", async () => {
    const lookup = (hostname: string, allowHosts: string[]) =>
      new Promise<string>((resolve) => guardedLookup({ allowHosts })(hostname, { all: true }, (err, addresses) => resolve(err ? err.message : JSON.stringify(addresses))));
    expect(await lookup("localhost", [])).toMatch(/^refused: localhost resolves to/);
    expect(await lookup("localhost", ["localhost"])).toContain("address");
  });

  it("stops sending when the webhook is deleted", async () => {
    const r = await receiver();
    r.mode = "fail";
    const hook = await webhookFor(r, ["*"]);
    await raiseFlag();
    await settle(h);
    expect(r.received).toHaveLength(1);
    expect((await call(h, "DELETE", `/api/webhooks/${hook}`, { token: w.tokens.root })).status).toBe(204);
    expect(await count("webhook_deliveries")).toBe(0);
    expect(await count("webhook_attempts")).toBe(0);
    for (let i = 0; i < 10; i++) await advance(h, 10 * 60_000);
    expect(r.received).toHaveLength(1);
  });

  it("covers every event type of the catalogue with `*`", async () => {
    const r = await receiver();
    await webhookFor(r, ["*"]);
    const { recordEvents } = await import("../src/events/record-event.ts");
    await h.database.write((tx) => recordEvents(tx, EVENT_TYPES.map((type, i) => ({ type, unitId: w.units.dept, subject: { type: "test", id: i } })), h.clock.now));
    await settle(h);
    expect(r.received.map((x) => x.payload?.type).sort()).toEqual([...EVENT_TYPES].sort());
    expect(r.received.every((x) => x.verified)).toBe(true);
  });
});
