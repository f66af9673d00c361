// Growth (issue 21): the list and /me scenarios on institutions of every size in one run, each
// size seeded into its own folder and served by its own server, with the same kind of callers
// (the super admin and the heaviest mid-tree unit admin of that institution). The bench's main
// size reuses its own figures; the others are measured here. Per-request time is 1 / req/s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { DENO, REPO_ROOT, startServer } from "../tests/support/server.ts";
import { runLoad, type LoadResult } from "./lib/load.ts";
import { runMeasured } from "./lib/peak-memory.ts";
import { GROWTH_KEYS, pickCallers, sideBySideScenarios, stewardSignIn } from "./scenarios-side-by-side.ts";

export const SIZES = ["small", "medium", "large"] as const;
export type Size = (typeof SIZES)[number];

export interface LoadSettings {
  connections: number;
  durationSec: number;
  warmupSec: number;
}

/** Seeds `size`, serves it, and measures every growth scenario on it. */
export async function measureGrowthAt(size: Size, load: LoadSettings, log: (m: string) => void): Promise<Map<string, LoadResult>> {
  const dir = mkdtempSync(join(tmpdir(), `steward-bench-${size}-`));
  const databaseUrl = `file:${join(dir, "bench.db")}`;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    log(`growth: seeding a ${size} institution`);
    const seed = await runMeasured(DENO, ["run", "--allow-all", "api/seed.ts", "--size", size, "--seed", "1"], { DATABASE_URL: databaseUrl, STEWARD_DATA_DIR: dir }, REPO_ROOT);
    if (seed.code !== 0) throw new Error(`seed ${size} failed: ${seed.stderr}`);
    const db = createClient({ url: databaseUrl });
    const callers = await pickCallers(db);
    db.close();
    server = await startServer({ apiOnly: true, dataDir: dir, env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" } });
    const tokens = { admin: await stewardSignIn(server, callers.adminEmail), super: await stewardSignIn(server, callers.superEmail) };
    const results = new Map<string, LoadResult>();
    for (const s of await sideBySideScenarios(server, tokens)) {
      if (!GROWTH_KEYS.includes(s.key)) continue;
      log(`growth ${size}: ${s.section}, ${s.name}`);
      results.set(s.key, await runLoad(s.name, { url: `${server.url}${s.steward}`, ...load, headers: { authorization: `Bearer ${tokens[s.caller]}` } }));
    }
    return results;
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** µs per request at each size, and how much the largest measured size costs over the smallest. */
export function growthOf(bySize: Map<Size, Map<string, LoadResult>>, key: string): { micros: Partial<Record<Size, number>>; factor: number | null; from: Size | null; to: Size | null } {
  const micros: Partial<Record<Size, number>> = {};
  for (const size of SIZES) {
    const r = bySize.get(size)?.get(key);
    if (r && r.rps > 0) micros[size] = 1e6 / r.rps;
  }
  const measured = SIZES.filter((s) => micros[s] !== undefined);
  if (measured.length < 2) return { micros, factor: null, from: measured[0] ?? null, to: null };
  const from = measured[0]!;
  const to = measured.at(-1)!;
  return { micros, factor: micros[to]! / micros[from]!, from, to };
}
