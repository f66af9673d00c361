// The real server in an institution whose language is Spanish (STEWARD_DEFAULT_LOCALE=es-CO): the
// welcome e-mail reaches the loopback SMTP relay in Spanish, and the public directory page speaks
// Spanish unless a browser or a `?lang` asks for English.
import { afterAll, beforeAll, expect, it } from "vitest";
import { decodedSubject, decodedText } from "../support/mail-decode.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let sink: SmtpSink;
let server: RunningServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ env: { MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, STEWARD_MAIL_POLL_MS: "200", MAIL_FROM: "steward@uni.edu", STEWARD_DEFAULT_LOCALE: "es-CO" } });
});
afterAll(async () => {
  await server.stop();
  await sink.close();
});

it("writes the welcome e-mail in the institution's language to someone who chose none", async () => {
  await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada", email: "ada@uni.edu", password: "a long password" } });
  const token = (await http(server.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a long password" } })).body.token;
  expect((await http(server.url, "POST", "/api/users", { token, body: { name: "Bo", email: "bo@uni.edu", role: "super_admin" } })).status).toBe(201);
  const [mail] = await sink.waitFor(1);
  expect(mail?.to).toEqual(["bo@uni.edu"]);
  expect(decodedSubject(mail!.raw)).toBe("Le damos la bienvenida a Steward");
  const text = decodedText(mail!.raw);
  expect(text).toContain("Hola, Bo:");
  expect(text).toContain("Defina su contraseña aquí (el enlace sirve una sola vez y vence en 7 días):");
  expect(text).toMatch(/\/reset-password\?token=[\w-]+/);
});

it("serves the directory page in Spanish by default, in English when the browser or ?lang asks", async () => {
  const spanish = await fetch(`${server.url}/directory`);
  expect(spanish.headers.get("vary")).toMatch(/Accept-Language/i);
  const es = await spanish.text();
  expect(es).toContain('<html lang="es-CO">');
  expect(es).toContain("¿Esta cuenta es oficial?");
  const byBrowser = await (await fetch(`${server.url}/directory`, { headers: { "accept-language": "en-US,en;q=0.9" } })).text();
  expect(byBrowser).toContain('<html lang="en">');
  expect(byBrowser).toContain("Is this account official?");
  const byLink = await (await fetch(`${server.url}/directory?lang=en`, { headers: { "accept-language": "es-CO" } })).text();
  expect(byLink).toContain("Official social media accounts");
});
