// npm run bench [-- --size small|medium|large] [--quick] [--engine file|sqld] [--out FILE]
// Seeds a temp database with an institution, starts the real Deno server on loopback, drives it
// from separate processes, and reports every figure beside a baseline measured in the same run.
// With --engine sqld each scenario is measured again on two instances sharing one libSQL server
// (bench/lib/sqld-engine.ts) and printed beside the file figure of the same run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { createClient, type Client } from "@libsql/client";
import { DEMO_PASSWORD } from "../api/src/seed/sizes.ts";
import { DENO, REPO_ROOT, http, startServer, type RunningServer } from "../tests/support/server.ts";
import { SQLD } from "../tests/support/sqld.ts";
import { runLoad, type LoadResult } from "./lib/load.ts";
import { runMeasured } from "./lib/peak-memory.ts";
import { pct, renderReport, type Row, type Target } from "./lib/report.ts";
import { measureUiWeight } from "./lib/ui-weight.ts";
import { runLoadSpread, SQLD_INSTANCES, startSqldEngine, type SqldEngine } from "./lib/sqld-engine.ts";

const { values: opts } = parseArgs({
  options: {
    size: { type: "string" },
    quick: { type: "boolean", default: false },
    out: { type: "string", default: join(REPO_ROOT, "bench-results", "latest.md") },
    connections: { type: "string", default: "32" },
    engine: { type: "string", default: "file" },
  },
});
if (opts.engine !== "file" && opts.engine !== "sqld") throw new Error("--engine must be file or sqld");
const quick = opts.quick ?? false;
const size = opts.size ?? (quick ? "small" : "large");
const connections = Number(opts.connections);
const durationSec = quick ? 2 : 10;
const warmupSec = quick ? 1 : 3;
const log = (msg: string) => process.stderr.write(`bench: ${msg}\n`);

const rows: Row[] = [];
const targets: Target[] = [];
const target = (name: string, met: boolean, detail: string) => targets.push({ name, met, detail });

async function scalar(db: Client, sql: string, args: (string | number)[] = []): Promise<string> {
  const r = await db.execute({ sql, args });
  return String(Object.values(r.rows[0] ?? {})[0] ?? "");
}

async function signInAs(server: RunningServer, email: string): Promise<string> {
  const res = await http(server.url, "POST", "/api/users/login", { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`cannot sign in as ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  const current = await http(server.url, "GET", "/api/policies/current", { token });
  if (current.body?.policy && !current.body.accepted) {
    await http(server.url, "POST", "/api/acknowledgments", { token, body: { policy: current.body.policy.id } });
  }
  return token;
}

let engine: SqldEngine | undefined;
/** Every scenario measured on the sqld engine, by section. */
const onSqld: Array<{ section: string; result: LoadResult }> = [];

async function loadRow(section: string, name: string, url: string, token: string | undefined, baseline: LoadResult): Promise<LoadResult> {
  log(`load: ${name}`);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const r = await runLoad(name, { url, connections, durationSec, warmupSec, headers });
  rows.push({ section, name, value: `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`, ratio: `${pct(r.rps, baseline.rps)} of ${baseline.name}` });
  if (engine) {
    log(`load on sqld: ${name}`);
    const { pathname, search } = new URL(url);
    const q = await runLoadSpread(name, engine, `${pathname}${search}`, { connections, durationSec, warmupSec, headers });
    onSqld.push({ section, result: q });
    rows.push({ section, name: `${name} [sqld, ${SQLD_INSTANCES} instances]`, value: `${q.rps.toFixed(0)} req/s, p50 ${q.p50} ms, p99 ${q.p99} ms, errors ${q.errors}`, ratio: `${pct(q.rps, r.rps)} of file` });
  }
  return r;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "steward-bench-"));
  const dbFile = join(dir, "bench.db");
  const databaseUrl = `file:${dbFile}`;
  let server: RunningServer | undefined;
  try {
    if (!existsSync(join(REPO_ROOT, "host", "dist", "index.html"))) {
      log("building the UI");
      execFileSync("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit" });
    }

    log(`seeding a ${size} institution`);
    const seed = await runMeasured(DENO, ["run", "--allow-all", "api/seed.ts", "--size", size, "--seed", "1"], { DATABASE_URL: databaseUrl, STEWARD_DATA_DIR: dir }, REPO_ROOT);
    if (seed.code !== 0) throw new Error(`seed failed: ${seed.stderr}`);
    const db = createClient({ url: databaseUrl });
    const count = async (table: string) => Number(await scalar(db, `SELECT count(*) FROM ${table}`));
    const auditRows = await count("audit_logs");
    const meta: Record<string, string> = {
      date: new Date().toISOString(),
      machine: `${execFileSync("nproc").toString().trim()} cores, node ${process.version}, deno ${execFileSync(DENO, ["--version"]).toString().split("\n")[0]}`,
      institution: `${size}: ${await count("units")} units (max depth ${await scalar(db, "SELECT max(depth) FROM units")}), ${await count("users")} users, ${await count("social_medias")} accounts, ${auditRows} audit entries; seeded in ${seed.seconds.toFixed(1)} s`,
      load: `autocannon in a separate process, ${connections} connections, ${warmupSec} s warm-up, ${durationSec} s measured`,
    };

    server = await startServer({ apiOnly: false, dataDir: dir, env: { DATABASE_URL: databaseUrl, STEWARD_BENCH_BASELINES: "true", LOG_LEVEL: "warn" } });
    const superEmail = await scalar(db, "SELECT email FROM users WHERE role = 'super_admin' AND status = 'active' ORDER BY id LIMIT 1");
    // A unit admin of a mid-tree unit with the most accounts below it: the heaviest scoped caller.
    const admin = (
      await db.execute(`
        SELECT u.email AS email, un.path AS path FROM users u
        JOIN access_grants g ON g.user_id = u.id AND g.type = 'permanent'
        JOIN units un ON un.id = g.unit_id AND un.depth = 2
        WHERE u.role = 'unit_admin' AND u.status = 'active'
        ORDER BY (SELECT count(*) FROM social_media_units smu JOIN units x ON x.id = smu.unit_id WHERE x.path >= un.path AND x.path < substr(un.path, 1, length(un.path) - 1) || '0') DESC
        LIMIT 1`)
    ).rows[0];
    if (!admin) throw new Error("the seeded institution has no mid-tree unit admin");
    const superToken = await signInAs(server, superEmail);
    const adminToken = await signInAs(server, String(admin["email"]));
    meta["callers"] = `super admin ${superEmail}; unit admin ${admin["email"]} on ${admin["path"]}`;
    if (opts.engine === "sqld") {
      log("starting sqld and two instances on a copy of the database");
      // The file run's signing key and its sessions (in the copy) let the same tokens work there.
      engine = await startSqldEngine(db, dir, readFileSync(join(dir, "auth-secret"), "utf8").trim());
      meta["engine"] = `file, and sqld (${execFileSync(SQLD, ["--version"]).toString().trim()}) on loopback with ${SQLD_INSTANCES} API instances over WebSocket (what libsql:// means), the load split evenly between them; their p50/p99 are the worse instance's`;
    }

    // Baselines of this very run.
    // The raw ceiling is measured before and after the Hono hello and the better run is kept: the
    // first scenario after seeding can catch the machine still writing the seed out.
    const rawRun = () => runLoad("raw Deno.serve hello", { url: `${server!.url}/__bench/raw`, connections, durationSec, warmupSec });
    const rawBefore = await rawRun();
    const honoRun = await runLoad("Hono hello", { url: `${server.url}/__bench/hono`, connections, durationSec, warmupSec });
    const rawAfter = await rawRun();
    const raw = rawAfter.rps > rawBefore.rps ? rawAfter : rawBefore;
    rows.push({ section: "baseline", name: raw.name, value: `${raw.rps.toFixed(0)} req/s, p50 ${raw.p50} ms, p99 ${raw.p99} ms, errors ${raw.errors} (best of ${rawBefore.rps.toFixed(0)} before and ${rawAfter.rps.toFixed(0)} after the Hono run)`, ratio: "100%" });
    const hono = honoRun;
    rows.push({ section: "baseline", name: hono.name, value: `${hono.rps.toFixed(0)} req/s, p50 ${hono.p50} ms, p99 ${hono.p99} ms, errors ${hono.errors}`, ratio: `${pct(hono.rps, raw.rps)} of ${raw.name}` });
    target("Hono hello >= 85% of raw Deno.serve", hono.rps >= 0.85 * raw.rps, pct(hono.rps, raw.rps));

    const me = await loadRow("auth", "GET /api/users/me (unit admin)", `${server.url}/api/users/me`, adminToken, hono);
    target("/api/users/me >= 70% of Hono hello", me.rps >= 0.7 * hono.rps, pct(me.rps, hono.rps));

    const firstPage = await http(server.url, "GET", "/api/social-medias?limit=10", { token: adminToken });
    const deepAccounts = Math.max(1, Math.floor((firstPage.body?.totalPages ?? 1) * 0.9));
    const accountId = firstPage.body?.docs?.[0]?.id ?? 1;
    const accountScenarios = [
      await loadRow("accounts", "unit admin, page 1", `${server.url}/api/social-medias?limit=10`, adminToken, hono),
      await loadRow("accounts", `unit admin, page ${deepAccounts}`, `${server.url}/api/social-medias?limit=10&page=${deepAccounts}`, adminToken, hono),
      await loadRow("accounts", "unit admin, filters + search", `${server.url}/api/social-medias?limit=10&status=active,pending_approval&platform=facebook,instagram,twitter&search=a`, adminToken, hono),
    ];
    await loadRow("accounts", "super admin, page 1", `${server.url}/api/social-medias?limit=10`, superToken, hono);
    const worstAccount = accountScenarios.reduce((a, b) => (b.rps < a.rps ? b : a));
    const accountP99 = Math.max(...accountScenarios.map((s) => s.p99));
    target("Scoped account list as a unit admin >= 40% of Hono hello, p99 <= 25 ms", worstAccount.rps >= 0.4 * hono.rps && accountP99 <= 25, `worst ${pct(worstAccount.rps, hono.rps)}, p99 ${accountP99} ms`);

    const auditFirst = await http(server.url, "GET", "/api/audit-logs?limit=10", { token: superToken });
    const deepAudit = Math.max(1, Math.floor((auditFirst.body?.totalPages ?? 1) * 0.9));
    const auditScenarios = [
      await loadRow("audit", "super admin, page 1", `${server.url}/api/audit-logs?limit=10`, superToken, hono),
      await loadRow("audit", `super admin, page ${deepAudit}`, `${server.url}/api/audit-logs?limit=10&page=${deepAudit}`, superToken, hono),
      await loadRow("audit", "unit admin, page 1", `${server.url}/api/audit-logs?limit=10`, adminToken, hono),
      await loadRow("audit", "an account's audit tab", `${server.url}/api/audit-logs?entity=social-medias&documentId=${accountId}`, adminToken, hono),
    ];
    const worstAudit = auditScenarios.reduce((a, b) => (b.rps < a.rps ? b : a));
    const auditP99 = Math.max(...auditScenarios.map((s) => s.p99));
    target("Scoped audit list >= 30% of Hono hello, p99 <= 25 ms, any page", worstAudit.rps >= 0.3 * hono.rps && auditP99 <= 25, `worst ${pct(worstAudit.rps, hono.rps)}, p99 ${auditP99} ms`);

    const dash = [
      await loadRow("dashboard", "summary, unit admin", `${server.url}/api/dashboard`, adminToken, hono),
      await loadRow("dashboard", "summary, super admin", `${server.url}/api/dashboard`, superToken, hono),
    ];
    const dashP99 = Math.max(...dash.map((d) => d.p99));
    target("Dashboard summary p99 <= 50 ms", dashP99 <= 50, `p99 ${dashP99} ms`);
    if (engine) {
      const lists = onSqld.filter((s) => s.section === "accounts" || s.section === "audit");
      const worst = lists.reduce((a, b) => (b.result.p99 > a.result.p99 ? b : a));
      target(`sqld, ${SQLD_INSTANCES} instances: every list scenario p99 <= 100 ms at ${connections} connections`, worst.result.p99 <= 100 && lists.every((l) => l.result.errors === 0), `worst p99 ${worst.result.p99} ms (${worst.result.name})`);
    }

    // Audit export through the CLI, against the sqlite3 tool over the same rows of the same file.
    const cli = (args: string[], file: string) =>
      runMeasured(DENO, ["run", "--allow-all", "cli/main.ts", ...args, "--out", file], { STEWARD_TOKEN: superToken, STEWARD_API_URL: server!.url }, REPO_ROOT);
    const sqlite = spawnSync("sh", ["-c", "command -v sqlite3"]).status === 0;
    let sqliteRate = 0;
    if (sqlite) {
      const run = await runMeasured("sh", ["-c", `sqlite3 -csv -header '${dbFile}' 'SELECT * FROM audit_logs ORDER BY id' > '${join(dir, "sqlite3.csv")}'`]);
      sqliteRate = auditRows / run.seconds;
      rows.push({ section: "export", name: "sqlite3 tool, CSV", value: `${sqliteRate.toFixed(0)} rows/s (${run.seconds.toFixed(2)} s)`, ratio: "100%" });
    } else {
      rows.push({ section: "export", name: "sqlite3 tool, CSV", value: "sqlite3 is not installed (apt-get install sqlite3): no baseline" });
    }
    let worstExport = Infinity;
    let peakMb = 0;
    for (const format of ["csv", "jsonl"]) {
      log(`export ${format}`);
      const run = await cli(["audit", "export", "--format", format], join(dir, `export.${format}`));
      if (run.code !== 0) throw new Error(`audit export ${format} failed: ${run.stderr}`);
      const rate = auditRows / run.seconds;
      worstExport = Math.min(worstExport, rate);
      peakMb = Math.max(peakMb, run.peakRssMb);
      rows.push({ section: "export", name: `steward audit export --format ${format}`, value: `${rate.toFixed(0)} rows/s (${run.seconds.toFixed(2)} s), CLI peak RSS ${run.peakRssMb.toFixed(0)} MB`, ratio: sqlite ? `${pct(rate, sqliteRate)} of sqlite3` : "" });
      if (engine) {
        const onServer = await runMeasured(DENO, ["run", "--allow-all", "cli/main.ts", "audit", "export", "--format", format, "--out", join(dir, `sqld-export.${format}`)], { STEWARD_TOKEN: superToken, STEWARD_API_URL: engine.instances[0]!.url }, REPO_ROOT);
        if (onServer.code !== 0) throw new Error(`audit export ${format} on sqld failed: ${onServer.stderr}`);
        const sqldRate = auditRows / onServer.seconds;
        rows.push({ section: "export", name: `steward audit export --format ${format} [sqld]`, value: `${sqldRate.toFixed(0)} rows/s (${onServer.seconds.toFixed(2)} s)`, ratio: `${pct(sqldRate, rate)} of file` });
      }
    }
    target("Audit export >= 50% of sqlite3 rows/s, peak RSS < 150 MB", sqlite && worstExport >= 0.5 * sqliteRate && peakMb < 150, sqlite ? `${pct(worstExport, sqliteRate)}, ${peakMb.toFixed(0)} MB` : "sqlite3 missing");

    // Bulk grants: 10,000 new (user, unit) pairs through the CLI, against a plain bulk insert of the
    // same rows into a copy of the same database.
    const grantRows = quick ? 1_000 : 10_000;
    const pairs = (
      await db.execute({
        sql: `SELECT u.id AS uid, u.email AS email, un.id AS unit FROM users u, units un
              WHERE u.role != 'super_admin' AND NOT EXISTS (SELECT 1 FROM access_grants g WHERE g.user_id = u.id AND g.unit_id = un.id)
              ORDER BY (u.id * 7919 + un.id * 104729) % 1000003 LIMIT ?`,
        args: [grantRows],
      })
    ).rows;
    const csv = ["email,unit,type,start_date,end_date", ...pairs.map((p) => `${p["email"]},${p["unit"]},permanent,,`)].join("\n") + "\n";
    writeFileSync(join(dir, "grants.csv"), csv);
    await db.execute(`VACUUM INTO '${join(dir, "copy.db")}'`);
    log(`bulk grant ${pairs.length} rows`);
    const grantRun = await runMeasured(DENO, ["run", "--allow-all", "cli/main.ts", "access", "grant", "--file", join(dir, "grants.csv")], { STEWARD_TOKEN: superToken, STEWARD_API_URL: server.url }, REPO_ROOT);
    if (grantRun.code !== 0) throw new Error(`access grant failed: ${grantRun.stderr}`);
    const copy = createClient({ url: `file:${join(dir, "copy.db")}` });
    const started = performance.now();
    const tx = await copy.transaction("write");
    for (let i = 0; i < pairs.length; i += 500) {
      const batch = pairs.slice(i, i + 500);
      await tx.execute({
        sql: `INSERT INTO access_grants (user_id, unit_id, type) VALUES ${batch.map(() => "(?, ?, 'permanent')").join(",")}`,
        args: batch.flatMap((p) => [Number(p["uid"]), Number(p["unit"])]),
      });
    }
    await tx.commit();
    const plainRate = pairs.length / ((performance.now() - started) / 1000);
    copy.close();
    const grantRate = pairs.length / grantRun.seconds;
    rows.push({ section: "bulk grants", name: "plain bulk INSERT", value: `${plainRate.toFixed(0)} rows/s`, ratio: "100%" });
    rows.push({ section: "bulk grants", name: `steward access grant (${pairs.length} rows)`, value: `${grantRate.toFixed(0)} rows/s (${grantRun.seconds.toFixed(2)} s)`, ratio: `${pct(grantRate, plainRate)} of plain insert` });
    target("Bulk grant >= 25% of the plain bulk insert rate", grantRate >= 0.25 * plainRate, pct(grantRate, plainRate));
    if (engine) {
      // The copy was taken before these pairs were granted in the file: the same rows are new there too.
      const onServer = await runMeasured(DENO, ["run", "--allow-all", "cli/main.ts", "access", "grant", "--file", join(dir, "grants.csv")], { STEWARD_TOKEN: superToken, STEWARD_API_URL: engine.instances[0]!.url }, REPO_ROOT);
      if (onServer.code !== 0) throw new Error(`access grant on sqld failed: ${onServer.stderr}`);
      const sqldRate = pairs.length / onServer.seconds;
      rows.push({ section: "bulk grants", name: `steward access grant (${pairs.length} rows) [sqld]`, value: `${sqldRate.toFixed(0)} rows/s (${onServer.seconds.toFixed(2)} s)`, ratio: `${pct(sqldRate, grantRate)} of file` });
    }

    log("UI weight");
    const ui = await measureUiWeight(server.url, superToken);
    for (const f of ui.initialFiles) rows.push({ section: "ui initial", name: f.file, value: `${f.kb.toFixed(1)} KB gzip` });
    rows.push({ section: "ui", name: "initial JS before the Units page renders", value: `${ui.initialKb.toFixed(1)} KB gzip` });
    rows.push({ section: "ui", name: "remote's own initial chunk (remoteEntry.js)", value: `${ui.remoteEntryKb.toFixed(1)} KB gzip` });
    for (const c of ui.lazyChunks) rows.push({ section: "ui lazy", name: c.file, value: `${c.kb.toFixed(1)} KB gzip${c.tiptap ? " (Tiptap)" : ""}` });
    target("Initial JS before the Units page <= 250 KB gzip", ui.initialKb <= 250, `${ui.initialKb.toFixed(1)} KB`);
    target("Remote's own initial chunk <= 100 KB gzip", ui.remoteEntryKb <= 100, `${ui.remoteEntryKb.toFixed(1)} KB`);
    target("Tiptap loads only on the policy page", !ui.tiptapBeforePolicyPage && ui.tiptapOnPolicyPage, `before: ${ui.tiptapBeforePolicyPage}, on policy page: ${ui.tiptapOnPolicyPage}`);

    db.close();
    const report = renderReport(meta, rows, targets);
    mkdirSync(dirname(opts.out!), { recursive: true });
    writeFileSync(opts.out!, report);
    process.stdout.write(report);
  } finally {
    await engine?.stop();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`bench: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
