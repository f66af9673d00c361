// The server killed with SIGKILL in the middle of writes, again and again: after each restart the
// database passes integrity_check, every acknowledged write is there, no bulk grant is half
// applied, and the audit chain verifies. More rounds: STEWARD_CRASH_ROUNDS=50 npx vitest run tests/server/durability.test.ts
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { http } from "../support/server.ts";
import { integrityCheck, query, verifyAuditChain } from "../support/database-checks.ts";
import { seedDataDir, signInSeeded, startOn } from "../support/seeded-server.ts";

const ROUNDS = Number(process.env["STEWARD_CRASH_ROUNDS"] ?? 3);
let dataDir: string;
let databaseUrl: string;

beforeAll(() => {
  ({ dataDir, databaseUrl } = seedDataDir());
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("crash safety", () => {
  it(`survives ${ROUNDS} SIGKILLs during bulk grants and concurrent writes`, async () => {
    const users = await query(databaseUrl, "SELECT id, email FROM users WHERE role != 'super_admin' ORDER BY id LIMIT 40");
    const units = await query(databaseUrl, "SELECT id FROM units ORDER BY id");
    const acknowledged = new Map<number, string>();

    for (let round = 0; round < ROUNDS; round++) {
      const server = await startOn(dataDir);
      const token = await signInSeeded(server);
      // A bulk grant of pairs this round owns: all of them land, or none.
      const unit = Number(units[(round * 3) % units.length]?.["id"]);
      const rows = users.map((u) => ({ email: String(u["email"]), unit: String(unit), type: "temporary", start_date: "2030-01-01", end_date: `2030-01-${String((round % 27) + 2).padStart(2, "0")}` }));
      const bulk = http(server.url, "POST", "/api/users/access/bulk", { token, body: { rows, dryRun: false } }).catch(() => null);
      // Small writes racing it; the ones answered 200 must survive.
      const writes = users.slice(0, 20).map(async (u, i) => {
        const name = `Round ${round} writer ${i}`;
        const res = await http(server.url, "PATCH", "/api/users/", { token, body: { id: Number(u["id"]), name } }).catch(() => null);
        if (res?.status === 200) acknowledged.set(Number(u["id"]), name);
      });
      await new Promise((r) => setTimeout(r, 20 + ((round * 37) % 120)));
      server.process.kill("SIGKILL");
      await Promise.all([bulk, ...writes]);
      await new Promise<void>((r) => (server.process.exitCode !== null || server.process.signalCode !== null ? r() : server.process.once("exit", () => r())));

      expect(await integrityCheck(databaseUrl)).toBe("ok");
      for (const [id, name] of acknowledged) {
        const [row] = await query(databaseUrl, "SELECT name FROM users WHERE id = ?", [id]);
        // A later round may have renamed it again; it is never older than what was acknowledged.
        expect(String(row?.["name"]).startsWith("Round ")).toBe(true);
        expect(Number(String(row?.["name"]).split(" ")[1])).toBeGreaterThanOrEqual(Number(name.split(" ")[1]));
      }
      const granted = await query(databaseUrl, "SELECT count(*) AS n FROM access_grants WHERE unit_id = ? AND end_date = ?", [unit, rows[0]!.end_date]);
      expect([0, rows.length]).toContain(Number(granted[0]?.["n"]));
      const chain = await verifyAuditChain(databaseUrl);
      expect(chain.problem).toBeNull();
    }
    // The server starts cleanly on the crashed file and still answers writes.
    const server = await startOn(dataDir);
    const token = await signInSeeded(server);
    expect((await http(server.url, "PATCH", "/api/users/", { token, body: { id: Number(users[0]?.["id"]), name: "After the crashes" } })).status).toBe(200);
    await server.stop();
  });
});
