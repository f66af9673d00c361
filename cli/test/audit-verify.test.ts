import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client, type Row } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../tests/support/server.ts";
import { cliFor, seededServer, SUPER_ADMIN, UNIT_ADMIN } from "./fixture.ts";

let server: RunningServer;
let db: Client;
let admin: ReturnType<typeof cliFor>;
const dir = mkdtempSync(join(tmpdir(), "steward-verify-"));

beforeAll(async () => {
  server = await seededServer();
  db = createClient({ url: server.databaseUrl });
  admin = cliFor(server);
  await admin.login(SUPER_ADMIN);
}, 120_000);
afterAll(async () => {
  db?.close();
  await server?.stop();
});

const entry = async (id: number) => (await db.execute({ sql: "SELECT * FROM audit_logs WHERE id = ?", args: [id] })).rows[0]!;
const links = async (id: number) => (await db.execute({ sql: "SELECT * FROM audit_log_units WHERE audit_log_id = ?", args: [id] })).rows;

async function removeEntries(ids: number[]): Promise<{ entries: Row[]; links: Row[] }> {
  const saved = { entries: [] as Row[], links: [] as Row[] };
  for (const id of ids) {
    saved.entries.push(await entry(id));
    saved.links.push(...(await links(id)));
    await db.execute({ sql: "DELETE FROM audit_log_units WHERE audit_log_id = ?", args: [id] });
    await db.execute({ sql: "DELETE FROM audit_logs WHERE id = ?", args: [id] });
  }
  return saved;
}

async function restore(saved: { entries: Row[]; links: Row[] }): Promise<void> {
  for (const e of saved.entries) {
    const cols = Object.keys(e);
    await db.execute({ sql: `INSERT INTO audit_logs (${cols.join(",")}) VALUES (${cols.map(() => "?").join(",")})`, args: cols.map((c) => e[c] ?? null) });
  }
  for (const l of saved.links) await db.execute({ sql: "INSERT INTO audit_log_units (audit_log_id, unit_id) VALUES (?, ?)", args: [l["audit_log_id"]!, l["unit_id"]!] });
}

async function expectBroken(pattern: RegExp) {
  const r = await admin.run(["audit", "verify"]);
  expect(r.code).toBe(1);
  expect(r.stdout).toBe("");
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  expect(r.stderr).toMatch(pattern);
}

describe("steward audit verify", () => {
  it("passes on the seeded history with a one-line summary", async () => {
    const r = await admin.run(["audit", "verify"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Audit chain intact: 2000 entries, 1 to 2000, head [0-9a-f]{64} \(http:.*\)\.\n$/);
  });

  it("names an edited entry", async () => {
    const original = String((await entry(700))["user_name"]);
    await db.execute({ sql: "UPDATE audit_logs SET user_name = 'Mallory' WHERE id = 700" });
    await expectBroken(/^steward: audit chain broken: entry 700 was altered: its hash does not match its content$/m);
    await db.execute({ sql: "UPDATE audit_logs SET user_name = ? WHERE id = 700", args: [original] });
    expect((await admin.run(["audit", "verify"])).code).toBe(0);
  });

  it("names a removed entry", async () => {
    const saved = await removeEntries([1200]);
    await expectBroken(/entry 1201 does not link to entry 1199: entry 1200 is missing here \(removed or moved\)/);
    await restore(saved);
    expect((await admin.run(["audit", "verify"])).code).toBe(0);
  });

  it("names the first of two swapped entries", async () => {
    const [a, b] = [await entry(300), await entry(301)];
    const swap = async (x: Row, id: number) =>
      db.execute({ sql: "UPDATE audit_logs SET action = ?, entity = ?, document_id = ?, prev = ?, current = ?, created_at = ?, prev_hash = ?, hash = ? WHERE id = ?",
        args: [x["action"]!, x["entity"]!, x["document_id"] ?? null, x["prev"] ?? null, x["current"] ?? null, x["created_at"]!, x["prev_hash"]!, x["hash"]!, id] });
    await swap(b, 300);
    await swap(a, 301);
    await expectBroken(/entry 300 does not link to entry 299: entries were altered or reordered here/);
    await swap(a, 300);
    await swap(b, 301);
    expect((await admin.run(["audit", "verify"])).code).toBe(0);
  });

  it("notices a truncated tail against the head it verified before", async () => {
    expect((await admin.run(["audit", "verify"])).code).toBe(0);
    const saved = await removeEntries([1996, 1997, 1998, 1999, 2000]);
    await expectBroken(/the chain ends at entry 1995 but entry 2000 was verified on .*: entries 1996 to 2000 were removed \(the tail was truncated\)/);
    await restore(saved);
    expect((await admin.run(["audit", "verify"])).code).toBe(0);
  });

  it("verifies a saved JSONL export with --file, and names an edit in the file", async () => {
    const file = join(dir, "chain.jsonl");
    expect((await admin.run(["audit", "export", "--format", "jsonl", "--out", file])).code).toBe(0);
    const ok = await admin.run(["audit", "verify", "--file", file]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/Audit chain intact: 2000 entries/);

    const lines = readFileSync(file, "utf8").split("\n");
    const edited = JSON.parse(lines[41]!);
    edited.current = { ...(edited.current ?? {}), note: "rewritten" };
    lines[41] = JSON.stringify(edited);
    const tampered = join(dir, "tampered.jsonl");
    writeFileSync(tampered, lines.join("\n"));
    const bad = await admin.run(["audit", "verify", "--file", tampered]);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe("steward: audit chain broken: entry 42 was altered: its hash does not match its content");

    const reordered = join(dir, "reordered.jsonl");
    const swapped = readFileSync(file, "utf8").split("\n");
    [swapped[10], swapped[11]] = [swapped[11]!, swapped[10]!];
    writeFileSync(reordered, swapped.join("\n"));
    const order = await admin.run(["audit", "verify", "--file", reordered]);
    expect(order.code).toBe(1);
    expect(order.stderr).toMatch(/entry 12 does not link to entry 10: entry 11 is missing here \(removed or moved\)/);
  });

  it("says clearly that a filtered export or a unit admin's view is not a full chain", async () => {
    const file = join(dir, "partial.jsonl");
    expect((await admin.run(["audit", "export", "--format", "jsonl", "--entity", "access", "--out", file])).code).toBe(0);
    const partial = await admin.run(["audit", "verify", "--file", file]);
    expect(partial.code).toBe(1);
    expect(partial.stderr).toMatch(/the file starts at entry \d+, not at the first entry of the chain: verify needs the full chain/);

    const unitAdmin = cliFor(server);
    await unitAdmin.login(UNIT_ADMIN);
    const refused = await unitAdmin.run(["audit", "verify"]);
    expect(refused.code).toBe(3);
    expect(refused.stderr.trim()).toMatch(/^steward: verify needs the full chain: .* Export with no filters as a super admin \(you are signed in as unit_admin\)$/);
  });
});
