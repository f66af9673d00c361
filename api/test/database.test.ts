import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AuditChainVerifier } from "@steward/shared";
import { asc, eq } from "drizzle-orm";
import { writeAudit } from "../src/audit/write-audit.ts";
import { createClient } from "@libsql/client";
import { assertConnectionSettings, PAGE_CACHE_PAGES, readConnectionSettings } from "../src/db/connection.ts";
import { auditLogs, users } from "../src/db/schema.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser } from "./fixtures.ts";

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

async function verifyStoredChain() {
  const rows = await h.database.db.select().from(auditLogs).orderBy(asc(auditLogs.id));
  const verifier = new AuditChainVerifier();
  for (const r of rows) {
    const problem = await verifier.check({
      id: r.id,
      action: r.action,
      entity: r.entity,
      documentId: r.documentId,
      user: r.userId === null ? null : { id: r.userId, name: r.userName ?? "", role: r.userRole ?? "" },
      prev: r.prev === null ? null : JSON.parse(r.prev),
      current: r.current === null ? null : JSON.parse(r.current),
      organizations: JSON.parse(r.organizations),
      createdAt: r.createdAt,
      prevHash: r.prevHash,
      hash: r.hash,
    });
    if (problem) return problem;
  }
  return { ok: verifier.count };
}

describe("connection settings", () => {
  it("WAL, foreign keys and a busy timeout are in force on the write connection", async () => {
    expect(await readConnectionSettings(h.database)).toEqual({ journalMode: "wal", foreignKeys: true, busyTimeoutMs: 0 });
    await expect(assertConnectionSettings(h.database)).resolves.toBeTruthy();
  });

  it("every connection to the file gets the larger page cache, also ones opened later", async () => {
    const later = createClient({ url: h.settings.DATABASE_URL });
    try {
      const [row] = (await later.execute("PRAGMA cache_size")).rows;
      expect(Number(Object.values(row ?? {})[0])).toBe(PAGE_CACHE_PAGES);
    } finally {
      later.close();
    }
  });

  it("foreign keys are really enforced", async () => {
    await expect(h.database.direct.$client.execute("INSERT INTO access_grants (user_id, unit_id, type) VALUES (999, 999, 'permanent')")).rejects.toThrow(
      /FOREIGN KEY/,
    );
  });
});

describe("audit log", () => {
  it("every change so far has exactly one entry, chained, without secrets", async () => {
    const { token } = await firstUser(h);
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "v1" }] }] };
    await call(h, "POST", "/api/policies", { token, body: { text: doc } });
    await call(h, "POST", "/api/acknowledgments", { token, body: { policy: 1 } });
    const rows = await h.database.db.select().from(auditLogs).orderBy(asc(auditLogs.id));
    expect(rows.map((r) => [r.action, r.entity])).toEqual([
      ["user_creation", "users"],
      ["create", "policies"],
      ["policy_acknowledgment", "acknowledgments"],
    ]);
    expect(rows.every((r) => !/pbkdf2|passwordHash/.test(`${r.prev}${r.current}`))).toBe(true);
    expect(await verifyStoredChain()).toEqual({ ok: 3 });
  });

  it("a change whose audit write fails is rolled back with it", async () => {
    await firstUser(h);
    const failing = h.database.write(async (tx) => {
      await tx.update(users).set({ name: "Changed" }).where(eq(users.id, 1));
      // A BigInt cannot be serialised, so the audit write throws after the change was made.
      await writeAudit(tx, { action: "update", entity: "users", documentId: 1, actor: null, current: 1n, organizations: [] }, h.clock.now);
    });
    await expect(failing).rejects.toThrow();
    const [row] = await h.database.db.select({ name: users.name }).from(users);
    expect(row?.name).toBe("Root Admin");
    expect(await verifyStoredChain()).toEqual({ ok: 1 });
  });

  it("detects an edited entry in the stored chain", async () => {
    const { token } = await firstUser(h);
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "v1" }] }] };
    await call(h, "POST", "/api/policies", { token, body: { text: doc } });
    await h.database.direct.$client.execute(`UPDATE audit_logs SET current = '{"tampered":true}' WHERE id = 1`);
    expect(await verifyStoredChain()).toEqual({ kind: "altered", id: 1 });
  });
});
