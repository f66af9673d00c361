// Issue 33, the API's side of daily work: "My accounts" (`mine=true`) scoped for each role, the
// "needs attention first" order, and rejecting a pending account: who may, the reason it needs, its
// audit entry, and the e-mail its requester gets (at the loopback SMTP sink, in their language).
// One institution for the whole file (notification-fixtures.ts), changed in the order below.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../src/db/schema.ts";
import { accountAttestations } from "../src/db/tables/attestations.ts";
import { createSmtpTransport, type MailTransport } from "../src/mail/transports.ts";
import type { Scheduler } from "../src/jobs/scheduler.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { signIn } from "./fixtures.ts";
import { buildNotificationWorld, mailText, schedulerWithMail, settle, subjectOf, type NotificationWorld } from "./notification-fixtures.ts";

let sink: SmtpSink;
let h: Harness;
let w: NotificationWorld;
let mail: MailTransport;
let scheduler: Scheduler;
let tokens: Record<"fay" | "art", string>;
const ids: Record<string, number> = {};

const account = (name: string, unit: number, primaryAdmin: number, managers: number[]) => ({
  name,
  profileUrl: `https://instagram.com/${name.toLowerCase().replaceAll(" ", "")}`,
  platform: "instagram",
  creationDate: "2026-03-15",
  organization: unit,
  primaryAdmin,
  adminContactEmails: ["social@uni.edu"],
  thirdPartyManagement: "no",
  socialMediaManagers: managers,
});

beforeAll(async () => {
  sink = await startSmtpSink();
  h = await createHarness({ STEWARD_PUBLIC_URL: "https://steward.uni.edu" });
  w = await buildNotificationWorld(h);
  mail = createSmtpTransport(sink.url);
  scheduler = schedulerWithMail(h, mail);
  tokens = { fay: await signIn(h, "fay@uni.edu"), art: await signIn(h, "art@uni.edu") };
  ids["x"] = w.account; // Physics on X: primary Pat, backup Max, manager Fay; active, unattested.
  // Physics Blog: the super admin's own account there, nobody else's.
  ids["blog"] = (await call(h, "POST", "/api/social-medias", { token: w.tokens.root, body: account("Physics Blog", w.units.dept, w.users.root, [w.users.root]) })).body.doc.id;
  // Arts on Instagram: Art's unit, Fay manages it but cannot see that unit.
  ids["arts"] = (await call(h, "POST", "/api/social-medias", { token: w.tokens.root, body: account("Arts Gram", w.units.arts, w.users.root, [w.users.fay]) })).body.doc.id;
  // Physics Lab: requested by Una, pending approval.
  const pending = await call(h, "POST", "/api/social-medias", { token: w.tokens.una, body: account("Physics Lab", w.units.dept, w.users.pat, [w.users.fay]) });
  expect(pending.body.doc.status).toBe("pending_approval");
  ids["lab"] = pending.body.doc.id;
});
afterAll(async () => {
  mail?.close();
  h?.close();
  await sink?.close();
});

const names = async (token: string, query: string) => {
  const res = await call(h, "GET", `/api/social-medias?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.docs.map((d: { name: string }) => d.name);
};

describe("my accounts (mine=true)", () => {
  it("keeps each role's own accounts, never beyond the list's scope", async () => {
    // A manager: the accounts they administer (primary or backup) or manage, in their scope.
    expect(await names(w.tokens.pat, "limit=100")).toEqual(["Physics Blog", "Physics Lab", "Physics on X"]);
    expect(await names(w.tokens.pat, "mine=true")).toEqual(["Physics Lab", "Physics on X"]);
    expect(await names(w.tokens.max, "mine=true")).toEqual(["Physics on X"]);
    // Fay manages Arts Gram too, but Arts is not in her scope: it stays out.
    expect(await names(tokens.fay, "mine=true")).toEqual(["Physics Lab", "Physics on X"]);
    expect(await names(w.tokens.pat, "mine=false")).toEqual(["Physics Blog", "Physics Lab", "Physics on X"]);
    // A unit admin: their units' accounts, which is their whole list.
    expect(await names(w.tokens.una, "mine=true")).toEqual(["Physics Blog", "Physics Lab", "Physics on X"]);
    expect(await names(tokens.art, "mine=true")).toEqual(["Arts Gram"]);
    // A super admin: the accounts they administer or manage.
    expect(await names(w.tokens.root, "mine=true")).toEqual(["Arts Gram", "Physics Blog"]);
    // Combined with the other filters and paging; counted as listed.
    const res = await call(h, "GET", "/api/social-medias?mine=true&status=active&limit=1", { token: w.tokens.pat });
    expect(res.body).toMatchObject({ totalDocs: 1, docs: [{ name: "Physics on X" }] });
    const bad = await call(h, "GET", "/api/social-medias?mine=yes", { token: w.tokens.pat });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "mine", message: "mine must be true or false" }]);
  });

  it("puts what needs a unit admin first: pending, flagged, dormant, unattested, then the rest", async () => {
    const create = async (name: string) => (await call(h, "POST", "/api/social-medias", { token: w.tokens.root, body: account(name, w.units.dept, w.users.pat, [w.users.fay]) })).body.doc.id as number;
    const news = await create("Physics News");
    await create("Physics Radio");
    // Attested within the year: nothing needs doing about it.
    await h.database.direct.insert(accountAttestations).values({ socialMediaId: news, lastAttestedAt: h.clock.now.toISOString() });
    const flag = (socialMedia: number, category: string) => call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia, category, severity: "low", description: "Seen in review" } });
    expect((await flag(ids["x"]!, "compromised")).status).toBe(201);
    expect((await flag(ids["blog"]!, "dormant_account")).status).toBe(201);
    const needFirst = ["Physics Lab", "Physics on X", "Physics Blog", "Physics Radio", "Physics News"];
    expect(await names(w.tokens.una, "mine=true&sort=attention")).toEqual(needFirst);
    expect(await names(w.tokens.una, "sort=-attention")).toEqual(["Physics News", "Physics Radio", "Physics Blog", "Physics on X", "Physics Lab"]);
    // By name, the same accounts in the usual order.
    expect(await names(w.tokens.una, "mine=true")).toEqual([...needFirst].sort());
  });
});

describe("rejecting a pending account", () => {
  it("is for whoever may approve it, with a reason; audited; the requester is told in their language", async () => {
    const path = `/api/social-medias/reject/${ids["lab"]}`;
    const reason = "The department already has a lab account";
    // Neither the unit admin who asked nor a manager may; a missing account reads as missing.
    expect((await call(h, "PATCH", path, { token: w.tokens.una, body: { reason } })).status).toBe(403);
    expect((await call(h, "PATCH", path, { token: w.tokens.pat, body: { reason } })).status).toBe(403);
    expect((await call(h, "PATCH", "/api/social-medias/reject/99999", { token: w.tokens.root, body: { reason } })).status).toBe(404);
    // The reason is required, in the reader's words.
    for (const body of [{}, { reason: "   " }]) {
      const res = await call(h, "PATCH", path, { token: w.tokens.root, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ name: "ValidationError", errors: [{ path: "reason", message: "A reason is required to reject an account." }] });
    }
    // Only a pending account: an active one is not rejected.
    const active = await call(h, "PATCH", `/api/social-medias/reject/${ids["x"]}`, { token: w.tokens.root, body: { reason } });
    expect(active.status).toBe(409);
    expect(active.body.message).toBe("INVALID_TRANSITION");

    // Una reads Spanish: her e-mail says it in Spanish.
    await h.database.direct.update(users).set({ locale: "es-CO" }).where(eq(users.id, w.users.una));
    await settle(h, scheduler); // the earlier changes' e-mails, out of the way
    sink.received.length = 0;
    const res = await call(h, "PATCH", path, { token: w.tokens.root, body: { reason: `  ${reason}  ` } });
    expect(res.status).toBe(200);
    expect(res.body.doc).toMatchObject({ id: ids["lab"], status: "inactive", deactivationReason: reason });
    expect((await call(h, "PATCH", path, { token: w.tokens.root, body: { reason } })).status).toBe(409);

    const audit = await call(h, "GET", `/api/audit-logs?entity=social-medias&documentId=${ids["lab"]}`, { token: w.tokens.root });
    expect(audit.body.docs[0]).toMatchObject({ action: "rejection", user: { id: w.users.root }, prev: { status: "pending_approval" }, current: { status: "inactive", deactivationReason: reason } });

    await settle(h, scheduler);
    const toUna = sink.received.filter((m) => m.to.includes("una@uni.edu"));
    expect(toUna.map((m) => subjectOf(m.raw))).toEqual(["Steward: Solicitud de cuenta rechazada"]);
    expect(mailText(toUna[0]!.raw)).toContain(`Su solicitud de la cuenta Physics Lab (instagram) fue rechazada: ${reason}`);
    // Nobody else is told of it by e-mail at once.
    expect(sink.received.filter((m) => subjectOf(m.raw).includes("rechazada") || subjectOf(m.raw).includes("rejected")).flatMap((m) => m.to)).toEqual(["una@uni.edu"]);

    // The refusal's sentence in Spanish for a Spanish reader.
    await h.database.direct.update(users).set({ locale: "es-CO" }).where(eq(users.id, w.users.root));
    const spanish = await call(h, "PATCH", `/api/social-medias/reject/${ids["x"]}`, { token: w.tokens.root, body: {} });
    expect(spanish.body.errors).toEqual([{ path: "reason", message: "Debe indicar un motivo para rechazar una cuenta." }]);
  });
});
