// Unit reports (issue 32) against the real server on a seeded institution: who reaches which
// report (out of scope answers like missing), every figure against the same figures computed here
// from the raw rows, the XLSX opened by Debian's openpyxl and the PDF by poppler (its Spanish
// words, a page rendered), and a schedule sent by the scheduler on an injected clock to the
// loopback SMTP relay, with its PDF attached, while someone who lost the unit gets nothing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPasswordHasher } from "../../api/src/auth/password.ts";
import { createTokenService } from "../../api/src/auth/tokens.ts";
import { openDatabase, type Database } from "../../api/src/db/connection.ts";
import { createScheduler } from "../../api/src/jobs/scheduler.ts";
import { deliverMailJob } from "../../api/src/jobs/deliver-mail-job.ts";
import { reportJobs } from "../../api/src/jobs/report-jobs.ts";
import { createSmtpTransport } from "../../api/src/mail/transports.ts";
import { createServices } from "../../api/src/services/services.ts";
import { loadSettings } from "../../api/src/settings.ts";
import { decodedSubject, decodedText } from "../support/mail-decode.ts";
import { seedDataDir, signInSeeded, startOn } from "../support/seeded-server.ts";
import { http, type RunningServer } from "../support/server.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";

// The seed's Division of Pharmacy (/1/2/) and its unit admin; Nursing Outreach (/1/8/17/18/) lies outside it.
const PHARMACY = 2;
const OUTSIDE = 18;
const UNIT_ADMIN = "unit.admin@northbridge.edu";
const OTHER_ADMIN = "kenji.khan@northbridge.edu";
const SPANISH_NAME = "División de Farmacéutica Ñandú";

let dataDir: string;
let databaseUrl: string;
let server: RunningServer;
let client: Client;
let admin: string;
let unitAdmin: string;
const files = mkdtempSync(join(tmpdir(), "steward-report-files-"));

type Row = Record<string, unknown>;
const rows = async (sql: string, args: (string | number | null)[] = []) => (await client.execute({ sql, args })).rows as unknown as Row[];
const num = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  ({ dataDir, databaseUrl } = seedDataDir("small"));
  client = createClient({ url: databaseUrl });
  const now = new Date();
  const iso = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  // What the seed lacks, written as the features would: a name with accents, an open campaign with
  // a pending and an overdue account item, dormant flags, handover tasks late and not, sign-ins.
  await client.execute({ sql: "UPDATE units SET name = ? WHERE id = ?", args: [SPANISH_NAME, PHARMACY] });
  await client.execute({ sql: "UPDATE users SET locale = 'es-CO' WHERE email = ?", args: [UNIT_ADMIN] });
  const accounts = (await rows(
    `SELECT sm.id FROM social_medias sm JOIN social_media_units smu ON smu.social_media_id = sm.id AND smu.position = 0
     JOIN units u ON u.id = smu.unit_id WHERE u.path >= '/1/2/' AND u.path < '/1/20' AND sm.status = 'active' ORDER BY sm.id`,
  )).map((r) => num(r.id));
  expect(accounts.length).toBeGreaterThanOrEqual(4);
  const campaign = num((await rows("INSERT INTO campaigns (name, unit_id, subjects, due_date, status, created_at, updated_at) VALUES ('Q', 2, '[\"accounts\"]', '2026-01-01', 'open', ?, ?) RETURNING id", [iso(0), iso(0)]))[0]!.id);
  const item = (account: number, state: string) =>
    client.execute({ sql: "INSERT INTO campaign_items (campaign_id, kind, unit_id, unit_path, social_media_id, subject_name, facts, state) VALUES (?, 'account', 2, '/1/2/', ?, 'x', '{}', ?)", args: [campaign, account, state] });
  await item(accounts[0]!, "pending");
  await item(accounts[1]!, "overdue");
  for (const account of accounts.slice(2, 4)) {
    await client.execute({ sql: "INSERT INTO flags (social_media_id, category, severity, status, source) VALUES (?, 'dormant_account', 'medium', 'open', 'scan')", args: [account] });
  }
  const someone = num((await rows("SELECT id FROM users WHERE email = ?", [UNIT_ADMIN]))[0]!.id);
  const task = (account: number, state: string, due: string) =>
    client.execute({ sql: "INSERT INTO handover_tasks (kind, state, social_media_id, user_id, assignee_id, opened_at, due_at) VALUES ('rotate_password', ?, ?, ?, ?, ?, ?)", args: [state, account, someone, someone, iso(-30), due] });
  await task(accounts[0]!, "overdue", iso(-10));
  await task(accounts[1]!, "open", iso(-1));
  await task(accounts[2]!, "open", iso(5));
  await task(accounts[3]!, "done", iso(-3));
  await client.execute({ sql: "INSERT OR REPLACE INTO user_sign_ins (user_id, last_sign_in_at, method) SELECT id, ?, 'password' FROM users WHERE id % 3 = 0", args: [iso(-10)] });
  server = await startOn(dataDir);
  admin = await signInSeeded(server);
  unitAdmin = await signInSeeded(server, UNIT_ADMIN);
});

afterAll(async () => {
  await server?.stop();
  client?.close();
});

/** The report's figures, computed from the raw rows with the rules decisions.md states. */
async function expectedFigures(rootPath: string | null) {
  const now = new Date().toISOString();
  const units = new Map((await rows("SELECT id, path FROM units")).map((u) => [num(u.id), String(u.path)]));
  const within = (unitId: unknown) => rootPath === null || (unitId !== null && (units.get(num(unitId)) ?? "").startsWith(rootPath));
  const owning = new Map((await rows("SELECT social_media_id, unit_id FROM social_media_units WHERE position = 0")).map((r) => [num(r.social_media_id), r.unit_id]));
  const accounts = (await rows("SELECT id, status, platform, primary_admin_id, backup_admin_id FROM social_medias")).filter((a) => within(owning.get(num(a.id)) ?? null));
  const ids = new Set(accounts.map((a) => num(a.id)));
  const byStatus: Record<string, number> = {};
  for (const a of accounts) byStatus[String(a.status)] = (byStatus[String(a.status)] ?? 0) + 1;

  const attestedUntil = new Map((await rows("SELECT social_media_id, last_attested_at FROM account_attestations")).map((r) => {
    const d = new Date(String(r.last_attested_at));
    d.setUTCMonth(d.getUTCMonth() + 12);
    return [num(r.social_media_id), d.toISOString()];
  }));
  const openItems = await rows("SELECT ci.social_media_id, ci.state FROM campaign_items ci JOIN campaigns c ON c.id = ci.campaign_id WHERE c.status = 'open' AND ci.kind = 'account'");
  const attestation = { attested: 0, due: 0, overdue: 0, notInCampaign: 0 };
  for (const a of accounts.filter((x) => x.status === "active")) {
    const id = num(a.id);
    const items = openItems.filter((i) => num(i.social_media_id) === id);
    if ((attestedUntil.get(id) ?? "") > now) attestation.attested += 1;
    else if (items.some((i) => i.state === "overdue")) attestation.overdue += 1;
    else if (items.some((i) => i.state === "pending")) attestation.due += 1;
    else attestation.notInCampaign += 1;
  }

  const flags = (await rows("SELECT social_media_id, severity, status, category FROM flags")).filter((f) => ids.has(num(f.social_media_id)) && (f.status === "open" || f.status === "in_review"));
  const bySeverity: Record<string, number> = {};
  for (const f of flags) bySeverity[String(f.severity)] = (bySeverity[String(f.severity)] ?? 0) + 1;
  const dormant = new Set(flags.filter((f) => f.category === "dormant_account").map((f) => num(f.social_media_id)));

  const managers = (await rows("SELECT social_media_id, user_id FROM social_media_managers")).filter((m) => ids.has(num(m.social_media_id)));
  const runnerIds = new Set([...accounts.flatMap((a) => [a.primary_admin_id, a.backup_admin_id]), ...managers.map((m) => m.user_id)].filter((v) => v !== null).map(num));
  const users = await rows("SELECT id, status, created_at, is_completed_training_risk AS risk, is_completed_training_brand AS brand FROM users");
  const runners = users.filter((u) => u.status === "active" && runnerIds.has(num(u.id)));
  const policy = (await rows("SELECT id FROM policies ORDER BY version DESC LIMIT 1"))[0];
  const accepted = new Set((await rows("SELECT user_id FROM policy_acknowledgments WHERE policy_id = ?", [policy ? num(policy.id) : -1])).map((r) => num(r.user_id)));

  const day = now.slice(0, 10);
  const grantees = new Set(
    (await rows("SELECT user_id, unit_id, type, start_date, end_date FROM access_grants"))
      .filter((g) => within(g.unit_id) && (g.type === "permanent" || (String(g.start_date) <= day && String(g.end_date) >= day)))
      .map((g) => num(g.user_id)),
  );
  const signIns = new Map((await rows("SELECT user_id, last_sign_in_at FROM user_sign_ins")).map((r) => [num(r.user_id), String(r.last_sign_in_at)]));
  const cutoff = new Date(Date.now() - 90 * 86_400_000).toISOString();
  const idle = users.filter(
    (u) => u.status === "active" && (rootPath === null || runnerIds.has(num(u.id)) || grantees.has(num(u.id))) && (signIns.get(num(u.id)) ?? String(u.created_at)) < cutoff,
  );
  const overdueTasks = (await rows("SELECT social_media_id, state, due_at FROM handover_tasks")).filter(
    (t) => ids.has(num(t.social_media_id)) && (t.state === "overdue" || (t.state === "open" && String(t.due_at) < now)),
  );
  return {
    total: accounts.length,
    byStatus,
    attestation,
    bySeverity,
    dormant: dormant.size,
    people: { total: runners.length, risk: runners.filter((u) => num(u.risk) === 1).length, brand: runners.filter((u) => num(u.brand) === 1).length, accepted: runners.filter((u) => accepted.has(num(u.id))).length },
    idle: idle.length,
    overdueTasks: overdueTasks.length,
  };
}

function expectFigures(report: Record<string, any>, expected: Awaited<ReturnType<typeof expectedFigures>>) {
  expect(report.accounts.total).toBe(expected.total);
  for (const [status, n] of Object.entries(report.accounts.byStatus)) expect([status, n]).toEqual([status, expected.byStatus[status] ?? 0]);
  expect(Object.values(report.accounts.byPlatform as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(expected.total);
  expect(report.attestation).toEqual({ active: expected.byStatus.active ?? 0, ...expected.attestation });
  for (const [severity, n] of Object.entries(report.openFlags.bySeverity)) expect([severity, n]).toEqual([severity, expected.bySeverity[severity] ?? 0]);
  expect(report.dormantAccounts.total).toBe(expected.dormant);
  expect(report.people).toMatchObject({ total: expected.people.total, trainingRisk: expected.people.risk, trainingBrand: expected.people.brand, policyAcceptance: expected.people.accepted });
  expect(report.idlePeople.total).toBe(expected.idle);
  expect(report.overdueHandover.total).toBe(expected.overdueTasks);
}

describe("who reaches which report", () => {
  it("a unit admin reads their subtree; a unit outside it, the whole institution and a missing unit all answer 404 alike", async () => {
    expect((await http(server.url, "GET", `/api/reports/units/${PHARMACY}`, { token: unitAdmin })).status).toBe(200);
    const outside = await http(server.url, "GET", `/api/reports/units/${OUTSIDE}`, { token: unitAdmin });
    const missing = await http(server.url, "GET", "/api/reports/units/999999", { token: unitAdmin });
    const all = await http(server.url, "GET", "/api/reports/units/all", { token: unitAdmin });
    expect([outside.status, missing.status, all.status]).toEqual([404, 404, 404]);
    expect(outside.body).toEqual(missing.body);
    expect(all.body).toEqual(missing.body);
    const download = await fetch(`${server.url}/api/reports/units/${OUTSIDE}/download?format=pdf`, { headers: { authorization: `Bearer ${unitAdmin}` } });
    expect(download.status).toBe(404);
    // A schedule cannot be made for a unit out of reach either.
    expect((await http(server.url, "POST", "/api/reports/schedules", { token: unitAdmin, body: { unitId: OUTSIDE, frequency: "monthly", format: "pdf" } })).status).toBe(404);
    expect((await http(server.url, "GET", `/api/reports/units/${OUTSIDE}`, { token: admin })).status).toBe(200);
  });

  it("a bad unit or format gets a sentence, not a 500", async () => {
    const format = await http(server.url, "GET", `/api/reports/units/${PHARMACY}/download?format=docx`, { token: admin });
    expect(format.status).toBe(400);
    expect(format.body.errors[0].path).toBe("format");
    expect((await http(server.url, "GET", "/api/reports/units/everything", { token: admin })).status).toBe(400);
  });
});

describe("the figures", () => {
  it("the whole institution's and a subtree's agree with the rows, section by section", async () => {
    const all = await http(server.url, "GET", "/api/reports/units/all", { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.unit).toBeNull();
    expectFigures(all.body, await expectedFigures(null));
    const unit = await http(server.url, "GET", `/api/reports/units/${PHARMACY}`, { token: admin });
    expect(unit.body.unit).toMatchObject({ id: PHARMACY, path: "/1/2/", pathNames: ["Northbridge University", SPANISH_NAME] });
    const expected = await expectedFigures("/1/2/");
    expectFigures(unit.body, expected);
    // The rows written above show in their sections.
    expect(unit.body.attestation.due).toBeGreaterThanOrEqual(1);
    expect(unit.body.attestation.overdue).toBeGreaterThanOrEqual(1);
    expect(unit.body.dormantAccounts.total).toBe(2);
    expect(unit.body.overdueHandover.total).toBe(2);
  });
});

describe("the files", () => {
  async function download(format: string, token: string): Promise<string> {
    const res = await fetch(`${server.url}/api/reports/units/${PHARMACY}/download?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`steward-report-unit-${PHARMACY}-`);
    const path = join(files, `report.${format}`);
    writeFileSync(path, new Uint8Array(await res.arrayBuffer()));
    return path;
  }

  it("the XLSX opens in openpyxl: one sheet per section, Spanish headers, counts typed as numbers", async () => {
    const report = (await http(server.url, "GET", `/api/reports/units/${PHARMACY}`, { token: unitAdmin })).body;
    const path = await download("xlsx", unitAdmin);
    const script = [
      "import json, sys, openpyxl",
      "wb = openpyxl.load_workbook(sys.argv[1])",
      "out = {ws.title: [[c.value if isinstance(c.value, (int, float, str)) or c.value is None else type(c.value).__name__ for c in row] for row in ws.iter_rows()] for ws in wb.worksheets}",
      "print(json.dumps(out))",
    ].join("\n");
    const sheets = JSON.parse(execFileSync("/usr/bin/python3", ["-c", script, path], { encoding: "utf8" })) as Record<string, unknown[][]>;
    expect(Object.keys(sheets)).toEqual(["Resumen", "Estado", "Plataforma", "Certificación", "Alertas", "Inactivas", "Personas", "Sin sesión", "Traspaso"]);
    expect(sheets["Resumen"]![0]![0]).toBe(`Informe de la unidad: ${SPANISH_NAME}`);
    expect(sheets["Estado"]![0]).toEqual(["Estado", "Cuentas"]);
    expect(sheets["Estado"]).toContainEqual(["Activa", report.accounts.byStatus.active]);
    expect(sheets["Estado"]!.at(-1)).toEqual(["Total", report.accounts.total]);
    expect(sheets["Certificación"]).toContainEqual(["Vencidas", report.attestation.overdue]);
    expect(sheets["Inactivas"]!.length).toBe(1 + report.dormantAccounts.total);
    // Due moments are dates in the sheet, not text.
    expect(sheets["Traspaso"]![1]![3]).toBe("datetime");
  });

  it("the PDF opens in poppler: its Spanish words, accents intact, and a page renders", async () => {
    const path = await download("pdf", unitAdmin);
    const text = execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
    expect(text).toContain(`Informe de la unidad: ${SPANISH_NAME}`);
    expect(text).toContain(`Unidad: Northbridge University / ${SPANISH_NAME}`);
    expect(text).toContain("Cobertura de la certificación");
    expect(text).toContain("Alertas abiertas por gravedad");
    expect(text).toContain("Personas que no han iniciado sesión en 90 días");
    execFileSync("pdftoppm", ["-r", "30", "-png", "-f", "1", "-l", "1", path, join(files, "page")]);
    expect(execFileSync("pdfinfo", [path], { encoding: "utf8" })).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  });
});

describe("a scheduled report", () => {
  let sink: SmtpSink;
  let database: Database;
  afterAll(async () => {
    database?.close();
    await sink?.close();
  });

  it("arrives on its day in the person's language with the PDF attached; someone who lost the unit gets nothing", async () => {
    const created = await http(server.url, "POST", "/api/reports/schedules", { token: unitAdmin, body: { unitId: PHARMACY, frequency: "monthly", format: "pdf" } });
    expect(created.status).toBe(201);
    expect((await http(server.url, "GET", "/api/reports/schedules", { token: unitAdmin })).body.docs).toHaveLength(1);
    // The same one twice is refused.
    const again = await http(server.url, "POST", "/api/reports/schedules", { token: unitAdmin, body: { unitId: PHARMACY, frequency: "monthly", format: "pdf" } });
    expect([again.status, again.body.message]).toEqual([409, "REPORT_SCHEDULE_EXISTS"]);
    // Someone else's schedule is not theirs to stop.
    expect((await http(server.url, "DELETE", `/api/reports/schedules/${created.body.doc.id}`, { token: admin })).status).toBe(404);
    const other = await signInSeeded(server, OTHER_ADMIN);
    expect((await http(server.url, "POST", "/api/reports/schedules", { token: other, body: { unitId: OUTSIDE, frequency: "monthly", format: "xlsx" } })).status).toBe(201);
    // Kenji leaves Nursing Outreach before the day comes.
    await client.execute({ sql: "DELETE FROM access_grants WHERE user_id = (SELECT id FROM users WHERE email = ?)", args: [OTHER_ADMIN] });
    const audit = await rows("SELECT action FROM audit_logs WHERE entity = 'report-schedules'");
    expect(audit.map((r) => r.action)).toEqual(["create", "create"]);

    sink = await startSmtpSink();
    const settings = loadSettings({ DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, MAIL_FROM: "steward@uni.edu" });
    database = await openDatabase(databaseUrl);
    const clock = { now: new Date() };
    const services = createServices({ database, settings, hasher: createPasswordHasher(1000), tokens: createTokenService("x".repeat(48), () => clock.now), now: () => clock.now });
    const scheduler = createScheduler({ database, jobs: [...reportJobs(services), deliverMailJob(database, createSmtpTransport(sink.url), settings.MAIL_FROM, 1000)], now: () => clock.now, timeZone: settings.TZ });
    const reports = () => sink.received.filter((m) => m.raw.includes("steward-report-"));
    await scheduler.runDue();
    expect(reports()).toEqual([]);
    // 07:00 on the schedule's day, and a few mail polls after it.
    clock.now = new Date(`${created.body.doc.nextRunOn}T07:00:30.000Z`);
    for (let i = 0; i < 3; i++) {
      await scheduler.runDue();
      clock.now = new Date(clock.now.getTime() + 2_000);
    }
    // The relay may also get the demo's other queued mail (the real server queues it too): the reports are told apart by their file.
    await expect.poll(() => reports().length, { timeout: 10_000 }).toBe(1);
    const [mail] = reports();
    expect(mail!.to).toEqual([UNIT_ADMIN]);
    expect(sink.received.filter((m) => m.to.includes(OTHER_ADMIN))).toEqual([]);
    expect(decodedSubject(mail!.raw)).toBe(`Informe mensual: Northbridge University / ${SPANISH_NAME}`);
    // The attachment: a PDF part, named, whose text is the report in Spanish.
    const part = mail!.raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!;
    expect(part).toMatch(/filename="?steward-report-unit-2-/);
    const pdf = join(files, "mailed.pdf");
    writeFileSync(pdf, Buffer.from(part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, ""), "base64"));
    expect(execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" })).toContain(`Informe de la unidad: ${SPANISH_NAME}`);
    const body = decodedText(mail!.raw.split(/\r?\n--/).find((p) => /Content-Type: text\/plain/i.test(p))!.replace(/^[^\n]*\n/, ""));
    expect(body).toContain("Adjunto encontrará el informe mensual");
    // Both schedules moved on to the next month; the one who lost access got nothing.
    const next = await rows("SELECT next_run_on, last_sent_at FROM report_schedules ORDER BY id");
    expect(next.map((r) => String(r.next_run_on) > created.body.doc.nextRunOn)).toEqual([true, true]);
    expect(next.map((r) => r.last_sent_at !== null)).toEqual([true, false]);

    // Up to 20 schedules a person; one run sends every one that is due, whatever the batch: next
    // month, the two above and three more (the one who lost access is skipped again).
    const userId = Number((await rows("SELECT id FROM users WHERE email = ?", [UNIT_ADMIN]))[0]!["id"]);
    const day = String(next[0]!.next_run_on);
    for (let i = 0; i < 19; i++) {
      await client.execute({ sql: "INSERT INTO report_schedules (user_id, unit_id, frequency, format, next_run_on, created_at) VALUES (?, ?, 'quarterly', 'xlsx', ?, ?)", args: [userId, PHARMACY, i < 3 ? day : "2999-01-01", new Date().toISOString()] });
    }
    const over = await http(server.url, "POST", "/api/reports/schedules", { token: unitAdmin, body: { unitId: PHARMACY, frequency: "quarterly", format: "pdf" } });
    expect([over.status, over.body.message]).toEqual([409, "REPORT_SCHEDULES_LIMIT"]);
    expect(await services.reportSchedules.sendDue(new Date(`${day}T07:00:00.000Z`), 2)).toEqual({ sent: 4, skipped: 1 });
  });
});
