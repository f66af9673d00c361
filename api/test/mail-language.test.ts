// E-mails in their recipient's language (issue 31): the person's `locale`, else the institution's
// STEWARD_DEFAULT_LOCALE, decided when the mail is queued. Welcome and reset e-mails, one fan-out
// reaching people of two languages (each gets their own), and a digest, all delivered over SMTP to
// the loopback sink by the server's own jobs on the test clock.
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport, type MailTransport } from "../src/mail/transports.ts";
import type { Scheduler } from "../src/jobs/scheduler.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { decodedSubject, decodedText } from "../../tests/support/mail-decode.ts";
import { users } from "../src/db/schema.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { advanceTo, buildNotificationWorld, schedulerWithMail, settle, type NotificationWorld } from "./notification-fixtures.ts";

// Event names come from the shared vocabulary (its Spanish is another namespace's): read, not retyped.
const eventsIn = (locale: string) => JSON.parse(readFileSync(new URL(`../../shared/i18n/messages/${locale}/events.json`, import.meta.url), "utf8")) as Record<string, string>;

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

let h: Harness;
let w: NotificationWorld;
let mail: MailTransport;
let scheduler: Scheduler;
async function world(env: Record<string, string> = {}) {
  sink.received.length = 0;
  h = await createHarness({ STEWARD_PUBLIC_URL: "https://steward.uni.edu", ...env });
  w = await buildNotificationWorld(h);
  mail = createSmtpTransport(sink.url);
  scheduler = schedulerWithMail(h, mail);
}
afterEach(() => {
  mail.close();
  h.close();
});

// The profile route that sets it is another change of issue 31; the row is what the mail reads.
const setLocale = (userId: number, locale: string | null) => h.database.direct.update(users).set({ locale }).where(eq(users.id, userId));
const to = (address: string): ReceivedMail[] => sink.received.filter((m) => m.to.includes(address));
const read = (m: ReceivedMail) => ({ subject: decodedSubject(m.raw), text: decodedText(m.raw) });

const policyText = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Sea amable." }] }] };

describe("e-mails in the recipient's language", () => {
  it("one fan-out writes each person's e-mail in theirs: Spanish for Pat, English for the others", async () => {
    await world();
    await setLocale(w.users.pat, "es-CO");
    await setLocale(w.users.una, "en");
    expect((await call(h, "POST", "/api/policies", { token: w.tokens.root, body: { text: policyText } })).status).toBe(201);
    await settle(h, scheduler);

    const pat = to("pat@uni.edu").map(read);
    expect(pat).toHaveLength(1);
    expect(pat[0]!.subject).toBe(`Steward: ${eventsIn("es-CO")["policy.published"]}`);
    expect(pat[0]!.text).toContain("Hola, Pat Primary:");
    expect(pat[0]!.text).toContain("Se publicó la versión 1 de la política de redes sociales. Léala y acéptela la próxima vez que inicie sesión.");
    expect(pat[0]!.text).toContain("Ábralo aquí: https://steward.uni.edu/dashboard/policies");
    expect(pat[0]!.text).toMatch(/Dejar de recibir correos sobre «.+» \(un clic\): https:\/\/steward\.uni\.edu\/api\/notifications\/unsubscribe\?token=/);
    expect(pat[0]!.text).toContain("Elija qué correos recibe: https://steward.uni.edu/dashboard/notifications");
    expect(pat[0]!.text).not.toContain("Hello");

    for (const address of ["una@uni.edu", "max@uni.edu", "fay@uni.edu"]) {
      const [english, ...more] = to(address).map(read);
      expect(more, address).toEqual([]);
      expect(english!.subject).toBe(`Steward: ${eventsIn("en")["policy.published"]}`);
      expect(english!.text).toContain("Version 1 of the social media policy was published. Read and accept it at your next sign-in.");
      expect(english!.text).toContain("Choose what you receive: https://steward.uni.edu/dashboard/notifications");
      expect(english!.text).not.toContain("Hola");
    }
  });

  it("the institution's language is everyone's who chose none; a person's own choice wins", async () => {
    await world({ STEWARD_DEFAULT_LOCALE: "es-CO" });
    await setLocale(w.users.max, "en");
    const flag = await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "compromised", severity: "critical", description: "Contraseña filtrada" } });
    expect(flag.status).toBe(201);
    await settle(h, scheduler);
    const [pat] = to("pat@uni.edu").map(read);
    expect(pat!.text).toContain("Se generó una alerta de riesgo crítica (cuenta comprometida) sobre Physics on X: Contraseña filtrada");
    const [max] = to("max@uni.edu").map(read);
    expect(max!.text).toContain("A critical risk flag (compromised) was raised on Physics on X: Contraseña filtrada");
  });

  it("welcome and reset e-mails in Spanish for a Spanish reader, in English for an English one", async () => {
    await world();
    await setLocale(w.users.fay, "es-CO");
    for (const user of [w.users.fay, w.users.max]) expect((await call(h, "POST", "/api/welcome-emails", { token: w.tokens.root, body: { user } })).status).toBeLessThan(300);
    for (const email of ["fay@uni.edu", "max@uni.edu"]) await call(h, "POST", "/api/users/forgot-password", { body: { email } });
    await h.services.passwords.settled();
    await settle(h, scheduler);

    const fay = to("fay@uni.edu").map(read);
    const welcomeEs = fay.find((m) => m.subject === "Le damos la bienvenida a Steward");
    expect(welcomeEs?.text).toContain("Hola, Fay Manager:\n\nSe creó una cuenta de usuario para usted en Steward. Defina su contraseña aquí (el enlace sirve una sola vez y vence en 7 días):");
    const resetEs = fay.find((m) => m.subject === "Restablezca su contraseña de Steward");
    expect(resetEs?.text).toContain("Si no fue usted, ignore este correo.");
    expect(resetEs?.text).toMatch(/https:\/\/steward\.uni\.edu\/reset-password\?token=[\w-]+/);

    const max = to("max@uni.edu").map(read);
    expect(max.map((m) => m.subject).sort()).toEqual(["Reset your Steward password", "Welcome to Steward"]);
    expect(max.find((m) => m.subject === "Welcome to Steward")?.text).toContain("Hello Max Backup,\n\nAn account was created for you in Steward.");
    expect(max.find((m) => m.subject === "Reset your Steward password")?.text).toContain("If it was not you, ignore this e-mail.");
  });

  it("a digest in the reader's language, its dates as they write them", async () => {
    await world();
    await setLocale(w.users.pat, "es-CO");
    await call(h, "PUT", "/api/users/me/notifications", { token: w.tokens.pat, body: { preferences: { "flag.raised": "daily" } } });
    await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "other", severity: "low", description: "Primer hallazgo" } });
    await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "policy_violation", severity: "high", description: "Segundo hallazgo" } });
    await settle(h, scheduler);
    expect(to("pat@uni.edu")).toEqual([]);
    await advanceTo(h, "2026-03-16T07:00:00.000Z", scheduler);
    await settle(h, scheduler);
    const [digest, ...more] = to("pat@uni.edu").map(read);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("Steward: su resumen diario (2 novedades)");
    expect(digest!.text).toContain("Lo que ocurrió desde su último resumen diario:");
    expect(digest!.text).toContain(`${eventsIn("es-CO")["flag.raised"]} (2)`);
    expect(digest!.text).toMatch(/- 15\/03\/2026, .+ Se generó una alerta de riesgo baja \(otra\) sobre Physics on X: Primer hallazgo/);
    expect(digest!.text).toContain("Se generó una alerta de riesgo alta (incumplimiento de la política) sobre Physics on X: Segundo hallazgo");
    expect(digest!.text).toMatch(/Abrir: https:\/\/steward\.uni\.edu\/dashboard\/flags/);
    expect(digest!.text).toContain("Elija qué correos recibe:");
  });

  it("the unsubscribe page a Spanish e-mail links to speaks Spanish; a bad link speaks the browser's language", async () => {
    await world();
    await setLocale(w.users.pat, "es-CO");
    await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "other", severity: "low", description: "Hallazgo" } });
    await settle(h, scheduler);
    const [mailEs] = to("pat@uni.edu").map(read);
    const link = /(https:\/\/steward\.uni\.edu\/api\/notifications\/unsubscribe\?token=\S+)/.exec(mailEs!.text)![1]!.replace("https://steward.uni.edu", "http://localhost");
    const label = eventsIn("es-CO")["flag.raised"]!;
    const confirm = await (await h.app.request(link)).text();
    expect(confirm).toContain('<html lang="es-CO">');
    expect(confirm).toContain(`¿Dejar de recibir correos sobre <strong>${label}</strong>?`);
    expect(confirm).toContain(">Cancelar la suscripción</button>");
    const done = await h.app.request(link, { method: "POST", headers: { origin: "https://steward.uni.edu", "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(await done.text()).toContain(`Ya no recibirá correos sobre <strong>${label}</strong>.`);
    const bad = await h.app.request("http://localhost/api/notifications/unsubscribe?token=nope", { headers: { "accept-language": "es-CO,es;q=0.9" } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Este enlace no es válido");
    const badEn = await h.app.request("http://localhost/api/notifications/unsubscribe?token=nope");
    expect(await badEn.text()).toContain("This link is not valid");
  });
});
