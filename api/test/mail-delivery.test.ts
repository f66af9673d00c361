import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deliverDueMail, MAX_ATTEMPTS } from "../src/mail/deliver.ts";
import { createLogTransport, createSmtpTransport, type MailTransport } from "../src/mail/transports.ts";
import { createLogger } from "../src/logger.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser } from "./fixtures.ts";

let h: Harness;
let sink: SmtpSink;
beforeEach(async () => {
  h = await createHarness();
  sink = await startSmtpSink();
});
afterEach(async () => {
  h.close();
  await sink.close();
});

const rows = async () => (await h.database.client.execute("SELECT status, attempts, next_attempt_at, last_error FROM outbox ORDER BY id")).rows;

async function queueWelcome() {
  const { token } = await firstUser(h);
  const res = await call(h, "POST", "/api/users", { token, body: { name: "Sam Smith", email: "sam@uni.edu", role: "super_admin" } });
  expect(res.status).toBe(201);
}

describe("mail delivery", () => {
  it("sends queued e-mail over SMTP to a real server and marks it sent", async () => {
    await queueWelcome();
    const transport = createSmtpTransport(sink.url);
    const result = await deliverDueMail(h.database, transport, "Steward <steward@uni.edu>", h.clock.now);
    transport.close();
    expect(result).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = await sink.waitFor(1);
    expect(mail?.to).toEqual(["sam@uni.edu"]);
    expect(mail?.from).toBe("steward@uni.edu");
    expect(mail?.raw).toMatch(/Subject: Welcome to Steward/);
    expect(mail?.raw.replace(/=\r?\n/g, "")).toMatch(/reset-password\?token=3D[\w-]+|reset-password\?token=[\w-]+/);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1 });
    // Nothing is sent twice.
    expect(await deliverDueMail(h.database, createSmtpTransport(sink.url), "x@y.z", h.clock.now)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("retries with back-off when the relay is down, then gives up and keeps the row", async () => {
    await queueWelcome();
    const down = createSmtpTransport("smtp://127.0.0.1:9");
    expect(await deliverDueMail(h.database, down, "x@y.z", h.clock.now)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(String(row?.["next_attempt_at"]) > h.clock.now.toISOString()).toBe(true);
    // Not due yet: nothing happens.
    expect(await deliverDueMail(h.database, down, "x@y.z", h.clock.now)).toEqual({ sent: 0, retried: 0, failed: 0 });
    let now = h.clock.now;
    for (let i = 2; i <= MAX_ATTEMPTS; i++) {
      now = new Date(now.getTime() + 2 ** i * 60_000);
      await deliverDueMail(h.database, down, "x@y.z", now);
    }
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    down.close();
  });

  it("two deliverers running at once never send the same e-mail twice", async () => {
    await queueWelcome();
    let sends = 0;
    const counting: MailTransport = { async send() { sends += 1; await new Promise((r) => setTimeout(r, 20)); }, close() {} };
    await Promise.all([deliverDueMail(h.database, counting, "x@y.z", h.clock.now), deliverDueMail(h.database, counting, "x@y.z", h.clock.now)]);
    expect(sends).toBe(1);
  });

  it("the log transport writes the e-mail to the server log", async () => {
    const lines: string[] = [];
    await createLogTransport(createLogger("info", (l) => lines.push(l))).send({ from: "a@b.c", to: "d@e.f", subject: "Hi", text: "link" });
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ msg: "mail (log transport)", to: "d@e.f", subject: "Hi", text: "link" });
  });
});
