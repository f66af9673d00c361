// npx tsx bench/import-scale.ts [--size small|medium|large]
// Issue 32's performance point: the large demo institution's registry (2,000 units, 20,000 people,
// 30,000 accounts: api/src/seed/sizes.ts) written as the import's CSV layout, imported into an
// empty Steward on the real server over HTTP: units, then people, then accounts, each file's dry
// run and commit timed apart (the target: under 60 s each), and the same files again (all
// unchanged). Files are built in memory in the layout the exports write (shared/spreadsheets/).
import { parseArgs } from "node:util";
import { formatList, headerRow, IMPORT_CONTENT_TYPES, type ImportKind, type ImportRunResult, type ImportUpload } from "../shared/index.ts";
import { SEED_SIZES, type SeedSize } from "../api/src/seed/sizes.ts";
import { http, startServer } from "../tests/support/server.ts";

const { values } = parseArgs({ options: { size: { type: "string", default: "large" } } });
const plan = SEED_SIZES[values.size as SeedSize];
if (!plan) throw new Error("--size small|medium|large");
const log = (msg: string) => process.stderr.write(`import-scale: ${msg}\n`);

// ---- the institution, as files ----
const faculties = Math.max(2, Math.round(Math.sqrt(plan.units / 10)));
const unitPaths: string[][] = [["Northbridge University"]];
for (let f = 1; unitPaths.length < plan.units; f++) {
  const faculty = ["Northbridge University", `Faculty ${f}`];
  unitPaths.push(faculty);
  for (let d = 1; d <= 9 && unitPaths.length < plan.units; d++) {
    const dept = [...faculty, `Department ${f}.${d}`];
    unitPaths.push(dept);
    for (let o = 1; o <= 9 && unitPaths.length < plan.units; o++) unitPaths.push([...dept, `Office ${f}.${d}.${o}`]);
  }
  if (f > faculties * 100) break;
}
const path = (names: string[]) => names.join(" / ");
const adminOf = (u: number) => `admin${u}@northbridge.edu`;
const managerOf = (i: number) => `person${i}@northbridge.edu`;
const managers = plan.users - unitPaths.length;

function csv(rows: string[][]): Uint8Array {
  const cell = (c: string) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
  return new TextEncoder().encode(rows.map((r) => r.map(cell).join(",")).join("\n") + "\n");
}

function unitsFile(withAdmins: boolean): Uint8Array {
  // Header order of the layout: path, type, status, admin, backupAdmins, email, phone, description, delegatedPermissions
  return csv([headerRow("units", "en"), ...unitPaths.map((p, u) => [path(p), "", "active", withAdmins ? adminOf(u) : "", "", "", "", `Unit ${u}`, "no"])]);
}

function usersFile(): Uint8Array {
  const rows: string[][] = [headerRow("users", "en").slice(0, 5)];
  unitPaths.forEach((p, u) => rows.push([adminOf(u), `Admin ${u}`, "unit_admin", "active", path(p)]));
  for (let i = 0; i < managers; i++) {
    const unit = unitPaths[(i * 7) % unitPaths.length]!;
    rows.push([managerOf(i), `Person ${i}`, "social_media_manager", "active", path(unit)]);
  }
  return csv(rows);
}

const PLATFORMS = [["twitter", "https://x.com/"], ["instagram", "https://www.instagram.com/"], ["tiktok", "https://www.tiktok.com/@"], ["youtube", "https://www.youtube.com/@"]] as const;
function accountsFile(): Uint8Array {
  const rows: string[][] = [headerRow("accounts", "en").slice(0, 8)];
  for (let i = 0; i < plan.accounts; i++) {
    const [platform, base] = PLATFORMS[i % PLATFORMS.length]!;
    const owner = (i * 13) % managers;
    const unit = unitPaths[(owner * 7) % unitPaths.length]!;
    rows.push([`${base}nb_acct_${i}`, `Account ${i}`, platform, "2020-01-01", path(unit), managerOf(owner), "", formatList([managerOf(owner)])]);
  }
  return csv(rows);
}

// ---- the server ----
const server = await startServer({ apiOnly: true });
try {
  await http(server.url, "POST", "/api/create-first-user", { body: { name: "Root Admin", email: "root@northbridge.edu", password: "correct horse battery" } });
  const token = String((await http(server.url, "POST", "/api/users/login", { body: { email: "root@northbridge.edu", password: "correct horse battery" } })).body.token);

  async function step(kind: ImportKind, bytes: Uint8Array, label: string) {
    const up = await fetch(`${server.url}/api/imports?kind=${kind}&fileName=${kind}.csv`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": IMPORT_CONTENT_TYPES.csv },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    const upload = (await up.json()) as ImportUpload;
    if (up.status !== 201) throw new Error(`${kind} upload: ${JSON.stringify(upload)}`);
    const times: Record<string, number> = {};
    let last: ImportRunResult | undefined;
    for (const run of ["dry-run", "commit"] as const) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/imports/${upload.id}/${run}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ mapping: upload.suggestedMapping }),
      });
      const lines = (await res.text()).trim().split("\n");
      times[run] = (performance.now() - started) / 1000;
      last = JSON.parse(lines[lines.length - 1]!) as ImportRunResult;
      if (last.counts.refused > 0) throw new Error(`${kind}: ${JSON.stringify(last.rows.find((r) => r.outcome === "refused"))}`);
    }
    const c = last!.counts;
    log(`${label}: ${upload.rows} rows (${(bytes.length / 1e6).toFixed(1)} MB) dry run ${times["dry-run"]!.toFixed(1)} s, commit ${times["commit"]!.toFixed(1)} s; ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`);
    return { label, rows: upload.rows, dryRun: times["dry-run"]!, commit: times["commit"]! };
  }

  const figures = [
    await step("units", unitsFile(false), "units (admins not yet known)"),
    await step("users", usersFile(), "people"),
    await step("units", unitsFile(true), "units again (their admins now known: updates)"),
    await step("accounts", accountsFile(), "accounts"),
    await step("accounts", accountsFile(), "accounts again (all unchanged)"),
  ];
  process.stdout.write(`| import (${values.size} institution) | rows | dry run (s) | commit (s) |\n|---|---:|---:|---:|\n`);
  for (const f of figures) process.stdout.write(`| ${f.label} | ${f.rows} | ${f.dryRun.toFixed(1)} | ${f.commit.toFixed(1)} |\n`);
} finally {
  await server.stop();
}
