// Three instances started at the same moment against an empty libSQL server: all of them become
// healthy and the migrations are applied once. Before migrate.ts re-read the applied set after a
// failed attempt, one start in three ended in "table access_grants already exists".
// More rounds: STEWARD_SQLD_START_ROUNDS=20 npx vitest run --project server tests/server/sqld-start-race.test.ts
import { join } from "node:path";
import { expect, it } from "vitest";
import { migrationsIn } from "../../api/src/db/migrate.ts";
import { http, REPO_ROOT } from "../support/server.ts";
import { startSqld } from "../support/sqld.ts";
import { rows, sqldClient, startInstances, stopAll } from "../support/sqld-instances.ts";

const ROUNDS = Number(process.env["STEWARD_SQLD_START_ROUNDS"] ?? 4);
const expected = migrationsIn(join(REPO_ROOT, "api", "drizzle")).map(({ hash, createdAt }) => ({ hash, createdAt }));

it(`three instances starting together on an empty server all come up, migrating once (${ROUNDS} rounds, http and ws)`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const sqld = await startSqld();
    const databaseUrl = round % 2 === 0 ? sqld.url : sqld.wsUrl;
    const client = sqldClient(sqld.url);
    try {
      const servers = await startInstances(3, { databaseUrl });
      try {
        for (const s of servers) expect((await http(s.url, "GET", "/api/health")).status).toBe(200);
        const applied = await rows(client, "SELECT hash, created_at FROM __drizzle_migrations ORDER BY created_at");
        expect(applied.map((r) => ({ hash: r["hash"], createdAt: Number(r["created_at"]) }))).toEqual(expected);
        // The schema is whole: the last table the first migration creates is there.
        expect((await http(servers[0]!.url, "GET", "/api/setup")).body).toEqual({ firstUserRequired: true, defaultLocale: "en" });
      } finally {
        await stopAll(servers);
      }
    } finally {
      client.close();
      await sqld.stop();
    }
  }
});
