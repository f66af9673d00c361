// The real server killed with SIGKILL between a change and its delivery loses nothing and sends
// nothing twice: first before the fan-out ran, then after the fan-out but before the e-mail left.
// The e-mail goes over SMTP to the loopback sink, the webhook to a loopback receiver that checks
// its signature with `standardwebhooks` against the real clock.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { query } from "../support/database-checks.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const HOUR = "3600000";
let sink: SmtpSink;
let receiver: WebhookReceiver;
let dataDir: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  receiver = await startWebhookReceiver();
  dataDir = mkdtempSync(join(tmpdir(), "steward-notify-crash-"));
});
afterAll(async () => {
  await receiver.close();
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (polls: { events: string; mail: string }) =>
  startServer({
    dataDir,
    env: {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: sink.url,
      MAIL_FROM: "steward@uni.edu",
      STEWARD_MAIL_POLL_MS: polls.mail,
      STEWARD_EVENTS_POLL_MS: polls.events,
      STEWARD_WEBHOOK_ALLOW_HTTP: "127.0.0.1",
    },
  });

async function kill(server: RunningServer): Promise<void> {
  const exited = new Promise<void>((r) => (server.process.exitCode !== null || server.process.signalCode !== null ? r() : server.process.once("exit", () => r())));
  server.process.kill("SIGKILL");
  await exited;
}

const notificationMails = () => sink.received.filter((m) => /^Subject: Steward: New policy version/m.test(m.raw));

it("delivers the e-mail and the webhook of a change exactly once across SIGKILLs before the fan-out and before the sending", async () => {
  // 1. Nothing is fanned out or sent for an hour: the change is made, then the server is killed.
  let server = await start({ events: HOUR, mail: HOUR });
  const databaseUrl = server.databaseUrl;
  await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada Admin", email: "ada@uni.edu", password: "a long password" } });
  const token = (await http(server.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a long password" } })).body.token;
  expect((await http(server.url, "POST", "/api/users", { token, body: { name: "Bo Reader", email: "bo@uni.edu", role: "super_admin", password: "bo's long password" } })).status).toBe(201);
  const hook = await http(server.url, "POST", "/api/webhooks", { token, body: { url: receiver.url, events: ["policy.published"] } });
  expect(hook.status).toBe(201);
  receiver.secret = hook.body.doc.secret;
  const policy = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Be kind." }] }] };
  expect((await http(server.url, "POST", "/api/policies", { token, body: { text: policy } })).status).toBe(201);
  await kill(server);
  expect((await query(databaseUrl, "SELECT type FROM events WHERE dispatched_at IS NULL")).map((r) => r["type"])).toEqual(["policy.published"]);
  expect(notificationMails()).toEqual([]);
  expect(receiver.received).toEqual([]);

  // 2. Restarted with the fan-out and webhooks every 200 ms but mail still hourly: the event is
  // fanned out and the webhook sent; killed before the e-mail leaves.
  server = await start({ events: "200", mail: HOUR });
  await receiver.waitFor(1);
  await new Promise((r) => setTimeout(r, 300));
  await kill(server);
  expect(Number((await query(databaseUrl, "SELECT count(*) AS n FROM events WHERE dispatched_at IS NULL"))[0]?.["n"])).toBe(0);
  const queued = await query(databaseUrl, "SELECT recipient, status FROM outbox WHERE kind = 'notification:policy.published'");
  expect(queued.map((r) => `${r["recipient"]} ${r["status"]}`)).toEqual(["bo@uni.edu pending"]);
  expect(notificationMails()).toEqual([]);

  // 3. Restarted with everything every 200 ms: the e-mail leaves; nothing is repeated.
  server = await start({ events: "200", mail: "200" });
  await sink.waitFor(1);
  const deadline = Date.now() + 10_000;
  while (notificationMails().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  // Several more ticks of every job.
  await new Promise((r) => setTimeout(r, 1500));
  await server.stop();

  expect(notificationMails().map((m) => m.to)).toEqual([["bo@uni.edu"]]);
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0]).toMatchObject({ verified: true, answered: 204, payload: { type: "policy.published" } });
  expect(receiver.received[0]!.payload!.data).toMatchObject({ version: 1 });
});
