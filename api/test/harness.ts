// A fresh database file per test, migrated with the committed migrations, and the real app driven
// through `app.request`. The clock is injectable so grant dates can be tested on exact days.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "../src/app.ts";
import { createPasswordHasher } from "../src/auth/password.ts";
import { createTokenService } from "../src/auth/tokens.ts";
import { openDatabase, type Database } from "../src/db/connection.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { createScheduler, type Scheduler } from "../src/jobs/scheduler.ts";
import { serverJobs } from "../src/jobs/server-jobs.ts";
import { createLogger } from "../src/logger.ts";
import { createLogTransport } from "../src/mail/transports.ts";
import { createServices, type Services } from "../src/services/services.ts";
import { loadSettings, type Settings } from "../src/settings.ts";

export const MIGRATIONS = fileURLToPath(new URL("../drizzle", import.meta.url));
export const TEST_SECRET = "test-secret-that-is-long-enough-for-hs256-keys";

export interface Harness {
  app: ReturnType<typeof createApp>;
  database: Database;
  services: Services;
  settings: Settings;
  clock: { now: Date };
  /** The server's jobs on the test clock: move `clock.now`, then `await scheduler.runDue()`. */
  scheduler: Scheduler;
  dir: string;
  close(): void;
}

export async function createHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), "steward-api-"));
  const settings = loadSettings({ DATABASE_URL: `file:${join(dir, "test.db")}`, LOG_LEVEL: "silent", ...env });
  const database = await openDatabase(settings.DATABASE_URL);
  await migrateDatabase(database, MIGRATIONS);
  const clock = { now: new Date("2026-03-15T12:00:00.000Z") };
  const services = createServices({
    database,
    settings,
    // Fewer iterations keep the suite quick; the production cost is tested on its own.
    hasher: createPasswordHasher(1000),
    tokens: createTokenService(TEST_SECRET, () => clock.now),
    now: () => clock.now,
  });
  const app = createApp({
    services,
    settings,
    logger: createLogger("silent"),
    ping: async () => {
      await database.client.execute("SELECT 1");
    },
  });
  const scheduler = createScheduler({
    database,
    jobs: serverJobs({ database, settings, services, mail: createLogTransport(createLogger("silent")) }),
    now: () => clock.now,
    timeZone: settings.TZ,
  });
  return {
    app,
    database,
    services,
    settings,
    clock,
    scheduler,
    dir,
    close() {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A parsed response body of any shape: the tests' assertions, not this type, pin it down. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface CallOptions {
  token?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One HTTP call to the app, as a JSON client would make it. */
export async function call(h: Harness, method: string, path: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] ??= "application/json";
  if (opts.token) headers["authorization"] = `Bearer ${opts.token}`;
  if (opts.cookie) headers["cookie"] = opts.cookie;
  const res = await h.app.request(`http://localhost${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, body: json as Json };
}
