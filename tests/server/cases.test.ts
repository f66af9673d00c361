// Public reports and cases (issue 34), from the form to the outcome, with e-mails arriving at a real
// SMTP relay on loopback. A removal request's 48-hour clock can only be moved by an injected clock,
// so, as in campaign-cycle.test.ts, the server's app and every one of its jobs (the clock sweep, the
// fan-out into inboxes and e-mails, mail delivery, housekeeping) run in-process on that clock, over
// a real libSQL file. What it proves: intake and its limits (hostile input stored as text and never
// echoed, 413, 400 in the request's language, 429 per sender and per address), the confirmation
// e-mail and link, routing (inbox and e-mail, each in its reader's language), the reminder, the
// escalation and the breach (each once), the scope (404 outside it), the states and the outcome
// e-mail, the evidence equal to the audit log, and the retention of the sender's contact.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "../../api/test/harness.ts";
import { grant, insertUnit, insertUser, signIn } from "../../api/test/fixtures.ts";
import { accountBody, buildAccountWorld, createAccount, type AccountWorld } from "../../api/test/social-medias-fixtures.ts";
import { socialMedias, users } from "../../api/src/db/schema.ts";
import { createScheduler, type Scheduler } from "../../api/src/jobs/scheduler.ts";
import { serverJobs } from "../../api/src/jobs/server-jobs.ts";
import { createLogger } from "../../api/src/logger.ts";
import { createMailTransport } from "../../api/src/mail/transports.ts";
import { decodedSubject, decodedText } from "../support/mail-decode.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const PER_ADDRESS = 14;
const PER_EMAIL = 3;
const HOUR = 3_600_000;
const SCRIPT = "<script>alert(1)</script>";

let sink: SmtpSink;
let h: Harness;
let w: AccountWorld;
let scheduler: Scheduler;
let account: number;
let uma: number;
let sent = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  h = await createHarness({
    MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, MAIL_FROM: "steward@uni.edu", STEWARD_PUBLIC_URL: "https://steward.uni.edu",
    STEWARD_REPORT_RATE_LIMIT: String(PER_ADDRESS), STEWARD_REPORT_EMAIL_RATE_LIMIT: String(PER_EMAIL), STEWARD_CASE_CONTACT_RETENTION_DAYS: "30",
  });
  w = await buildAccountWorld(h);
  // The University's unit admin: the Faculty's removal requests escalate to her.
  uma = (await insertUser(h, "uma@uni.edu", "unit_admin", "Uma University")).id;
  await grant(h, uma, w.ids.root);
  await insertUnit(h, "Chemistry", w.ids.faculty);
  account = await createAccount(h, w.tokens.superAdmin, accountBody(w));
  await h.database.direct.update(socialMedias).set({ status: "active" }).where(eq(socialMedias.id, account));
  expect((await call(h, "PUT", `/api/social-medias/${account}/public-listing`, { token: w.tokens.unitAdmin, body: { publicListing: true } })).status).toBe(200);
  // The account's manager reads Spanish.
  await h.database.direct.update(users).set({ locale: "es-CO" }).where(eq(users.id, w.users.facultyStaff));
  scheduler = createScheduler({
    database: h.database,
    jobs: serverJobs({ database: h.database, settings: h.settings, services: h.services, mail: createMailTransport(h.settings, createLogger("silent")) }),
    now: () => h.clock.now,
    timeZone: h.settings.TZ,
  });
});
afterAll(async () => {
  h?.close();
  await sink?.close();
});

/** Signed in afresh: the clock moves days ahead, past any session.  */
const as = (email: string) => signIn(h, email);

/** Moves the clock to `at` and lets the jobs run as the server's ticks would, a few polls long. */
async function runAt(at: Date) {
  h.clock.now = new Date(at);
  for (let i = 0; i < 4; i++) {
    await scheduler.runDue();
    h.clock.now = new Date(h.clock.now.getTime() + 6_000);
  }
}

const report = (body: unknown, headers: Record<string, string> = {}) => {
  sent += 1;
  return call(h, "POST", "/public/v1/reports", { body, headers });
};

const removal = (overrides: Record<string, unknown> = {}) => ({
  kind: "removal", officialAccountUrl: "https://www.youtube.com/@uniscience", contentUrl: "https://www.youtube.com/watch?v=abc123", contentKind: "photo_of_person",
  statement: "=HYPERLINK(\"https://evil.example\") I am the person in this photo and did not consent.", reporter: { name: "Lucía Gómez", email: "lucia@example.co", phone: "+573001112233", locale: "es-CO" },
  signature: "Lucía Gómez", consent: true, ...overrides,
});

/** The mails that arrived since `from`, decoded. */
const arrived = (from: number) => sink.received.slice(from).map((m) => ({ to: m.to.join(","), subject: decodedSubject(m.raw), text: decodedText(m.raw) }));
const linkIn = (text: string) => /https:\/\/steward\.uni\.edu(\/public\/v1\/reports\/confirm\?token=[\w-]+)/.exec(text)![1]!;
const auditCount = async (action: string, id: number) => (await h.database.client.execute({ sql: "SELECT count(*) AS n FROM audit_logs WHERE entity = 'cases' AND document_id = ? AND action = ?", args: [id, action] })).rows[0]!["n"];

let removalCase: number;
let impostorCase: number;
let confirmedAt: number;

describe("a report from the public form to its outcome", () => {
  it("takes a removal request, an impostor report and a hostile one, answering only that a confirmation is awaited", async () => {
    const ok = await report(removal());
    expect(ok.status, JSON.stringify(ok.body)).toBe(202);
    expect(ok.body).toEqual({ status: "awaiting_confirmation" });
    const impostor = await report({ kind: "impostor", impostorUrl: "https://instagram.com/physics.fake", evidenceLinks: ["https://instagram.com/p/1"], claimedUnitName: "physics", description: "Uses our logo.", reporter: { name: "Ian", email: "ian@example.com" } });
    expect(impostor.status).toBe(202);
    // Script in every field: kept as text, nothing of it in the answer.
    const hostile = await report({ kind: "impostor", impostorUrl: `https://x.com/${encodeURIComponent(SCRIPT)}`, evidenceLinks: [`https://x.com/?q=${SCRIPT}`], claimedUnitName: SCRIPT, description: SCRIPT, reporter: { name: SCRIPT, email: "hostile@example.com", locale: "en" } });
    expect(hostile.status).toBe(202);
    expect(JSON.stringify(hostile.body)).not.toContain("script");
    const stored = (await h.database.client.execute("SELECT description, claimed_unit_name, reporter_name FROM cases WHERE reporter_email = 'hostile@example.com'")).rows[0]!;
    expect([stored["description"], stored["claimed_unit_name"], stored["reporter_name"]]).toEqual([SCRIPT, SCRIPT, SCRIPT]);
    const hostileRemoval = await report(removal({ statement: SCRIPT, signature: SCRIPT, reporter: { name: SCRIPT, email: "hostile2@example.com", phone: SCRIPT } }));
    expect([hostileRemoval.status, hostileRemoval.body]).toEqual([202, { status: "awaiting_confirmation" }]);
    const removalRow = (await h.database.client.execute("SELECT statement, signature, reporter_name, reporter_phone FROM cases WHERE reporter_email = 'hostile2@example.com'")).rows[0]!;
    expect(Object.values(removalRow)).toEqual([SCRIPT, SCRIPT, SCRIPT, SCRIPT]);
  });

  it("refuses hostile and oversized input with clear sentences in the request's language", async () => {
    const js = await report(removal({ contentUrl: "javascript:alert(1)" }), { "accept-language": "es-CO" });
    expect(js.status).toBe(400);
    expect(js.body.errors).toEqual([{ path: "contentUrl", message: "Escriba una dirección web completa que empiece por http:// o https://" }]);
    const links = await report({ kind: "impostor", impostorUrl: "https://x.com/a", evidenceLinks: Array.from({ length: 11 }, (_, i) => `https://x.com/${i}`), description: "d", reporter: { name: "A", email: "a@example.com" } });
    expect(links.body.errors).toEqual([{ path: "evidenceLinks", message: "Give at most 10 evidence links" }]);
    const unknown = await report(removal({ officialAccountUrl: "https://www.youtube.com/@notours" }));
    expect(unknown.body.errors).toEqual([{ path: "officialAccountUrl", message: "This account is not in the official accounts directory" }]);
    const huge = await report(removal({ statement: "x".repeat(40_000) }));
    expect(huge.status).toBe(413);
    const long = await report(removal({ statement: "x".repeat(4_001) }));
    expect(long.body.errors[0].path).toBe("statement");
  });

  it("limits reports per sender and per address (429 with Retry-After)", async () => {
    for (let i = 0; i < PER_EMAIL; i++) expect((await report(removal({ reporter: { name: "F", email: "flood@example.com" } }))).status).toBe(202);
    const perEmail = await report(removal({ reporter: { name: "F", email: "flood@example.com" } }));
    expect(perEmail.status).toBe(429);
    expect(perEmail.body).toEqual({ message: "TOO_MANY_REQUESTS" });
    while (sent < PER_ADDRESS) expect((await report({ kind: "nope" })).status).toBe(400);
    const perAddress = await report(removal({ reporter: { name: "N", email: "new@example.com" } }));
    expect(perAddress.status).toBe(429);
    expect(Number(perAddress.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("e-mails the confirmation link in the sender's language; the link makes a case once, on an escaped page", async () => {
    await runAt(h.clock.now);
    const mails = arrived(0);
    const lucia = mails.find((m) => m.to === "lucia@example.co")!;
    expect(lucia.subject).toBe("Confirme su solicitud de retiro");
    expect(lucia.text).not.toContain("HYPERLINK");
    // Opening the link (as a mail scanner would) only shows the button; the button confirms.
    const page = await call(h, "GET", linkIn(lucia.text));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.body).toContain("Confirme su reporte");
    expect(page.body).toContain(`<form method="post" action="${linkIn(lucia.text)}">`);
    expect((await call(h, "GET", "/api/cases", { token: await as("root@uni.edu") })).body.totalDocs).toBe(0);
    const confirmed = await call(h, "POST", linkIn(lucia.text), { headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect([confirmed.status, confirmed.headers.get("content-security-policy")?.includes("default-src 'none'")]).toEqual([200, true]);
    expect(confirmed.body).toContain("Reporte confirmado");
    expect((await call(h, "POST", linkIn(lucia.text))).body).toContain("Ya estaba confirmado");
    expect((await call(h, "GET", linkIn(lucia.text))).body).toContain("Ya estaba confirmado");
    expect((await call(h, "GET", "/public/v1/reports/confirm?token=not-a-real-token-at-all")).status).toBe(404);
    expect((await call(h, "POST", "/public/v1/reports/confirm?token=not-a-real-token-at-all")).status).toBe(404);
    const hostilePage = await call(h, "POST", linkIn(mails.find((m) => m.to === "hostile@example.com")!.text));
    expect(hostilePage.body).not.toContain("<script");
    expect((await call(h, "POST", linkIn(mails.find((m) => m.to === "ian@example.com")!.text))).status).toBe(200);
    confirmedAt = h.clock.now.getTime();
    const list = await call(h, "GET", "/api/cases?sort=createdAt", { token: await as("root@uni.edu") });
    expect(list.body.docs.map((d: { kind: string; state: string }) => [d.kind, d.state])).toEqual([["removal", "confirmed"], ["impostor", "confirmed"], ["impostor", "confirmed"]]);
    removalCase = list.body.docs[0].id;
    impostorCase = list.body.docs[1].id;
  });

  it("routes each case, and its owners hear of it in their inbox and by e-mail in their language", async () => {
    const detail = (await call(h, "GET", `/api/cases/${removalCase}`, { token: await as("ua@uni.edu") })).body.doc;
    expect(detail.owners.map((o: { id: number }) => o.id)).toEqual([w.users.unitAdmin, w.users.manager, w.users.facultyStaff, uma].sort((a, b) => a - b));
    expect(detail.reporter).toEqual({ name: "Lucía Gómez", email: "lucia@example.co", phone: "+573001112233", locale: "es-CO" });
    expect(detail.clock).toMatchObject({ status: "on_track", startedAt: detail.confirmedAt, dueAt: new Date(Date.parse(detail.confirmedAt) + 48 * HOUR).toISOString() });
    const impostor = (await call(h, "GET", `/api/cases/${impostorCase}`, { token: await as("root@uni.edu") })).body.doc;
    expect(impostor.unit.name).toBe("Physics");
    expect(impostor.clock).toBeNull();
    // The list's filters: search, kind, state, and a unit's subtree.
    const ids = async (query: string) => (await call(h, "GET", `/api/cases?${query}`, { token: await as("root@uni.edu") })).body.docs.map((d: { id: number }) => d.id);
    expect(await ids("search=physics.fake")).toEqual([impostorCase]);
    expect(await ids(`kind=removal&state=confirmed&unitId=${w.ids.faculty}`)).toEqual([removalCase]);
    expect(await ids(`unitId=${w.ids.sibling}`)).toEqual([]);
    const before = sink.received.length;
    await runAt(new Date(h.clock.now.getTime() + 60_000));
    await sink.waitFor(before + 5);
    const mails = arrived(before);
    expect(mails.find((m) => m.to === "staff@uni.edu" && m.text.includes(`caso ${removalCase}`))!.text).toContain("debe atenderse en un plazo de 48 horas");
    expect(mails.some((m) => m.to === "uma@uni.edu" && m.text.includes(`case ${removalCase}`))).toBe(true);
    const inbox = await call(h, "GET", "/api/inbox", { token: await as("staff@uni.edu") });
    expect(inbox.body.docs.find((d: { kind: string }) => d.kind === "case.created")).toMatchObject({ link: { page: "case", id: removalCase } });
  });

  it("keeps each case within its scope: another subtree's unit admin and another account's manager see nothing", async () => {
    expect((await call(h, "GET", `/api/cases/${removalCase}`, { token: await as("arts-ua@uni.edu") })).status).toBe(404);
    expect((await call(h, "PATCH", `/api/cases/${removalCase}/state`, { token: await as("arts-ua@uni.edu"), body: { state: "in_review" } })).status).toBe(404);
    expect((await call(h, "GET", "/api/cases", { token: await as("arts-staff@uni.edu") })).body.totalDocs).toBe(0);
    expect((await call(h, "GET", `/api/cases/${removalCase}/evidence`, { token: await as("arts-staff@uni.edu") })).status).toBe(404);
  });

  it("reminds at 24 hours, escalates at 36 to the unit above and the super admins, marks the breach at 48, each once", async () => {
    let before = sink.received.length;
    await runAt(new Date(confirmedAt + 24 * HOUR + 60_000));
    await runAt(new Date(confirmedAt + 24 * HOUR + 3 * 60_000));
    expect(await auditCount("case_clock_reminder", removalCase)).toBe(1);
    await sink.waitFor(before + 4);
    expect(arrived(before).some((m) => m.to === "smm@uni.edu" && m.text.includes("24 hours left"))).toBe(true);
    expect((await call(h, "GET", "/api/cases?sla=due_soon", { token: await as("ua@uni.edu") })).body.docs.map((d: { id: number }) => d.id)).toEqual([removalCase]);

    before = sink.received.length;
    await runAt(new Date(confirmedAt + 36 * HOUR + 60_000));
    expect(await auditCount("case_clock_escalation", removalCase)).toBe(1);
    await sink.waitFor(before + 2);
    const escalated = arrived(before).filter((m) => m.text.includes("escalated to you")).map((m) => m.to).sort();
    expect(escalated).toEqual(["root@uni.edu", "uma@uni.edu"]);

    await runAt(new Date(confirmedAt + 48 * HOUR + 60_000));
    await runAt(new Date(confirmedAt + 48 * HOUR + 5 * 60_000));
    expect(await auditCount("case_clock_breach", removalCase)).toBe(1);
    const clocks = await call(h, "GET", "/api/cases/clocks", { token: await as("smm@uni.edu") });
    expect(clocks.body.docs).toEqual([expect.objectContaining({ caseId: removalCase, clock: expect.objectContaining({ status: "breached" }) })]);
    expect((await call(h, "GET", "/api/cases?sla=breached", { token: await as("root@uni.edu") })).body.docs.map((d: { id: number }) => d.id)).toEqual([removalCase]);
  });

  it("moves a case on by its owners; the sender hears the outcome in their language; a closed case stays closed", async () => {
    expect((await call(h, "PATCH", `/api/cases/${removalCase}/state`, { token: await as("staff@uni.edu"), body: { state: "refused" } })).status).toBe(400);
    expect((await call(h, "PATCH", `/api/cases/${removalCase}/state`, { token: await as("staff@uni.edu"), body: { state: "in_review" } })).status).toBe(200);
    const before = sink.received.length;
    const done = await call(h, "PATCH", `/api/cases/${removalCase}/state`, { token: await as("staff@uni.edu"), body: { state: "reported_to_platform", platformTicket: "YT-4411" } });
    expect(done.status).toBe(200);
    expect(done.body.doc).toMatchObject({ state: "reported_to_platform", platformTicket: "YT-4411" });
    const closed = await call(h, "PATCH", `/api/cases/${removalCase}/state`, { token: await as("root@uni.edu"), body: { state: "removed" } });
    expect([closed.status, closed.body.message]).toEqual([409, "CASE_CLOSED"]);
    expect((await call(h, "PATCH", `/api/cases/${impostorCase}/state`, { token: await as("ua@uni.edu"), body: { state: "removed" } })).status).toBe(200);
    await runAt(new Date(h.clock.now.getTime() + 60_000));
    await sink.waitFor(before + 2);
    const outcome = arrived(before).find((m) => m.to === "lucia@example.co")!;
    expect(outcome.text).toContain("Su reporte se remitió a la plataforma");
    expect(outcome.text).toContain("YT-4411");
    expect(outcome.text).not.toContain("Fay Staff");
    expect(arrived(before).find((m) => m.to === "ian@example.com")!.text).toContain("The account you reported has been dealt with and taken down.");
  });

  it("exports the evidence: its audit entries are the audit log's own; the CSV makes formulas inert", async () => {
    const evidence = await call(h, "GET", `/api/cases/${removalCase}/evidence?format=json`, { token: await as("ua@uni.edu") });
    expect(evidence.status).toBe(200);
    const log = await call(h, "GET", `/api/audit-logs?entity=cases&documentId=${removalCase}&limit=100`, { token: await as("root@uni.edu") });
    expect(evidence.body.auditEntries).toEqual([...log.body.docs].reverse());
    expect(evidence.body.auditEntries.map((e: { action: string }) => e.action)).toEqual(["create", "case_clock_reminder", "case_clock_escalation", "case_clock_breach", "case_state_change", "case_state_change"]);
    expect(evidence.body.timeline.filter((t: { type: string }) => t.type === "email").map((t: { event: string }) => t.event)).toEqual(["confirm", "reported_to_platform"]);
    const csv = await call(h, "GET", `/api/cases/${removalCase}/evidence?format=csv`, { token: await as("ua@uni.edu") });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.body).toContain(`statement,"'=HYPERLINK(""https://evil.example"") I am`);
  });

  it("blanks the sender's contact once the case has been closed longer than the retention setting, and deletes unconfirmed reports", async () => {
    const day = new Date(h.clock.now.getTime() + 31 * 24 * HOUR);
    await runAt(new Date(`${day.toISOString().slice(0, 10)}T04:40:00.000Z`));
    const doc = (await call(h, "GET", `/api/cases/${removalCase}`, { token: await as("root@uni.edu") })).body.doc;
    expect([doc.reporter, doc.reporterRedacted]).toEqual([null, true]);
    expect(await auditCount("contact_redaction", removalCase)).toBe(1);
    const rows = (await h.database.client.execute("SELECT state, count(*) AS n FROM cases GROUP BY state ORDER BY state")).rows.map((r) => [r["state"], r["n"]]);
    expect(rows).toEqual([["confirmed", 1], ["removed", 1], ["reported_to_platform", 1]]);
  });
});

// The same public endpoints over real HTTP, on the real Deno server: mounted beside the directory's
// API with their own CORS and body cap, the confirmation mail sent over SMTP, the page served with
// its CSP, and the case in the super admins' list (no unit matched: theirs).
describe("the public form's endpoints on the real server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, STEWARD_MAIL_POLL_MS: "200", MAIL_FROM: "steward@uni.edu" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("takes a report, refuses hostile ones, e-mails the link and makes the case on confirmation", async () => {
    const api = (method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => http(server.url, method, path, opts);
    await api("POST", "/api/create-first-user", { body: { name: "Ada Root", email: "ada@uni.edu", password: "a long password" } });
    const root = (await api("POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a long password" } })).body.token as string;

    const preflight = await fetch(`${server.url}/public/v1/reports`, { method: "OPTIONS", headers: { origin: "https://news.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
    expect([preflight.status, preflight.headers.get("access-control-allow-origin"), preflight.headers.get("access-control-allow-methods")]).toEqual([204, "*", "GET,POST,OPTIONS"]);
    const huge = await fetch(`${server.url}/public/v1/reports`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind: "impostor", description: "x".repeat(100_000) }) });
    expect(huge.status).toBe(413);
    const js = await api("POST", "/public/v1/reports", { body: { kind: "impostor", impostorUrl: "javascript:alert(1)", description: "d", reporter: { name: "A", email: "a@example.com" } }, headers: { "accept-language": "es-CO" } });
    expect([js.status, js.body.errors[0].message]).toEqual([400, "Escriba una dirección web completa que empiece por http:// o https://"]);

    const before = sink.received.length;
    const ok = await api("POST", "/public/v1/reports", { body: { kind: "impostor", impostorUrl: "https://x.com/fake_uni", evidenceLinks: [], claimedUnitName: SCRIPT, description: SCRIPT, reporter: { name: SCRIPT, email: "real@example.com" } } });
    expect([ok.status, ok.body]).toEqual([202, { status: "awaiting_confirmation" }]);
    await sink.waitFor(before + 1);
    const mail = arrived(before).find((m) => m.to === "real@example.com")!;
    const path = new RegExp(`${server.url.replace(/[.]/g, "\\.")}(/public/v1/reports/confirm\\?token=[\\w-]+)`).exec(mail.text)![1]!;
    expect(await (await fetch(`${server.url}${path}`)).text()).toContain("Confirm your report");
    const page = await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("Report confirmed");
    expect(html).not.toContain("<script");
    const list = await api("GET", "/api/cases", { token: root });
    expect(list.body.docs).toEqual([expect.objectContaining({ kind: "impostor", state: "confirmed", impostorUrl: "https://x.com/fake_uni", unit: null })]);
    const detail = await api("GET", `/api/cases/${list.body.docs[0].id}`, { token: root });
    expect(detail.body.doc).toMatchObject({ description: SCRIPT, claimedUnitName: SCRIPT, owners: [expect.objectContaining({ name: "Ada Root" })] });
  });
});
