// `npm run bench -- --engine sqld`: the README's several-instances setup on this machine. A copy
// of the seeded file (sessions of the file run included, so the same tokens work) is served by
// sqld, two API instances with the file run's AUTH_SECRET talk to it over loopback, and a load is
// spread over both, half of the connections each.
import type { Client } from "@libsql/client";
import { join } from "node:path";
import { http, startServer, type RunningServer } from "../../tests/support/server.ts";
import { startSqld, type Sqld } from "../../tests/support/sqld.ts";
import { runLoad, type LoadOptions, type LoadResult } from "./load.ts";

export const SQLD_INSTANCES = 2;

/** Sections whose data the file run creates after the copy was taken: not measured on sqld. */
const MADE_AFTER_THE_COPY = new Set(["public directory", "campaigns"]);
export const measuredOnSqld = (section: string): boolean => !MADE_AFTER_THE_COPY.has(section);

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

export interface UnderChanges {
  result: LoadResult;
  /** Changes committed while the load ran, and how many were refused or failed. */
  changes: number;
  failedChanges: number;
}

/** Changes under way at once at most: a write on a busy server can take longer than the interval. */
const CHANGES_IN_FLIGHT = 8;

/**
 * Runs `load` while a change is started every `everyMs` through `writeUrls` in turn (one user
 * renamed, with its audit entry; at most CHANGES_IN_FLIGHT under way): any change retires every
 * answer an instance kept, on a file (SQLite's data_version) as on a server (the change version),
 * so this is what keeping costs and buys when the data moves.
 */
export async function whileChanging(writeUrls: string[], token: string, userId: number, everyMs: number, load: () => Promise<LoadResult>): Promise<UnderChanges> {
  let changes = 0;
  let failedChanges = 0;
  let inFlight = 0;
  const under: Array<Promise<void>> = [];
  let n = 0;
  const timer = setInterval(() => {
    if (inFlight >= CHANGES_IN_FLIGHT) return;
    inFlight++;
    const url = writeUrls[n % writeUrls.length]!;
    const change = http(url, "PATCH", "/api/users/", { token, body: { id: userId, name: `Bench change ${n++}` } })
      .then((res) => (res.status === 200 ? changes++ : failedChanges++), () => failedChanges++)
      .then(() => {
        inFlight--;
      });
    under.push(change);
  }, everyMs);
  try {
    return { result: await load(), changes, failedChanges };
  } finally {
    clearInterval(timer);
    await Promise.all(under);
  }
}
