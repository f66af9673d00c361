// The real limit of each request (issue 21): what its SQL statements cost alone, measured by
// bench/limits-deno.ts under Deno on the bench's own database file, plus the HTTP floor (the Hono
// hello's time per request, measured under the same load). Efficiency = limit / measured, where a
// scenario's measured time per request is 1 / its requests per second: the server answers on one
// event loop, so that is what one request costs it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DENO, REPO_ROOT } from "../tests/support/server.ts";
import type { LimitResult } from "./limits-deno.ts";
import { runMeasured } from "./lib/peak-memory.ts";

export type { LimitResult };

export interface LimitScenario {
  key: string;
  path: string;
  token: string;
}

export async function measureSqlLimits(env: { DATABASE_URL: string; STEWARD_DATA_DIR: string }, scenarios: LimitScenario[], seconds: number): Promise<Map<string, LimitResult>> {
  const dir = mkdtempSync(join(tmpdir(), "steward-limits-"));
  try {
    const file = join(dir, "input.json");
    writeFileSync(file, JSON.stringify({ scenarios, seconds }));
    const run = await runMeasured(DENO, ["run", "--allow-all", "bench/limits-deno.ts", file], { ...env, LOG_LEVEL: "silent" }, REPO_ROOT);
    if (run.code !== 0) throw new Error(`limits failed: ${run.stderr}`);
    const results = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as LimitResult[];
    return new Map(results.map((r) => [r.key, r]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** µs per request from requests per second. */
export const microsPerRequest = (rps: number) => (rps > 0 ? 1e6 / rps : Infinity);

/** limit / measured, both in µs per request. */
export function efficiency(limit: LimitResult, honoRps: number, scenarioRps: number): { limitMicros: number; measuredMicros: number; ratio: number } {
  const limitMicros = limit.sqlMicros + microsPerRequest(honoRps);
  const measuredMicros = microsPerRequest(scenarioRps);
  return { limitMicros, measuredMicros, ratio: limitMicros / measuredMicros };
}

export interface GrantLimitInput {
  bulkDb: string;
  plainDb: string;
  dataDir: string;
  token: string;
  actor: { id: number; name: string; role: "super_admin" };
  rows: { email: string; unit: number; type: "permanent"; userId: number }[];
}

/** The bulk grant server-side and a plain insert of the same grants and audit entries, in one Deno process (limits-grants.ts). */
export async function measureGrantLimit(input: GrantLimitInput): Promise<{ bulkSeconds: number; plainSeconds: number; status: number; usersChanged: number }> {
  const dir = mkdtempSync(join(tmpdir(), "steward-grant-limit-"));
  try {
    const file = join(dir, "input.json");
    writeFileSync(file, JSON.stringify(input));
    const run = await runMeasured(DENO, ["run", "--allow-all", "bench/limits-grants.ts", file], { LOG_LEVEL: "silent" }, REPO_ROOT);
    if (run.code !== 0) throw new Error(`the bulk grant's limit failed: ${run.stderr}`);
    return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { bulkSeconds: number; plainSeconds: number; status: number; usersChanged: number };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
