// Issue 32 on the real server (Deno over HTTP, a real libSQL file): spreadsheets of units, people
// and accounts uploaded as CSV and XLSX (written by exceljs, and one by openpyxl, a reader Steward
// does not write with), checked by a dry run that writes nothing, committed all or nothing with one
// audit entry per changed record tagged with the import, idempotent, held to the forms' scope rules,
// and every bad file refused with its reason in the caller's language and nothing kept.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import ExcelJS from "exceljs";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import esImports from "../../api/src/i18n/messages/es-CO/imports.json" with { type: "json" };
import { IMPORT_CONTENT_TYPES, VALIDATION, headerRow, type ImportKind, type ImportRunResult, type ImportUpload } from "../../shared/index.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let root: string;

beforeAll(async () => {
  server = await startServer({ apiOnly: true, env: { STEWARD_DEFAULT_LOCALE: "en" } });
  expect((await http(server.url, "POST", "/api/create-first-user", { body: { name: "Root Admin", email: "root@uni.edu", password: "correct horse battery" } })).status).toBe(201);
  root = await signIn("root@uni.edu");
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

async function signIn(email: string, password = "correct horse battery"): Promise<string> {
  const res = await http(server.url, "POST", "/api/users/login", { body: { email, password } });
  expect(res.status).toBe(200);
  return String(res.body.token);
}

const csv = (rows: string[][]) => new TextEncoder().encode(rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(",")).join("\r\n") + "\r\n");

async function xlsx(rows: (string | number | boolean | Date)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Import");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function upload(token: string, kind: ImportKind, bytes: Uint8Array, type: string = IMPORT_CONTENT_TYPES.csv, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/imports?kind=${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": type, "x-file-name": encodeURIComponent(`${kind}.file`), ...headers },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  return { status: res.status, body: (await res.json()) as ImportUpload & { message?: string; problem?: string; sentence?: string } };
}

/** A dry run or commit: its NDJSON lines, the result last. */
async function run(token: string, id: number, step: "dry-run" | "commit", mapping: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/imports/${id}/${step}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
    body: JSON.stringify({ mapping }),
  });
  const text = await res.text();
  if (res.status !== 200) return { status: res.status, lines: [], result: JSON.parse(text) as ImportRunResult };
  const lines = text.trim().split("\n").map((l) => JSON.parse(l) as { type: string } & Record<string, unknown>);
  return { status: res.status, lines, result: lines[lines.length - 1] as unknown as ImportRunResult & { type: string } };
}

/** Upload, then commit with the suggested mapping. */
async function importFile(token: string, kind: ImportKind, bytes: Uint8Array, type?: string) {
  const up = await upload(token, kind, bytes, type);
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  return run(token, up.body.id, "commit", up.body.suggestedMapping);
}

async function auditCount(): Promise<number> {
  return (await http(server.url, "GET", "/api/audit-logs?limit=1", { token: root })).body.totalDocs as number;
}

describe("spreadsheet import", () => {
  it("imports units by path: a dry run writes nothing, a commit creates them with their parents, tags the audit, and the same file again changes nothing", async () => {
    const file = csv([
      headerRow("units", "en"),
      ["University / Faculty of Science / Physics", "department", "active", "", "", "physics@uni.edu", "", "", "no"],
      ["University", "", "active", "ana@uni.edu", "", "", "", "The whole university", "yes"],
      ["University / Faculty of Science", "", "", "", "", "", "", "", ""],
    ]);
    const up = await upload(root, "units", file);
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ kind: "units", rows: 3, fileName: "units.file" });
    expect(up.body.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(up.body.suggestedMapping).toMatchObject({ path: "Unit path", admin: "Unit admin e-mail", delegatedPermissions: "Delegated permissions" });

    const before = await auditCount();
    const dry = await run(root, up.body.id, "dry-run", up.body.suggestedMapping);
    expect(dry.lines.filter((l) => l.type === "progress").length).toBeGreaterThan(0);
    expect(dry.lines[dry.lines.length - 2]).toEqual({ type: "progress", done: 3, total: 3 });
    expect(dry.result).toMatchObject({ type: "result", dryRun: true, committed: false, counts: { created: 3, updated: 0, unchanged: 0, refused: 0 } });
    expect(dry.result.rows.find((r) => r.row === 3)).toMatchObject({ outcome: "created", key: "University", warnings: [{ field: "admin" }] });
    expect((await http(server.url, "GET", "/api/organization", { token: root })).body.totalDocs).toBe(0);
    expect(await auditCount()).toBe(before);

    const commit = await run(root, up.body.id, "commit", up.body.suggestedMapping);
    expect(commit.result).toMatchObject({ dryRun: false, committed: true, counts: { created: 3, refused: 0 } });
    const units = (await http(server.url, "GET", "/api/organization?limit=10&sort=depth", { token: root })).body.docs as { name: string; path: string; pathNames: string[]; email: string; delegatedPermissions: boolean }[];
    expect(units.map((u) => u.pathNames.join(" / "))).toEqual(["University", "University / Faculty of Science", "University / Faculty of Science / Physics"]);
    expect(units[0]).toMatchObject({ delegatedPermissions: true });
    const audit = (await http(server.url, "GET", "/api/audit-logs?limit=10&entity=organization", { token: root })).body.docs as { action: string; current: { importId?: number } }[];
    expect(audit).toHaveLength(3);
    for (const entry of audit) expect(entry).toMatchObject({ action: "create", current: { importId: up.body.id } });

    const looked = await http(server.url, "GET", `/api/imports/${up.body.id}`, { token: root });
    expect(looked.body.doc).toMatchObject({ id: up.body.id, state: "committed", sha256: up.body.sha256, createdBy: { name: "Root Admin" }, counts: { created: 3 } });
    expect(looked.body.doc.outcomes).toHaveLength(3);
    expect((await run(root, up.body.id, "commit", up.body.suggestedMapping)).status).toBe(409);

    const again = await importFile(root, "units", file);
    expect(again.result).toMatchObject({ committed: true, counts: { created: 0, updated: 0, unchanged: 3, refused: 0 } });
    expect(await auditCount()).toBe(before + 3);
  });

  it("runs one dry run or commit at a time: a second while one runs is refused, and goes once the first is done", async () => {
    const up = await upload(root, "units", csv([headerRow("units", "en"), ["Busy University / Faculty", "", "active", "", "", "", "", "", ""]]));
    expect(up.status).toBe(201);
    // Another process holds the database's write lock, so the first run waits inside (it has taken
    // this server's one run by the time its answer's headers come).
    const other = createClient({ url: server.databaseUrl });
    const lock = await other.transaction("write");
    try {
      const first = await fetch(`${server.url}/api/imports/${up.body.id}/dry-run`, {
        method: "POST",
        headers: { authorization: `Bearer ${root}`, "content-type": "application/json" },
        body: JSON.stringify({ mapping: up.body.suggestedMapping }),
      });
      expect(first.status).toBe(200);
      const second = await run(root, up.body.id, "commit", up.body.suggestedMapping);
      expect(second.status).toBe(409);
      // The code, which clients say in their reader's language (errorSentences).
      expect(second.result).toMatchObject({ message: "IMPORT_BUSY" });
      await lock.rollback();
      expect(await first.text()).toContain('"type":"result"');
    } finally {
      lock.close();
      other.close();
    }
    const after = await run(root, up.body.id, "dry-run", up.body.suggestedMapping);
    expect(after.result).toMatchObject({ type: "result", dryRun: true, counts: { created: 1, refused: 0 } });
  });

  it("imports people from an XLSX file written by exceljs, with Spanish headers, units by path and their access type", async () => {
    const file = await xlsx([
      headerRow("users", "es-CO"),
      ["ana@uni.edu", "Ana Pérez", "unit_admin", "active", "University / Faculty of Science", "yes"],
      ["sara@uni.edu", "Sara Gil", "social_media_manager", "", "Nowhere / Else", "no"],
      ["Leo@Uni.edu", "Leo Ruiz", "social_media_manager", "", "University / Faculty of Science / Physics (temporary 2026-01-01..2026-12-31); University", "no"],
    ]);
    const up = await upload(root, "users", file, IMPORT_CONTENT_TYPES.xlsx);
    expect(up.status).toBe(201);
    expect(up.body.suggestedMapping).toMatchObject({ email: "Correo electrónico", units: "Unidades y acceso", isEnabledTwoFactor: "Doble factor activado" });
    // A row in the middle naming an unknown unit refuses the whole commit: nothing of the file is written.
    const creations = async () => (await http(server.url, "GET", "/api/audit-logs?limit=1&action=user_creation", { token: root })).body.totalDocs as number;
    const before = await creations();
    const refused = await inSpanish(() => run(root, up.body.id, "commit", up.body.suggestedMapping));
    expect(refused.result).toMatchObject({ committed: false, counts: { created: 2, refused: 1 } });
    expect(refused.result.rows[1]).toEqual({ row: 3, outcome: "refused", key: "sara@uni.edu", refusals: [{ field: "units", message: esImports["row.unitNotFound"].replace("{path}", "Nowhere / Else") }] });
    expect(await creations()).toBe(before);
    expect((await http(server.url, "GET", "/api/users?search=leo", { token: root })).body.totalDocs).toBe(0);

    const fixed = await importFile(root, "users", await xlsx([headerRow("users", "es-CO"), ...[
      ["ana@uni.edu", "Ana Pérez", "unit_admin", "active", "University / Faculty of Science", "yes"],
      ["Leo@Uni.edu", "Leo Ruiz", "social_media_manager", "", "University / Faculty of Science / Physics (temporary 2026-01-01..2026-12-31); University", "no"],
    ]]), IMPORT_CONTENT_TYPES.xlsx);
    expect(fixed.result).toMatchObject({ committed: true, counts: { created: 2, refused: 0 } });
    // The commit compacted the search indexes (search-index-upkeep-repo.ts): merging them again finds
    // nothing left to merge, where the segments of the earlier writes would otherwise shrink.
    const db = createClient({ url: server.databaseUrl });
    const pages = async () => Number((await db.execute("SELECT count(*) FROM search_people_data")).rows[0]![0]);
    const afterCommit = await pages();
    await db.execute("INSERT INTO search_people (search_people) VALUES ('optimize')");
    expect(await pages()).toBe(afterCommit);
    db.close();
    const leo = (await http(server.url, "GET", "/api/users?search=leo", { token: root })).body.docs[0];
    const answer = (await http(server.url, "GET", `/api/users/${leo.id}`, { token: root })).body;
    const detail = answer.doc;
    expect(detail.email).toBe("leo@uni.edu");
    expect(detail.access.map((g: { organization_name: string; type: string; end_date: string | null }) => [g.organization_name, g.type, g.end_date]).sort()).toEqual([["Physics", "temporary", "2026-12-31"], ["University", "permanent", null]]);

    // Now that Ana exists, the units file names her as her faculty's unit admin: an update. Not the
    // University's: as on the unit form, its admin must have access covering it, and hers is below.
    const units = await importFile(root, "units", csv([headerRow("units", "en"), ["University / Faculty of Science", "", "", "ana@uni.edu", "", "", "", "", ""]]));
    expect(units.result).toMatchObject({ counts: { updated: 1 }, rows: [{ outcome: "updated", changed: ["admin"] }] });
    const top = await importFile(root, "units", csv([headerRow("units", "en"), ["University", "", "active", "ana@uni.edu", "", "", "", "The whole university", "yes"]]));
    expect(top.result.rows[0]).toMatchObject({ outcome: "refused", refusals: [{ field: "admin", message: VALIDATION.unitAdminNotCandidate }] });
  });

  it("imports accounts from an XLSX file openpyxl wrote; unknown administrators give a risk flag, not a refusal", async () => {
    const dir = mkdtempSync(join(tmpdir(), "steward-openpyxl-"));
    const path = join(dir, "accounts.xlsx");
    const header = JSON.stringify(headerRow("accounts", "en").slice(0, 8));
    execFileSync("/usr/bin/python3", ["-c", `
import openpyxl, datetime, json, sys
wb = openpyxl.Workbook(); ws = wb.active
ws.append(json.loads(sys.argv[2]))
ws.append(["https://x.com/UniPhysics", "Physics on X", "twitter", datetime.date(2020, 5, 1), "University / Faculty of Science / Physics", "leo@uni.edu", "", "leo@uni.edu"])
ws.append(["https://www.instagram.com/uni.science/", "Science on Instagram", "instagram", datetime.date(2021, 2, 3), "University / Faculty of Science", "ghost@uni.edu", "", ""])
wb.save(sys.argv[1])
`, path, header]);
    const bytes = new Uint8Array(readFileSync(path));
    const first = await importFile(root, "accounts", bytes, IMPORT_CONTENT_TYPES.xlsx);
    expect(first.result).toMatchObject({ committed: true, counts: { created: 2, refused: 0 } });
    expect(first.result.rows[1]).toMatchObject({ outcome: "created", warnings: [{ field: "primaryAdmin" }, { field: "primaryAdmin" }] });
    const accounts = (await http(server.url, "GET", "/api/social-medias?limit=10&sort=name", { token: root })).body.docs as { id: number; name: string; primaryAdmin: unknown; adminContactEmails: string[]; creationDate: string; status: string }[];
    expect(accounts.map((a) => [a.name, a.creationDate, a.status])).toEqual([["Physics on X", "2020-05-01", "active"], ["Science on Instagram", "2021-02-03", "active"]]);
    expect(accounts[1]).toMatchObject({ primaryAdmin: null, adminContactEmails: ["ghost@uni.edu"] });
    const flags = (await http(server.url, "GET", `/api/flags?socialMedia=${accounts[1]!.id}`, { token: root })).body.docs as { severity: string; status: string }[];
    expect(flags).toEqual([expect.objectContaining({ severity: "high", status: "open" })]);

    // The same file again: nothing changes, no second flag; an edited name updates only that field.
    const again = await importFile(root, "accounts", bytes, IMPORT_CONTENT_TYPES.xlsx);
    expect(again.result.counts).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 0 });
    expect((await http(server.url, "GET", `/api/flags?socialMedia=${accounts[1]!.id}`, { token: root })).body.docs).toHaveLength(1);
    const edited = await importFile(root, "accounts", csv([["Profile URL", "Account name"], ["https://twitter.com/uniphysics?ref=bio", "Physics Department on X"]]));
    expect(edited.result).toMatchObject({ counts: { updated: 1 }, rows: [{ outcome: "updated", changed: ["name", "profileUrl"] }] });
    // A status moves as the status route moves it: a deactivation needs its reason.
    const statusRows = (reason: string) => csv([["Profile URL", "Status", "Deactivation reason"], ["https://x.com/UniPhysics", "inactive", reason]]);
    expect((await importFile(root, "accounts", statusRows("")).then((r) => r.result.rows[0]))).toMatchObject({ outcome: "refused", refusals: [{ field: "deactivationReason" }] });
    const deactivated = await importFile(root, "accounts", statusRows("The department closed this account"));
    expect(deactivated.result.rows[0]).toMatchObject({ outcome: "updated", changed: ["profileUrl", "status", "deactivationReason"] });
    expect((await http(server.url, "GET", `/api/social-medias/${accounts[0]!.id}`, { token: root })).body.doc).toMatchObject({ status: "inactive", deactivationReason: "The department closed this account" });
  });

  it("holds a unit admin to their own subtree, and nobody raises themselves", async () => {
    const created = await http(server.url, "POST", "/api/users", {
      token: root,
      body: { name: "Una Admin", email: "una@uni.edu", password: "correct horse battery", role: "unit_admin", organizations: [await unitId("Physics")] },
    });
    expect(created.status).toBe(201);
    const una = await signIn("una@uni.edu");
    const result = await importFile(una, "users", csv([
      ["email", "name", "role", "units"],
      ["una@uni.edu", "Una Admin", "super_admin", "University / Faculty of Science / Physics"],
      ["new@uni.edu", "New Person", "social_media_manager", "University / Faculty of Science / Physics"],
      ["far@uni.edu", "Far Away", "social_media_manager", "University"],
      ["boss@uni.edu", "Boss", "super_admin", ""],
      ["leo@uni.edu", "Leo Ruiz", "unit_admin", "University / Faculty of Science / Physics (temporary 2026-01-01..2026-12-31)"],
    ]));
    expect(result.result.committed).toBe(false);
    expect(result.result.rows.map((r) => [r.outcome, r.refusals?.[0]?.field])).toEqual([["refused", "email"], ["created", undefined], ["refused", "units"], ["refused", "role"], ["updated", undefined]]);
    // Raising someone is a super admin's to approve, as on the user form: the role waits for review.
    expect(result.result.rows[4]).toMatchObject({ changed: ["role"], warnings: [{ field: "role", message: "A super admin must approve this role: a review request was opened, and the person keeps their role until then." }] });
    expect(result.result.rows[0]!.refusals![0]!.message).toBe("You cannot change your own record with an import. Ask another administrator.");
    const units = await importFile(una, "units", csv([["path", "description"], ["University / Faculty of Science / Physics / Optics", "new"], ["University", "mine now"]]));
    expect(units.result.rows.map((r) => r.refusals?.[0]?.message)).toEqual([
      "Only a super admin creates units. This unit does not exist yet: ask a super admin to import this row.",
      "This record is outside the units you administer.",
    ]);
    // Administrators as the unit form chooses them: someone she sees but who is not a unit admin
    // is refused with the form's sentence; someone she cannot see is as unknown as nobody.
    const admins = await importFile(una, "units", csv([["path", "admin"], ["University / Faculty of Science / Physics", "leo@uni.edu"]]));
    expect(admins.result.rows[0]).toMatchObject({ outcome: "refused", refusals: [{ field: "admin", message: VALIDATION.unitAdminNotCandidate }] });
    const hidden = await importFile(una, "units", csv([["path", "admin"], ["University / Faculty of Science / Physics", "root@uni.edu"]]));
    const nobody = await importFile(una, "units", csv([["path", "admin"], ["University / Faculty of Science / Physics", "nobody@uni.edu"]]));
    expect(hidden.result.rows[0]).toMatchObject({ outcome: "unchanged", warnings: [{ field: "admin" }] });
    expect(hidden.result.rows[0]!.warnings![0]!.message.replace("root@uni.edu", "X")).toBe(nobody.result.rows[0]!.warnings![0]!.message.replace("nobody@uni.edu", "X"));
  });

  it("refuses every bad file with its reason, in the caller's language, and keeps nothing", async () => {
    const kept = (await http(server.url, "GET", "/api/imports?limit=1", { token: root })).body.totalDocs as number;
    const refusal = async (bytes: Uint8Array, type: string = IMPORT_CONTENT_TYPES.csv, headers: Record<string, string> = {}) => {
      const res = await upload(root, "accounts", bytes, type, headers);
      return { status: res.status, problem: res.body.problem, sentence: res.body.sentence, message: res.body.message };
    };
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x61); // the 50 MB file
    expect(await refusal(big)).toMatchObject({ status: 413, problem: "too_large", message: "IMPORT_FILE_REFUSED" });
    const rows = new TextEncoder().encode(`Profile URL\n${"x\n".repeat(100_000)}`);
    expect(await refusal(rows)).toMatchObject({ status: 400, problem: "too_many_rows" });
    const latin1 = Uint8Array.from([...new TextEncoder().encode("Account name\nCaf"), 0xe9, 0x0a]);
    expect(await inSpanish(() => refusal(latin1))).toEqual({
      status: 400, problem: "not_utf8", message: "IMPORT_FILE_REFUSED", sentence: esImports["file.not_utf8"],
    });
    const utf16 = Uint8Array.from([0xff, 0xfe, ...[..."a,b\n"].flatMap((ch) => [ch.charCodeAt(0), 0])]);
    expect(await refusal(utf16)).toMatchObject({ problem: "not_utf8" });
    expect(await refusal(csv([["Account name"], ["=HYPERLINK(\"http://evil\")"]]))).toMatchObject({ problem: "formula", sentence: expect.stringContaining("A2") });
    const formulaBook = new ExcelJS.Workbook();
    formulaBook.addWorksheet("S").addRow(["Account name", { formula: "1+1", result: 2 }]);
    expect(await refusal(new Uint8Array(await formulaBook.xlsx.writeBuffer()), IMPORT_CONTENT_TYPES.xlsx)).toMatchObject({ problem: "formula", sentence: expect.stringContaining("B1") });
    // A workbook whose sheet expands a thousand times over: refused by the zip's own declared sizes.
    const bomb = zipSync({ "xl/workbook.xml": new TextEncoder().encode("<workbook/>"), "xl/_rels/workbook.xml.rels": new Uint8Array(1), "xl/worksheets/sheet1.xml": new Uint8Array(30 * 1024 * 1024) });
    expect(await refusal(bomb, IMPORT_CONTENT_TYPES.xlsx)).toMatchObject({ problem: "zip_bomb" });
    expect(await refusal(await xlsx([["a"]]), IMPORT_CONTENT_TYPES.csv)).toMatchObject({ problem: "not_csv" });
    expect(await refusal(csv([["a"], ["b"]]), IMPORT_CONTENT_TYPES.xlsx)).toMatchObject({ problem: "not_xlsx" });
    expect((await http(server.url, "GET", "/api/imports?limit=1", { token: root })).body.totalDocs).toBe(kept);
  });
});

/** The root admin reads Spanish meanwhile (a person's own language decides the answers'). */
async function inSpanish<T>(work: () => Promise<T>): Promise<T> {
  expect((await http(server.url, "PATCH", "/api/users/me", { token: root, body: { locale: "es-CO" } })).status).toBe(200);
  try {
    return await work();
  } finally {
    await http(server.url, "PATCH", "/api/users/me", { token: root, body: { locale: "en" } });
  }
}

async function unitId(name: string): Promise<number> {
  const docs = (await http(server.url, "GET", `/api/organization?search=${encodeURIComponent(name)}`, { token: root })).body.docs as { id: number; name: string }[];
  return docs.find((d) => d.name === name)!.id;
}
