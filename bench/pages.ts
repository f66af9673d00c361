// npm run bench:pages [-- --size small|medium|large] [--data DIR]
// npm run bench:pages:large                       (the large institution: 2,000 units, 20,000 users, 1M audit entries)
// Issue 30's performance point alone, without the full bench's load, peer and growth runs: each
// role's pages and forms timed in Chromium from navigation until usable (offboarding and the first
// audit visit included), the largest page of options any chooser asked for, and the home page's
// height, each against its target. The machine's load (`uptime`) is printed before and after: a
// busy machine makes every figure slower, and the figures mean little without it.
// --data DIR reuses an institution seeded there by an earlier run (the large seed takes minutes);
// without it a temporary one is seeded and removed.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { DENO, REPO_ROOT, startServer, type RunningServer } from "../tests/support/server.ts";
import { runMeasured } from "./lib/peak-memory.ts";
import { measurePageTimings, type PageTimings } from "./lib/page-timings.ts";
import { pickCallers, stewardSignIn } from "./scenarios-side-by-side.ts";

const { values: opts } = parseArgs({ options: { size: { type: "string", default: "large" }, data: { type: "string" } } });
const log = (line: string) => console.error(`[bench:pages] ${line}`);
const uptime = () => execFileSync("uptime").toString().trim();

const TARGET_MS = 1000;
const CHOOSER_LIMIT = 20;
const HOME_HEIGHT_PX = 5000;

/** The figures as a Markdown table and the three targets, ready for docs/performance.md. */
export function pageTimingsReport(pages: PageTimings): string {
  const lines = ["| Role | Page | Until usable |", "| --- | --- | ---: |"];
  for (const t of pages.timings) lines.push(`| ${t.role} | ${t.page} | ${t.ms === null ? "not within 30 s" : `${t.ms} ms`}${(t.ms ?? Infinity) > TARGET_MS ? " (over 1 s)" : ""} |`);
  const slowest = pages.timings.reduce<PageTimings["timings"][number] | null>((worst, t) => (worst === null || (t.ms ?? Infinity) > (worst.ms ?? Infinity) ? t : worst), null);
  const ask = pages.largestChooserAsk;
  const tallest = Math.max(0, ...Object.values(pages.homeHeightPx));
  const mark = (ok: boolean) => (ok ? "met" : "MISSED");
  lines.push(
    "",
    `- Every page and form usable within 1 s: ${mark(slowest !== null && (slowest.ms ?? Infinity) <= TARGET_MS)} (slowest ${slowest?.ms ?? "never"} ms, ${slowest?.role}: ${slowest?.page})`,
    `- No chooser asks for more than ${CHOOSER_LIMIT} options: ${mark(ask !== null && ask.limit <= CHOOSER_LIMIT)} (largest ${ask === null ? "none seen" : ask.limit === Infinity ? "everyone" : ask.limit}${ask ? `, ${ask.role}: ${ask.page}, ${ask.url}` : ""})`,
    `- The home page's document under ${HOME_HEIGHT_PX} px: ${mark(tallest < HOME_HEIGHT_PX)} (${Object.entries(pages.homeHeightPx).map(([role, px]) => `${role} ${px} px`).join(", ")})`,
  );
  return lines.join("\n");
}

async function main() {
  const dir = opts.data ?? mkdtempSync(join(tmpdir(), "steward-bench-pages-"));
  const databaseUrl = `file:${join(dir, "bench.db")}`;
  let server: RunningServer | undefined;
  try {
    if (!existsSync(join(REPO_ROOT, "host", "dist", "index.html"))) {
      log("building the UI");
      execFileSync("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit" });
    }
    if (!existsSync(join(dir, "bench.db"))) {
      mkdirSync(dir, { recursive: true });
      log(`seeding a ${opts.size} institution in ${dir}`);
      const seed = await runMeasured(DENO, ["run", "--allow-all", "api/seed.ts", "--size", opts.size!, "--seed", "1"], { DATABASE_URL: databaseUrl, STEWARD_DATA_DIR: dir }, REPO_ROOT);
      if (seed.code !== 0) throw new Error(`seed failed: ${seed.stderr}`);
      log(`seeded in ${seed.seconds.toFixed(1)} s`);
    }
    const db = createClient({ url: databaseUrl });
    const count = async (table: string) => Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.["n"] ?? 0);
    const institution = `${await count("units")} units, ${await count("users")} users, ${await count("social_medias")} accounts, ${await count("audit_logs")} audit entries`;
    const callers = await pickCallers(db);
    db.close();

    server = await startServer({ apiOnly: false, dataDir: dir, env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", STEWARD_PUBLIC_RATE_LIMIT: "1000000000" } });
    const tokens = { "super admin": await stewardSignIn(server, callers.superEmail), "unit admin": await stewardSignIn(server, callers.adminEmail) };
    const before = uptime();
    log("page timings in Chromium");
    const pages = await measurePageTimings(server.url, tokens);
    const after = uptime();
    console.log(
      [
        `Page timings, ${new Date().toISOString()}, ${opts.size} institution: ${institution}`,
        `Callers: super admin ${callers.superEmail}; unit admin ${callers.adminEmail} on ${callers.adminPath}`,
        `Machine: ${execFileSync("nproc").toString().trim()} cores; uptime before: ${before}; after: ${after}`,
        "",
        pageTimingsReport(pages),
      ].join("\n"),
    );
  } finally {
    await server?.stop();
    if (!opts.data) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
