// Deno entry of the demo-data task: `npm run seed -- [--size small|medium|large] [--seed N]`.
// Writes the database that DATABASE_URL names directly (migrating it first) and refuses one that
// already has users. The generator itself (src/seed/) is runtime-free.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createPasswordHasher } from "./src/auth/password.ts";
import { openDatabase } from "./src/db/connection.ts";
import { migrateDatabase } from "./src/db/migrate.ts";
import { runSeed, SeedRefused } from "./src/seed/run-seed.ts";
import { DEMO_PASSWORD, SEED_SIZES, type SeedSize } from "./src/seed/sizes.ts";
import { isFileDatabase, loadSettings, SettingsError } from "./src/settings.ts";

const USAGE = "usage: npm run seed -- [--size small|medium|large] [--seed N] [--audit-entries N]";

function fail(message: string, code: number): never {
  console.error(`seed: ${message}`);
  Deno.exit(code);
}

let args;
try {
  args = parseArgs({
    args: Deno.args,
    options: { size: { type: "string", default: "small" }, seed: { type: "string", default: "1" }, "audit-entries": { type: "string" }, help: { type: "boolean" } },
  }).values;
} catch (e) {
  fail(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`, 2);
}
if (args.help) {
  console.log(`${USAGE}\n\nFills the empty database that DATABASE_URL names with a demo institution. Every seeded user's password is '${DEMO_PASSWORD}'.`);
  Deno.exit(0);
}
if (!(args.size in SEED_SIZES)) fail(`--size must be small, medium or large\n${USAGE}`, 2);
if (!/^\d{1,9}$/.test(args.seed)) fail(`--seed must be a non-negative integer\n${USAGE}`, 2);
const auditOverride = args["audit-entries"];
if (auditOverride !== undefined && !/^\d{1,8}$/.test(auditOverride)) fail(`--audit-entries must be a non-negative integer\n${USAGE}`, 2);
const plan = { ...SEED_SIZES[args.size as SeedSize], ...(auditOverride === undefined ? {} : { auditEntries: Number(auditOverride) }) };

let settings;
try {
  settings = loadSettings(Deno.env.toObject());
} catch (e) {
  if (e instanceof SettingsError) fail(e.message, 2);
  throw e;
}
if (isFileDatabase(settings.DATABASE_URL)) {
  const path = settings.DATABASE_URL.replace(/^file:(\/\/)?/, "");
  if (path && path !== ":memory:") await Deno.mkdir(dirname(path), { recursive: true });
}
const database = await openDatabase(settings.DATABASE_URL, settings.DATABASE_AUTH_TOKEN);
try {
  await migrateDatabase(database, join(resolve(fileURLToPath(new URL(".", import.meta.url))), "drizzle"));
  const passwordHash = await createPasswordHasher().hash(DEMO_PASSWORD);
  const report = await runSeed(database, {
    plan,
    seed: Number(args.seed),
    passwordHash,
    progress: Deno.stderr.isTerminal() ? (m) => Deno.stderr.writeSync(new TextEncoder().encode(`\r\x1b[K  ${m}`)) : undefined,
  });
  if (Deno.stderr.isTerminal()) Deno.stderr.writeSync(new TextEncoder().encode("\r\x1b[K"));
  console.log(`Seeded ${settings.DATABASE_URL.replace(/\/\/.*@/, "//***@")} (size ${args.size}, seed ${args.seed}) in ${report.seconds} s:`);
  for (const [table, n] of Object.entries(report.counts)) console.log(`  ${table.padEnd(24)} ${n}`);
  console.log(`  audit chain head        ${report.lastHash}`);
  console.log(`Sign in as ${report.demo.superAdmin} (super admin), ${report.demo.unitAdmin} (unit admin) or ${report.demo.manager} (social media manager), password '${DEMO_PASSWORD}'.`);
} catch (e) {
  if (e instanceof SeedRefused) fail(e.message, 3);
  throw e;
} finally {
  database.close();
}
