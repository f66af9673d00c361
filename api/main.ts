// Deno entry point: the only API file that touches the runtime (env, files, sockets).
//   deno task serve   -> API + host page at / + remote at /remote/   (npm start)
//   deno task api     -> API only (--api-only), for tools and tests   (npm run api)
import { serveStatic } from "hono/deno";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isDashboardPage, isInsideDashboard } from "@steward/shared";
import { createApp } from "./src/app.ts";
import { remoteFilesCors } from "./src/http/cors.ts";
import { createPasswordHasher } from "./src/auth/password.ts";
import { createTokenService, randomId } from "./src/auth/tokens.ts";
import { assertConnectionSettings } from "./src/db/connection.ts";
import { localPathOf } from "./src/db/file-client/local-client.ts";
import { migrateDatabase, NewerSchemaError } from "./src/db/migrate.ts";
import { connectDatabase, DatabaseAccessError } from "./src/db/server-access.ts";
import { createLogger, type Logger } from "./src/logger.ts";
import { observeDatabase } from "./src/db/observed-database.ts";
import { createMetrics } from "./src/metrics/metrics.ts";
import { readBacklog } from "./src/repositories/backlog-repo.ts";
import { createScheduler } from "./src/jobs/scheduler.ts";
import { loadAuditSigner } from "./audit-signing-key.ts";
import { serverJobs, tickIntervalFor } from "./src/jobs/server-jobs.ts";
import { createMailTransport } from "./src/mail/transports.ts";
import { createServices } from "./src/services/services.ts";
import { loadSettings, SettingsError, type Settings } from "./src/settings.ts";

/** Deno exports traces when OTEL_DENO is on (docs.deno.com, "OpenTelemetry"); then each request has a span. */
function tracesExported(settings: Settings): boolean {
  return settings.OTEL_DENO === "true" || settings.OTEL_DENO === "1";
}

/**
 * The trace id of the span Deno opened for the request being handled. Deno's context manager is
 * OpenTelemetry.js's; the span is kept under the key @opentelemetry/api creates for it, whose
 * symbol is registered under this name (Symbol.for), so no OpenTelemetry package is needed here.
 */
const SPAN_KEY = Symbol.for("OpenTelemetry Context Key SPAN");
function activeTraceId(): string | undefined {
  const span = Deno.telemetry.contextManager.active()?.getValue(SPAN_KEY) as { spanContext?: () => { traceId?: string } } | undefined;
  const id = span?.spanContext?.().traceId;
  return id && !/^0+$/.test(id) ? id : undefined;
}

const repoRoot = resolve(fileURLToPath(new URL("..", import.meta.url)));

async function loadAuthSecret(settings: Settings): Promise<string> {
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET;
  // decisions.md: when unset, one is generated once and kept in the data folder (owner-only).
  const file = join(settings.STEWARD_DATA_DIR, "auth-secret");
  try {
    return (await Deno.readTextFile(file)).trim();
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
  await Deno.mkdir(settings.STEWARD_DATA_DIR, { recursive: true });
  const secret = randomId(48);
  await Deno.writeTextFile(file, secret, { mode: 0o600, createNew: true }).catch(async (e) => {
    if (!(e instanceof Deno.errors.AlreadyExists)) throw e;
  });
  return (await Deno.readTextFile(file)).trim();
}

async function ensureDatabaseFolder(path: string | undefined): Promise<void> {
  if (path !== undefined) await Deno.mkdir(dirname(path), { recursive: true, mode: 0o700 });
}

/**
 * docs/security.md "Data at rest": everything this process creates from here on (the database,
 * its -wal and -shm, an embedded replica's metadata, the generated secret, their folders) is
 * readable by its owner only. The umask is the one setting libSQL's own file creation honours.
 */
function ownerOnlyFromNowOn(): void {
  // Windows has no umask: there a file follows its folder's access list.
  if (Deno.build.os !== "windows") Deno.umask(0o077);
}

/** Files an earlier version or a hand-made copy left readable by others are narrowed, and said so. */
async function narrowToOwner(paths: string[], logger: Logger): Promise<void> {
  for (const path of paths) {
    const mode = await Deno.stat(path).then((info) => info.mode, () => null);
    if (mode === null || (mode & 0o077) === 0) continue;
    try {
      await Deno.chmod(path, mode & 0o700);
      logger.warn("a file of the server's was readable by others: it is owner-only now", { path, was: (mode & 0o777).toString(8) });
    } catch (error) {
      logger.warn("a file of the server's is readable by others and could not be narrowed", { path, error: String(error) });
    }
  }
}

/** The database file and whatever SQLite and libSQL keep beside it under its name (-wal, -shm, -journal, -info). */
async function databaseFiles(path: string | undefined): Promise<string[]> {
  if (path === undefined) return [];
  const folder = dirname(path);
  const name = basename(path);
  const found: string[] = [];
  try {
    for await (const entry of Deno.readDir(folder)) if (entry.isFile && entry.name.startsWith(name)) found.push(join(folder, entry.name));
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
  return found;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Listening is where a second copy, a leftover process or a privileged port stops start-up: that
 * ends in a sentence naming PORT (and HOST), exit code 1, never a stack trace.
 */
function listenOrExplain<T>(settings: Settings, listen: () => T): T {
  try {
    return listen();
  } catch (e) {
    const where = `${settings.HOST}:${settings.PORT}`;
    if (e instanceof Deno.errors.AddrInUse) {
      console.error(`Port ${settings.PORT} is already in use on ${settings.HOST} (another Steward or another program listens there): stop it, or set PORT to a free port.`);
    } else if (e instanceof Deno.errors.PermissionDenied) {
      console.error(`This user may not listen on ${where}: ports below 1024 need privileges; set PORT to 1024 or above (a proxy can take port 80 or 443).`);
    } else if (e instanceof Deno.errors.AddrNotAvailable) {
      console.error(`HOST ${settings.HOST} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all (PORT ${settings.PORT}).`);
    } else {
      throw e;
    }
    Deno.exit(1);
  }
}

async function main() {
  const apiOnly = Deno.args.includes("--api-only");
  let settings: Settings;
  try {
    settings = loadSettings(Deno.env.toObject());
  } catch (e) {
    if (e instanceof SettingsError) {
      console.error(e.message);
      Deno.exit(1);
    }
    throw e;
  }
  const logger = createLogger(settings.LOG_LEVEL);
  const auditSigner = await loadAuditSigner(settings.STEWARD_AUDIT_SIGNING_KEY_FILE).catch((e: unknown) => {
    if (!(e instanceof SettingsError)) throw e;
    console.error(e.message);
    Deno.exit(1);
  });

  ownerOnlyFromNowOn();
  const databasePath = localPathOf(settings.DATABASE_URL);
  // Before the database is opened: SQLite gives a new -wal and -shm the database file's mode.
  await narrowToOwner([...(await databaseFiles(databasePath)), join(settings.STEWARD_DATA_DIR, "auth-secret")], logger);
  await ensureDatabaseFolder(databasePath);
  const database = await connectDatabase(settings).catch((e: unknown) => {
    if (!(e instanceof DatabaseAccessError)) throw e;
    console.error(e.message);
    Deno.exit(1);
  });
  await migrateDatabase(database, join(repoRoot, "api", "drizzle"), {
    // A copy of a file before its schema changes (README "Upgrades"); a libSQL server is backed up its own way.
    backupFileAt: database.isFile ? databasePath : undefined,
    log: (message, fields) => logger.info(message, fields),
  }).catch((e: unknown) => {
    if (!(e instanceof NewerSchemaError)) throw e;
    // An older build on a newer schema: a sentence and a refusal to start, never a guess at the data.
    console.error(e.message);
    database.close();
    Deno.exit(1);
  });
  const connection = await assertConnectionSettings(database);
  logger.info("database ready", { url: settings.DATABASE_URL.replace(/\/\/.*@/, "//***@"), ...connection, commits: database.commitsToldBy() });

  // Prometheus metrics only when asked for (metrics/metrics.ts); off, nothing is wrapped or counted.
  // The driver's message is left out of the warning: it may carry the database's address.
  const backlogUnread = (error: unknown) => logger.warn("metrics: the backlog could not be read", { error: error instanceof Error ? error.name : "unknown" });
  const metrics = settings.STEWARD_METRICS === "on" ? createMetrics(() => readBacklog(database.db), backlogUnread) : undefined;
  const observed = metrics ? observeDatabase(database, metrics) : database;
  const services = createServices({
    database: observed,
    settings,
    hasher: createPasswordHasher(),
    tokens: createTokenService({ current: await loadAuthSecret(settings), previous: settings.AUTH_SECRET_PREVIOUS }),
    now: () => new Date(),
    report: (error) => logger.error("background work failed", { error: String(error instanceof Error ? error.stack : error) }),
  });
  const app = createApp({
    services,
    settings,
    logger,
    metrics,
    activeTraceId: tracesExported(settings) ? activeTraceId : undefined,
    withinRequest: database.withinRequest,
    ping: async () => {
      await database.client.execute("SELECT 1");
    },
  });

  const benchBaselines = settings.STEWARD_BENCH_BASELINES === "true";
  if (benchBaselines) {
    // The Hono ceiling: a route on this very app, behind the same global middleware.
    app.get("/__bench/hono", (c) => c.text("hello"));
  }

  if (!apiOnly) {
    const remoteDist = join(repoRoot, "dashboard-remote", "dist");
    const hostDist = join(repoRoot, "host", "dist");
    if (!(await exists(join(hostDist, "index.html"))) || !(await exists(join(remoteDist, "mf-manifest.json")))) {
      logger.warn("the dashboard is not built: run `npm run build` (npm start does it for you)");
    }
    // Entry files must be revalidated so a new build is picked up; hashed chunks never change.
    const cacheHeaders = (path: string, c: { header: (k: string, v: string) => void }) => {
      const entry = /(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/.test(path);
      c.header("Cache-Control", entry ? "no-cache" : "public, max-age=31536000, immutable");
    };
    // An embedding portal on another origin fetches the manifest (scripts need no CORS).
    app.use("/remote/*", remoteFilesCors(settings.ALLOWED_ORIGINS));
    app.use("/remote/*", serveStatic({ root: remoteDist, rewriteRequestPath: (p) => p.replace(/^\/remote/, ""), onFound: cacheHeaders }));
    const hostFiles = serveStatic({ root: hostDist, onFound: cacheHeaders });
    // The dashboard's own addresses (/dashboard/units?...) load the host page, which routes in the
    // browser; any other address is a 404 (http/not-found.ts), not the page (shared/dashboard-pages.ts).
    const hostPage = serveStatic({ root: hostDist, rewriteRequestPath: () => "/index.html", onFound: cacheHeaders });
    const isOwnedElsewhere = (path: string) => path.startsWith("/api/") || path === "/api" || path.startsWith("/remote/") || path.startsWith("/public/");
    app.get("*", async (c, next) => (isOwnedElsewhere(c.req.path) ? next() : hostFiles(c, next)));
    app.get("*", async (c, next) => {
      if (isDashboardPage(c.req.path)) return hostPage(c, next);
      if (!isInsideDashboard(c.req.path)) return next();
      // A missing page inside the dashboard: its own not-found page, with the status that says so.
      const page = await hostPage(c, next);
      return page ? new Response(page.body, { status: 404, headers: page.headers }) : undefined;
    });
  }

  const mail = createMailTransport(settings, logger);
  const jobs = serverJobs({ database: observed, settings, services, mail, auditSigner });
  const scheduler = createScheduler({
    database: observed,
    jobs,
    now: () => new Date(),
    timeZone: settings.TZ,
    onRun: (run) => {
      metrics?.countJobRun(run.name, run.ok);
      if (!run.ok) logger.error("job failed", { job: run.name, error: run.error });
      else if (run.result && Object.values(run.result).some((n) => n > 0)) logger.info("job ran", { job: run.name, ...run.result });
    },
  });
  const stopScheduler = scheduler.start(tickIntervalFor(jobs));
  const controller = new AbortController();
  const server = listenOrExplain(settings, () => Deno.serve(
    {
      port: settings.PORT,
      hostname: settings.HOST,
      signal: controller.signal,
      onListen: ({ hostname, port }) => {
        const shown = hostname === "0.0.0.0" ? "localhost" : hostname;
        console.log(`Steward listening on http://${shown}:${port}${apiOnly ? " (API only)" : ""}`);
      },
    },
    // The raw ceiling: Deno.serve answering before Hono is involved at all.
    benchBaselines
      ? (req: Request) => (req.url.endsWith("/__bench/raw") ? new Response("hello") : app.fetch(req))
      : app.fetch,
  ));
  const stop = () => controller.abort();
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGTERM", stop);
  await server.finished;
  await stopScheduler();
  mail.close();
  database.close();
}

/**
 * The narrowed permission set (deno.json) reads and writes only ./data: a setting that names a
 * folder or file elsewhere ends start-up with a sentence saying which and how to allow it, not
 * with Deno's stack trace. scripts/start-release.sh adds those folders by itself.
 */
function explainRefusedPath(e: unknown): never {
  if (!(e instanceof Deno.errors.NotCapable)) throw e;
  const requires = /Requires (\w+) access to "([^"]+)"/.exec(e.message);
  if (requires === null) throw e;
  console.error(
    `Steward may not ${requires[1]} ${requires[2]}: the permission set it runs with (deno.json) allows only ./data. ` +
      "A STEWARD_DATA_DIR, a file DATABASE_URL or a *_FILE setting elsewhere needs scripts/start-release.sh, which adds the folders those settings name, or the --allow-read and --allow-write flags the README gives.",
  );
  Deno.exit(1);
}

await main().catch(explainRefusedPath);
