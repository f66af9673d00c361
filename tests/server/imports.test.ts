// Issue 32 on the real server (Deno over HTTP, a real libSQL file): spreadsheets of units, people
// and accounts uploaded as CSV and XLSX (written by exceljs, and one by openpyxl, a reader Steward
// does not write with), checked by a dry run that writes nothing, committed all or nothing with one
// audit entry per changed record tagged with the import, idempotent, held to the forms' scope rules,
// and every bad file refused with its reason in the caller's language and nothing kept.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import esImports from "../../api/src/i18n/messages/es-CO/imports.json" with { type: "json" };
import { IMPORT_CONTENT_TYPES, headerRow, type ImportKind, type ImportRunResult, type ImportUpload } from "../../shared/index.ts";
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
    body: bytes,
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
});
