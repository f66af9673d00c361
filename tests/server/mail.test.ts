// The real server delivers the welcome e-mail over SMTP to a relay on loopback.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let sink: SmtpSink;
let server: RunningServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ env: { MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, STEWARD_MAIL_POLL_MS: "200", MAIL_FROM: "steward@uni.edu" } });
});
afterAll(async () => {
  await server.stop();
  await sink.close();
});

it("queues the welcome e-mail with the user and delivers it through SMTP", async () => {
  await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada", email: "ada@uni.edu", password: "a long password" } });
  const token = (await http(server.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a long password" } })).body.token;
  const created = await http(server.url, "POST", "/api/users", { token, body: { name: "Bo", email: "bo@uni.edu", role: "super_admin" } });
  expect(created.status).toBe(201);
  const [mail] = await sink.waitFor(1);
  expect(mail?.to).toEqual(["bo@uni.edu"]);
  const link = mail?.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=").match(/(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+)/)?.[1];
  expect(link).toBeTruthy();
  const token_ = new URL(link ?? "http://x").searchParams.get("token");
  const reset = await http(server.url, "POST", "/api/users/reset-password", { body: { token: token_, password: "bo's own password" } });
  expect(reset.status).toBe(200);
  expect((await http(server.url, "POST", "/api/users/login", { body: { email: "bo@uni.edu", password: "bo's own password" } })).status).toBe(200);
});
