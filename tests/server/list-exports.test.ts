// The lists' exports (issue 32) against the real server on the seeded institution: each export is
// every row its list shows for the same filters (all pages), scoped like the list (a unit admin
// gets their subtree), formula-safe, in the reader's language; the XLSX files are opened by
// Debian's openpyxl, a reader Steward does not write with, and compared with the list's JSON.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerRow, type SocialMediaDoc } from "../../shared/index.ts";
import { parseCsv } from "../../cli/src/csv.ts";
import { seedDataDir, signInSeeded, startOn } from "../support/seeded-server.ts";
import { http, type RunningServer } from "../support/server.ts";

const UNIT_ADMIN = "unit.admin@northbridge.edu";
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const dir = mkdtempSync(join(tmpdir(), "steward-list-exports-"));

let server: RunningServer;
let admin: string;
let unitAdmin: string;

beforeAll(async () => {
  const { dataDir } = seedDataDir("small");
  server = await startOn(dataDir);
  admin = await signInSeeded(server);
  unitAdmin = await signInSeeded(server, UNIT_ADMIN);
  // The unit admin reads Steward in Spanish: their files are said in Spanish.
  expect((await http(server.url, "PATCH", "/api/users/me", { token: unitAdmin, body: { locale: "es-CO" } })).status).toBe(200);
});

afterAll(async () => {
  await server?.stop();
});

/** Every document a list shows for `query`, page after page, as the dashboard would read them. */
async function listAll<T>(token: string, path: string, query: Record<string, string> = {}): Promise<T[]> {
  const docs: T[] = [];
  for (let page = 1; ; page++) {
    const res = await http(server.url, "GET", `${path}?${new URLSearchParams({ ...query, page: String(page), limit: "100" })}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    docs.push(...(res.body.docs as T[]));
    if (!res.body.hasNextPage) return docs;
  }
}

async function download(token: string, path: string, query: Record<string, string>) {
  const res = await fetch(`${server.url}${path}?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The CSV's records (the lists' files start with a byte order mark; the audit's never had one), the header first. */
async function csvOf(token: string, path: string, query: Record<string, string>, bom = true): Promise<string[][]> {
  const file = await download(token, path, { ...query, format: "csv" });
  expect(file.status, file.bytes.toString()).toBe(200);
  expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const text = file.bytes.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(bom);
  return parseCsv(bom ? text.slice(1) : text).map((r) => r.fields);
}

type XlsxCell = [value: string | number | null, type: string];

/** The XLSX's first sheet as openpyxl reads it: each cell's value (dates as ISO text) and type. */
async function xlsxOf(token: string, path: string, query: Record<string, string>): Promise<{ title: string; rows: XlsxCell[][]; fileName: string }> {
  const file = await download(token, path, { ...query, format: "xlsx" });
  expect(file.status, file.bytes.toString()).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const target = join(dir, `${Math.random().toString(36).slice(2)}.xlsx`);
  writeFileSync(target, file.bytes);
  const script = [
    "import json, sys, openpyxl",
    "ws = openpyxl.load_workbook(sys.argv[1]).active",
    "cell = lambda c: [c.value.isoformat() if hasattr(c.value, 'isoformat') else c.value, c.data_type]",
    "print(json.dumps({'title': ws.title, 'rows': [[cell(c) for c in r] for r in ws.iter_rows()]}))",
  ].join("\n");
  const read = JSON.parse(execFileSync("/usr/bin/python3", ["-c", script, target], { encoding: "utf8" }));
  const fileName = /filename="([^"]+)"/.exec(file.headers.get("content-disposition") ?? "")?.[1] ?? "";
  return { ...read, fileName };
}

const column = (rows: string[][] | XlsxCell[][], header: string | number) => {
  const at = typeof header === "number" ? header : (rows[0] as unknown[]).findIndex((c) => (Array.isArray(c) ? c[0] : c) === header);
  expect(at).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => {
    const c = r[at];
    return Array.isArray(c) ? c[0] : c;
  });
};

describe("the registry's exports, in the import's layout", () => {
  it("accounts: every row the filters show, all pages, for a super admin (XLSX typed) and a unit admin's subtree (Spanish)", async () => {
    const filters = { status: "active", sort: "name" };
    const docs = await listAll<SocialMediaDoc>(admin, "/api/social-medias", filters);
    expect(docs.length).toBeGreaterThan(0);
    const csv = await csvOf(admin, "/api/social-medias/export", filters);
    expect(csv[0]).toEqual(headerRow("accounts", "en"));
    expect(column(csv, "Profile URL")).toEqual(docs.map((d) => d.profileUrl));
    // People by e-mail, units by path (the owner first): the layout's natural keys.
    const first = docs[0]!;
    const row = csv[1]!;
    expect(row[csv[0]!.indexOf("Primary administrator e-mail")]).toBe(first.primaryAdmin?.email ?? "");
    expect(row[csv[0]!.indexOf("Units")]!.split("; ")[0]!.split(" / ").at(-1)).toBe(first.organization?.name);

    const xlsx = await xlsxOf(admin, "/api/social-medias/export", filters);
    expect(xlsx.fileName).toMatch(/^steward-accounts-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xlsx.title).toBe("Accounts");
    expect(xlsx.rows[0]!.map((c) => c[0])).toEqual(headerRow("accounts", "en"));
    expect(column(xlsx.rows, "Profile URL")).toEqual(docs.map((d) => d.profileUrl));
    const created = headerRow("accounts", "en").indexOf("Creation date");
    expect(xlsx.rows[1]![created]).toEqual([`${first.creationDate.slice(0, 10)}T00:00:00`, "d"]);

    // The unit admin's list is their subtree: the export is that list, no more, in Spanish.
    const theirs = await listAll<SocialMediaDoc>(unitAdmin, "/api/social-medias");
    const everyone = await listAll<SocialMediaDoc>(admin, "/api/social-medias");
    expect(theirs.length).toBeLessThan(everyone.length);
    const spanish = await csvOf(unitAdmin, "/api/social-medias/export", {});
    expect(spanish[0]).toEqual(headerRow("accounts", "es-CO"));
    expect(column(spanish, 0)).toEqual(theirs.map((d) => d.profileUrl));
  });

  it("people and units: the unit admin's scope, e-mails and paths as the lists hold them", async () => {
    const people = await listAll<{ email: string }>(admin, "/api/users", { role: "social_media_manager" });
    const csv = await csvOf(admin, "/api/users/export", { role: "social_media_manager" });
    expect(csv[0]).toEqual(headerRow("users", "en"));
    expect(column(csv, "E-mail")).toEqual(people.map((p) => p.email));
    expect(new Set(column(csv, "Role"))).toEqual(new Set(["social_media_manager"]));

    const theirPeople = await listAll<{ email: string }>(unitAdmin, "/api/users");
    const xlsx = await xlsxOf(unitAdmin, "/api/users/export", {});
    expect(xlsx.title).toBe("Personas");
    expect(column(xlsx.rows, 0)).toEqual(theirPeople.map((p) => p.email));

    const units = await listAll<{ pathNames: string[] }>(unitAdmin, "/api/organization");
    const allUnits = await listAll<{ pathNames: string[] }>(admin, "/api/organization");
    expect(units.length).toBeLessThan(allUnits.length);
    const unitCsv = await csvOf(unitAdmin, "/api/organization/export", {});
    expect(unitCsv[0]).toEqual(headerRow("units", "es-CO"));
    expect(column(unitCsv, 0)).toEqual(units.map((u) => u.pathNames.join(" / ")));
  });
});

describe("flags, campaign items and the audit log", () => {
  it("flags: a formula is inert in CSV and a typed string in XLSX; Spanish headers and values for the unit admin", async () => {
    const [account] = await listAll<SocialMediaDoc>(unitAdmin, "/api/social-medias");
    const raised = await http(server.url, "POST", "/api/flags", { token: admin, body: { socialMedia: account!.id, category: "other", severity: "critical", description: FORMULA } });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);

    const filters = { severity: "critical" };
    const docs = await listAll<{ id: number; description: string }>(admin, "/api/flags", filters);
    const csv = await csvOf(admin, "/api/flags/export", filters);
    expect(column(csv, "ID")).toEqual(docs.map((d) => String(d.id)));
    const ours = csv.find((r) => r[0] === String(raised.body.doc.id))!;
    expect(ours[csv[0]!.indexOf("Description")]).toBe(`'${FORMULA}`);
    // No cell of the file starts as a formula would.
    for (const record of csv) for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const xlsx = await xlsxOf(admin, "/api/flags/export", filters);
    const row = xlsx.rows.find((r) => r[0]![0] === raised.body.doc.id)!;
    expect(row[0]).toEqual([raised.body.doc.id, "n"]);
    expect(row[5]).toEqual([FORMULA, "s"]);
    expect(row[3]).toEqual(["Critical", "s"]);

    const theirs = await listAll<{ id: number }>(unitAdmin, "/api/flags", filters);
    const spanish = await csvOf(unitAdmin, "/api/flags/export", filters);
    expect(spanish[0]!.slice(0, 4)).toEqual(["ID", "Cuenta", "Categoría", "Gravedad"]);
    expect(column(spanish, "ID")).toEqual(theirs.map((d) => String(d.id)));
    expect(new Set(column(spanish, "Gravedad"))).toEqual(new Set(["Crítica"]));
  });

  it("campaign items: the campaign's items in the caller's scope; an unknown campaign and a wrong format are refused in words", async () => {
    const created = await http(server.url, "POST", "/api/campaigns", { token: admin, body: { name: "Export check", unit: null, dueDate: "2099-06-30", subjects: ["accounts"] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.doc.id as number;
    expect((await http(server.url, "POST", `/api/campaigns/${id}/open`, { token: admin })).status).toBe(200);

    const all = await listAll<{ id: number }>(admin, `/api/campaigns/${id}/items`);
    const xlsx = await xlsxOf(admin, `/api/campaigns/${id}/items/export`, {});
    expect(xlsx.fileName).toMatch(new RegExp(`^steward-campaign-${id}-items-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    expect(column(xlsx.rows, "ID")).toEqual(all.map((d) => d.id));
    expect(xlsx.rows[1]![2]![1]).toBe("d");

    const theirs = await listAll<{ id: number }>(unitAdmin, `/api/campaigns/${id}/items`);
    expect(theirs.length).toBeLessThan(all.length);
    expect(column(await csvOf(unitAdmin, `/api/campaigns/${id}/items/export`, {}), 0)).toEqual(theirs.map((d) => String(d.id)));

    expect((await download(admin, "/api/campaigns/999999/items/export", { format: "csv" })).status).toBe(404);
    const wrong = await download(unitAdmin, "/api/flags/export", { format: "pdf" });
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.bytes.toString()).errors).toEqual([{ path: "format", message: "El formato debe ser csv o xlsx" }]);
  });

  it("audit log: the XLSX holds the CSV's entries as typed cells, the unit admin's scope only", async () => {
    const filters = { entity: "social-medias" };
    const csv = await csvOf(unitAdmin, "/api/audit-logs/export", filters, false);
    const listed = await listAll<{ id: number }>(unitAdmin, "/api/audit-logs", filters);
    expect(column(csv, 0).map(Number)).toEqual(listed.map((d) => d.id).sort((a, b) => a - b));
    const xlsx = await xlsxOf(unitAdmin, "/api/audit-logs/export", filters);
    expect(xlsx.title).toBe("Registro de auditoría");
    expect(xlsx.fileName).toMatch(/^steward-audit-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xlsx.rows[0]!.slice(0, 3).map((c) => c[0])).toEqual(csv[0]!.slice(0, 3));
    expect(column(xlsx.rows, 0)).toEqual(column(csv, 0).map(Number));
    expect(xlsx.rows[1]!.slice(0, 2).map((c) => c[1])).toEqual(["n", "d"]);
  });
});
