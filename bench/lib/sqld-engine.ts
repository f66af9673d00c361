// `npm run bench -- --engine sqld`: the README's several-instances setup on this machine. A copy
// of the seeded file (sessions of the file run included, so the same tokens work) is served by
// sqld, two API instances with the file run's AUTH_SECRET talk to it over loopback, and a load is
// spread over both, half of the connections each.
import type { Client } from "@libsql/client";
import { join } from "node:path";
import { startServer, type RunningServer } from "../../tests/support/server.ts";
import { startSqld, type Sqld } from "../../tests/support/sqld.ts";
import { runLoad, type LoadOptions, type LoadResult } from "./load.ts";

export const SQLD_INSTANCES = 2;

export interface SqldEngine {
  sqld: Sqld;
  instances: RunningServer[];
  stop(): Promise<void>;
}

/** `from` is the file run's database; `dir` a scratch folder for the consistent copy. */
export async function startSqldEngine(from: Client, dir: string, authSecret: string): Promise<SqldEngine> {
  const copy = join(dir, "sqld-source.db");
  await from.execute(`VACUUM INTO '${copy}'`);
  const sqld = await startSqld({ fromFile: copy });
  const instances: RunningServer[] = [];
  try {
    for (let i = 0; i < SQLD_INSTANCES; i++) {
      // One at a time: the first also has sqld build its replication log from the copied file.
      instances.push(await startServer({ env: { DATABASE_URL: sqld.wsUrl, AUTH_SECRET: authSecret, STEWARD_MAIL_POLL_MS: "60000", LOG_LEVEL: "warn", STEWARD_PUBLIC_RATE_LIMIT: "1000000000" } }));
    }
  } catch (e) {
    await Promise.all(instances.map((s) => s.stop()));
    await sqld.stop();
    throw e;
  }
  return {
    sqld,
    instances,
    async stop() {
      await Promise.all(instances.map((s) => s.stop()));
      await sqld.stop();
    },
  };
}

/**
 * The same path under load on every instance at once, the connections shared out evenly. Requests
 * per second add up; the latencies reported are the worst instance's, so a p99 is never flattered.
 */
export async function runLoadSpread(name: string, engine: SqldEngine, path: string, opts: Omit<LoadOptions, "url">): Promise<LoadResult> {
  const share = Math.max(1, Math.floor(opts.connections / engine.instances.length));
  const results = await Promise.all(engine.instances.map((s) => runLoad(name, { ...opts, url: `${s.url}${path}`, connections: share })));
  return {
    name,
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
  };
}
