// The compromised-account playbook on the real Deno server (issue 34): who may report an account
// compromised and handle its incident; the lock on the account; the account leaving the public
// directory and the verify API's "verified" answer at once and coming back when the incident
// closes; an audit entry per step; one open incident per account; the account's people told by
// e-mail (loopback SMTP) in their language; a refusal said in Spanish.
import { afterAll, beforeAll, expect, it } from "vitest";
import { query, verifyAuditChain } from "../support/database-checks.ts";
import { decodedSubject, decodedText } from "../support/mail-decode.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let sink: SmtpSink;
let server: RunningServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ env: { MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, STEWARD_MAIL_POLL_MS: "200", STEWARD_EVENTS_POLL_MS: "200", MAIL_FROM: "steward@uni.edu" } });
});
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const PASSWORD = "a long enough password";
const api = (method: string, path: string, token?: string, body?: unknown) => http(server.url, method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
const signIn = async (email: string) => (await api("POST", "/api/users/login", undefined, { email, password: PASSWORD })).body.token as string;
const ok = (res: { status: number; body: unknown }, status = 200) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as Record<string, any>;
};

it("reports an account compromised, locks it, takes it off verified answers, and brings it back when closed", async () => {
  ok(await api("POST", "/api/create-first-user", undefined, { name: "Ada Root", email: "ada@uni.edu", password: PASSWORD }), 201);
  const root = await signIn("ada@uni.edu");
  const physics = ok(await api("POST", "/api/organization", root, { name: "Physics", admin: 1 }), 201).doc.id as number;
  const arts = ok(await api("POST", "/api/organization", root, { name: "Arts", admin: 1 }), 201).doc.id as number;
  const person = async (name: string, role: string, unit: number) => {
    const email = `${name.toLowerCase()}@uni.edu`;
    const id = ok(await api("POST", "/api/users", root, { name: `${name} Person`, email, role, password: PASSWORD, organizations: [unit] }), 201).doc.id as number;
    return { id, token: await signIn(email) };
  };
  const una = await person("Una", "unit_admin", physics); // the unit admin over the account
  const pat = await person("Pat", "social_media_manager", physics); // its primary administrator
  const sam = await person("Sam", "social_media_manager", physics); // same unit, not the account's
  const art = await person("Art", "unit_admin", arts); // another unit's admin
  ok(await api("PATCH", "/api/users/me", pat.token, { locale: "es-CO" }));
  const account = ok(
    await api("POST", "/api/social-medias", root, {
      name: "Physics on X", profileUrl: "https://x.com/uniphysics", platform: "twitter", creationDate: "2026-03-15",
      organization: physics, primaryAdmin: pat.id, adminContactEmails: ["physics@uni.edu"], thirdPartyManagement: "no", socialMediaManagers: [pat.id],
    }),
    201,
  ).doc.id as number;
  ok(await api("PUT", `/api/social-medias/${account}/public-listing`, root, { publicListing: true }));
  // Attested this year (written straight in the file, as a campaign would): the verify API vouches for it.
  await query(server.databaseUrl, "INSERT INTO account_attestations (social_media_id, last_attested_at) VALUES (?, ?)", [account, new Date().toISOString()]);
  const verify = async () => ok(await api("GET", "/public/v1/verify?url=https://x.com/uniphysics"));
  const listed = async () => (ok(await api("GET", "/public/v1/accounts")).docs as { id: number }[]).map((d) => d.id);
  expect(await verify()).toMatchObject({ verified: true, account: { id: account } });
  expect(await listed()).toEqual([account]);

  // Nobody else than its people, its unit admins and the super admins may report it.
  const report = { socialMediaId: account, summary: "Password phished; strange posts at 3 am" };
  expect((await api("POST", "/api/incidents", sam.token, report)).status).toBe(403);
  expect((await api("POST", "/api/incidents", art.token, report)).status).toBe(400); // out of scope reads as missing
  // A refusal in the reader's language (Pat reads Spanish).
  const spanish = await api("POST", "/api/incidents", pat.token, { socialMediaId: account, summary: " " });
  expect(spanish.status).toBe(400);
  expect(spanish.body.errors).toEqual([{ path: "summary", message: "Diga en pocas palabras qué le pasó a la cuenta" }]);

  const opened = ok(await api("POST", "/api/incidents", pat.token, report), 201).doc;
  expect(opened).toMatchObject({ state: "open", socialMedia: { id: account }, openedBy: { id: pat.id }, mayHandle: true, stepsTotal: 9, stepsDone: 1 });
  expect(opened.steps[0]).toMatchObject({ automatic: true, doneBy: { id: pat.id } });
  // At once: not verified (still named, with the reason), out of the directory's list.
  expect(await verify()).toMatchObject({ verified: false, reason: "compromised", account: { id: account } });
  expect(await listed()).toEqual([]);
  // The risk flag, through the flags machinery.
  const flag = ok(await api("GET", `/api/flags/${opened.flagId}`, una.token)).doc;
  expect(flag).toMatchObject({ category: "compromised", severity: "critical", status: "open" });
  // One open incident per account.
  const twice = await api("POST", "/api/incidents", una.token, report);
  expect(twice.status).toBe(409);
  expect(twice.body).toMatchObject({ message: "INCIDENT_ALREADY_OPEN", incident: opened.id });
  // Locked: edits, status changes and the public switch are refused while it is open.
  const edit = await api("PATCH", `/api/social-medias/${account}`, root, { notes: "changed" });
  expect(edit.status).toBe(409);
  expect(edit.body).toMatchObject({ message: "ACCOUNT_LOCKED", incident: opened.id });
  expect((await api("PATCH", `/api/social-medias/status/${account}`, root, { status: "inactive", deactivationReason: "Compromised, closing it" })).body.message).toBe("ACCOUNT_LOCKED");
  expect((await api("PUT", `/api/social-medias/${account}/public-listing`, root, { publicListing: false })).body.message).toBe("ACCOUNT_LOCKED");

  // Its people are told: the unit admin over it, in English; not Pat, who reported it, nor people beyond it.
  const mails = await sink.waitFor(1);
  const to = new Map(mails.map((m) => [m.to[0], m.raw]));
  expect([...to.keys()]).toEqual(["una@uni.edu"]);
  expect(decodedText(to.get("una@uni.edu")!)).toContain("Physics on X was reported compromised");
  expect(decodedSubject(to.get("una@uni.edu")!)).toContain("Account reported compromised");

  // The steps: others may not touch them; each change is its own audit entry and timeline line.
  const step = (n: number) => opened.steps[n].id as number;
  // Sam reads it (in his scope) but may not handle it; Art does not see it at all.
  expect(ok(await api("GET", `/api/incidents/${opened.id}`, sam.token)).doc.mayHandle).toBe(false);
  expect((await api("GET", `/api/incidents/${opened.id}`, art.token)).status).toBe(404);
  expect((await api("PATCH", `/api/incidents/${opened.id}/steps/${step(1)}`, sam.token, { done: true })).status).toBe(403);
  ok(await api("PATCH", `/api/incidents/${opened.id}/steps/${step(1)}`, una.token, { assigneeId: pat.id }));
  // Pat is told the step is now his, in Spanish, with the step's Spanish title and the incident's page.
  const given = (await sink.waitFor(2)).find((m) => m.to[0] === "pat@uni.edu");
  expect(decodedText(given!.raw)).toContain(`Se le asignó el paso «${opened.steps[1].title["es-CO"]}» del incidente de Physics on X`);
  expect(decodedText(given!.raw)).toContain(`/dashboard/incidents/${opened.id}`);
  const ticked = ok(await api("PATCH", `/api/incidents/${opened.id}/steps/${step(1)}`, pat.token, { done: true, note: "Rotated, 2FA on" })).doc;
  expect(ticked.steps[1]).toMatchObject({ assignee: { id: pat.id }, doneBy: { id: pat.id }, note: "Rotated, 2FA on" });
  expect(ticked.steps[1].doneAt).not.toBeNull();
  const undone = ok(await api("PATCH", `/api/incidents/${opened.id}/steps/${step(1)}`, una.token, { done: false })).doc;
  expect(undone.steps[1]).toMatchObject({ doneAt: null, doneBy: null });
  expect(undone.timeline.map((e: { kind: string }) => e.kind)).toEqual(["opened", "step_assigned", "step_done", "step_undone"]);
  const entries = await query(server.databaseUrl, "SELECT action, user_id FROM audit_logs WHERE entity = 'incidents' AND document_id = ? ORDER BY id", [opened.id]);
  expect(entries.map((e) => [e["action"], Number(e["user_id"])])).toEqual([["create", pat.id], ["update", una.id], ["update", pat.id], ["update", una.id]]);
  expect((await api("PATCH", `/api/incidents/${opened.id}/steps/${step(2)}`, una.token, { assigneeId: 99999 })).status).toBe(400);

  // Closing: required steps left need a reason; then the account is unlocked, its flag resolved, verified again at once.
  const early = await api("POST", `/api/incidents/${opened.id}/close`, una.token, { note: "Back under control" });
  expect(early.status).toBe(400);
  expect(early.body.errors[0].path).toBe("reason");
  expect((await api("POST", `/api/incidents/${opened.id}/close`, sam.token, { note: "x", reason: "y" })).status).toBe(403);
  expect(await verify()).toMatchObject({ verified: false, reason: "compromised" });
  const closed = ok(await api("POST", `/api/incidents/${opened.id}/close`, una.token, { note: "Back under control", reason: "The platform restored it; the rest is routine" })).doc;
  expect(closed).toMatchObject({ state: "closed", closedBy: { id: una.id }, closeReason: "The platform restored it; the rest is routine" });
  expect(await verify()).toMatchObject({ verified: true, account: { id: account } });
  expect((await verify()).reason).toBeUndefined();
  expect(await listed()).toEqual([account]);
  expect(ok(await api("GET", `/api/flags/${opened.flagId}`, una.token)).doc).toMatchObject({ status: "resolved", resolutionNote: "Back under control" });
  ok(await api("PATCH", `/api/social-medias/${account}`, root, { notes: "changed after the incident" }));
  expect((await api("PATCH", `/api/incidents/${opened.id}/steps/${step(2)}`, una.token, { done: true })).body.message).toBe("INCIDENT_CLOSED");

  // Pat is told it closed, in Spanish.
  const all = await sink.waitFor(3);
  const patMail = all.find((m) => m.to[0] === "pat@uni.edu" && decodedText(m.raw).includes("Se cerró"));
  expect(patMail).toBeDefined();
  expect(decodedText(patMail!.raw)).toContain("Se cerró el incidente de Physics on X");

  // The lists: scoped as the accounts are, filtered by state and unit.
  expect(ok(await api("GET", "/api/incidents?state=closed", una.token)).totalDocs).toBe(1);
  expect(ok(await api("GET", "/api/incidents?state=open", una.token)).totalDocs).toBe(0);
  expect(ok(await api("GET", `/api/incidents?unitId=${arts}`, root)).totalDocs).toBe(0);
  expect(ok(await api("GET", "/api/incidents", art.token)).totalDocs).toBe(0);
  expect((await verifyAuditChain(server.databaseUrl)).problem).toBeNull();
});

it("lets only super admins edit the playbook; new incidents copy it", async () => {
  const root = await signIn("ada@uni.edu");
  const una = await signIn("una@uni.edu");
  const defaults = ok(await api("GET", "/api/incidents/playbook", una)).doc;
  expect(defaults.updatedAt).toBeNull();
  expect(defaults.steps).toHaveLength(9);
  const steps = [{ title: { en: "Lock it", "es-CO": "" }, required: true, automatic: true }, { title: { en: "", "es-CO": "Llamar a la plataforma" } }];
  expect((await api("PUT", "/api/incidents/playbook", una, { steps })).status).toBe(403);
  expect((await api("PUT", "/api/incidents/playbook", root, { steps: [{ title: { en: " " } }] })).status).toBe(400);
  const saved = ok(await api("PUT", "/api/incidents/playbook", root, { steps })).doc;
  expect(saved.steps).toEqual([
    { title: { en: "Lock it", "es-CO": "" }, required: true, automatic: true },
    { title: { en: "", "es-CO": "Llamar a la plataforma" }, required: true, automatic: false },
  ]);
  const physics = Number((await query(server.databaseUrl, "SELECT id FROM units WHERE name = 'Physics'"))[0]!["id"]);
  const account = ok(
    await api("POST", "/api/social-medias", root, {
      name: "Physics Blog", profileUrl: "https://x.com/physicsblog", platform: "twitter", creationDate: "2026-03-15",
      organization: physics, primaryAdmin: 1, adminContactEmails: ["physics@uni.edu"], thirdPartyManagement: "no", socialMediaManagers: [1],
    }),
    201,
  ).doc.id as number;
  const opened = ok(await api("POST", "/api/incidents", root, { socialMediaId: account, summary: "Again" }), 201).doc;
  expect(opened.steps.map((s: { title: { en: string } }) => s.title.en)).toEqual(["Lock it", ""]);
  expect(ok(await api("GET", "/api/audit-logs?entity=incident-playbook", root)).totalDocs).toBe(1);
});
