// sqld refuses a bound string over 5,000,000 bytes; a file takes a billion. The lists that travel
// as one JSON parameter (audit entries of a bulk grant, its lookups) are cut into parts that fit:
// found by the bench, where a 10,000-row bulk grant answered 500 on sqld.
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { writeAudits } from "../../api/src/audit/write-audit.ts";
import { openDatabase, type Database } from "../../api/src/db/connection.ts";
import { JSON_PARAMETER_CHARS, jsonArrayChunks } from "../../api/src/db/json-parameters.ts";
import { migrateDatabase } from "../../api/src/db/migrate.ts";
import { usersByEmails } from "../../api/src/repositories/bulk-grant-repo.ts";
import { verifyAuditChain } from "../support/database-checks.ts";
import { REPO_ROOT } from "../support/server.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";

let sqld: Sqld;
let database: Database;
beforeAll(async () => {
  sqld = await startSqld();
  database = await openDatabase(sqld.wsUrl);
  await migrateDatabase(database, join(REPO_ROOT, "api", "drizzle"));
});
afterAll(async () => {
  database?.close();
  await sqld?.stop();
});

it("cuts a list into JSON arrays under the limit, keeping every item in order", () => {
  const items = Array.from({ length: 30_000 }, (_, i) => ({ i, text: "é".repeat(i % 97) }));
  const chunks = jsonArrayChunks(items, 100_000);
  expect(chunks.length).toBeGreaterThan(1);
  for (const c of chunks) expect(c.length).toBeLessThanOrEqual(100_000);
  expect(chunks.flatMap((c) => JSON.parse(c))).toEqual(items);
  expect(jsonArrayChunks([])).toEqual([]);
});

it("looks up 250,000 e-mails (10 MB of JSON) on sqld", async () => {
  const emails = Array.from({ length: 250_000 }, (_, i) => `nobody-${String(i).padStart(8, "0")}@a-long-institution-domain.edu`);
  expect(JSON.stringify(emails).length).toBeGreaterThan(5 * JSON_PARAMETER_CHARS);
  expect(await usersByEmails(database.db, emails)).toEqual([]);
});

it("writes 2,000 chained audit entries of 4 KB each (8 MB) in one transaction on sqld", async () => {
  const inputs = Array.from({ length: 2000 }, (_, i) => ({
    action: "update" as const,
    entity: "users" as const,
    documentId: i + 1,
    actor: null,
    current: { note: "x".repeat(4000), i },
    organizations: [],
  }));
  await database.write((tx) => writeAudits(tx, inputs, new Date("2026-11-23T12:00:00.000Z")));
  const chain = await verifyAuditChain(sqld.url);
  expect(chain).toEqual({ entries: 2000, problem: null });
});
