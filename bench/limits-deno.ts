// The database's own cost of each request (run by bench/limits.ts under Deno, as the server runs).
// The real app is built in this process on the bench's database file, exactly as api/main.ts
// builds it, with the file client's `execute` and the change-version check wrapped to record what
// they are asked. Each scenario's request is made until it is warm (a third time: what the server
// keeps between requests, it keeps here too), the statements of one more request are recorded, and
// then only those statements run, in a tight loop, through the same client: the time SQLite and
// the thinnest driver we have need for that answer. Written with node: APIs only, so that `tsc`
// checks it with the rest of the bench.
//
//   deno run --allow-all bench/limits-deno.ts <input.json>
//   input: {"scenarios":[{"key","path","token"}],"seconds":0.5}; env DATABASE_URL, STEWARD_DATA_DIR
// Prints one JSON line: [{key, status, statements, versionChecks, sqlMicros, inProcessMicros, sql}]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { InArgs, InStatement } from "@libsql/client";
import { createApp } from "../api/src/app.ts";
import { createPasswordHasher } from "../api/src/auth/password.ts";
import { createTokenService } from "../api/src/auth/tokens.ts";
import { openDatabase } from "../api/src/db/connection.ts";
import { createLogger } from "../api/src/logger.ts";
import { createServices } from "../api/src/services/services.ts";
import { loadSettings } from "../api/src/settings.ts";

interface Input {
  scenarios: { key: string; path: string; token: string }[];
  /** How long each loop runs, per round (five rounds, the median kept). */
  seconds: number;
}

export interface LimitResult {
  key: string;
  status: number;
  statements: number;
  versionChecks: number;
  /** The recorded statements (and version checks) alone, per request. */
  sqlMicros: number;
  /** The whole request through `app.request`, in this process, without a network. */
  inProcessMicros: number;
  sql: string[];
}

type Statement = { sql: string; args?: InArgs };

const input = JSON.parse(readFileSync(process.argv[2] ?? process.argv.at(-1)!, "utf8")) as Input;
const settings = loadSettings({ ...process.env, LOG_LEVEL: "silent" } as Record<string, string>);
const database = await openDatabase(settings.DATABASE_URL);
const client = database.client;

let recording: Statement[] | null = null;
let versionChecks = 0;
const execute = client.execute.bind(client) as (stmt: InStatement | string, args?: InArgs) => ReturnType<typeof client.execute>;
(client as { execute: unknown }).execute = (stmt: InStatement | string, args?: InArgs) => {
  if (recording) recording.push(typeof stmt === "string" ? { sql: stmt, args } : { sql: stmt.sql, args: stmt.args });
  return execute(stmt, args);
};
const changeVersion = database.changeVersion;
if (changeVersion) {
  database.changeVersion = () => {
    if (recording) versionChecks += 1;
    return changeVersion();
  };
}

const secret = settings.AUTH_SECRET ?? readFileSync(join(settings.STEWARD_DATA_DIR, "auth-secret"), "utf8").trim();
const services = createServices({ database, settings, hasher: createPasswordHasher(), tokens: createTokenService(secret), now: () => new Date() });
const app = createApp({ services, settings, logger: createLogger("silent"), ping: async () => void (await client.execute("SELECT 1")), withinRequest: database.withinRequest });

/** Mean µs per call of `fn` over about `seconds`, the median of five rounds. */
async function timePerCall(fn: () => Promise<unknown>, seconds: number): Promise<number> {
  for (let i = 0; i < 50; i++) await fn();
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    let n = 0;
    const started = performance.now();
    const until = started + (seconds * 1000) / 5;
    while (performance.now() < until) {
      await fn();
      n += 1;
    }
    rounds.push(((performance.now() - started) * 1000) / n);
  }
  return rounds.sort((a, b) => a - b)[2]!;
}

const results: LimitResult[] = [];
for (const s of input.scenarios) {
  const request = () => app.request(s.path, { headers: { authorization: `Bearer ${s.token}` } });
  for (let i = 0; i < 3; i++) await (await request()).arrayBuffer();
  recording = [];
  versionChecks = 0;
  const res = await request();
  await res.arrayBuffer();
  const statements = recording;
  const checks = versionChecks;
  recording = null;
  const sqlMicros = await timePerCall(async () => {
    for (const st of statements) await execute(st.sql, st.args);
    for (let i = 0; i < checks; i++) changeVersion?.();
  }, input.seconds);
  const inProcessMicros = await timePerCall(async () => void (await (await request()).arrayBuffer()), input.seconds);
  results.push({ key: s.key, status: res.status, statements: statements.length, versionChecks: checks, sqlMicros, inProcessMicros, sql: statements.map((st) => `${st.sql.replace(/\s+/g, " ").slice(0, 2000)} -- ${JSON.stringify(st.args ?? []).slice(0, 300)}`) });
}
database.close();
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exit(0);
