import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../tests/support/server.ts";
import { cliFor, MANAGER, seededServer, SUPER_ADMIN, UNIT_ADMIN } from "./fixture.ts";

let server: RunningServer;
let db: Client;
let admin: ReturnType<typeof cliFor>;
const dir = mkdtempSync(join(tmpdir(), "steward-grants-"));
const ODD_UNIT = 'Office of "Media", Press';

function csvFile(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function count(table: string): Promise<number> {
  return Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.["n"]);
}

async function grantOf(email: string, unitId: number) {
  const r = await db.execute({
    sql: "SELECT g.type, g.start_date, g.end_date FROM access_grants g JOIN users u ON u.id = g.user_id WHERE u.email = ? AND g.unit_id = ?",
    args: [email, unitId],
  });
  return r.rows[0] ? { type: r.rows[0]["type"], start: r.rows[0]["start_date"], end: r.rows[0]["end_date"] } : undefined;
}

let oddUnitId = 0;
let demoUnitId = 0;

beforeAll(async () => {
  server = await seededServer();
  db = createClient({ url: server.databaseUrl });
  // A unit whose name needs CSV quoting (a comma and quotes), under the first root.
  const row = await db.execute({ sql: "INSERT INTO units (name, type, parent_id, path, depth, status) VALUES (?, 'office', 1, '/pending/', 1, 'active') RETURNING id", args: [ODD_UNIT] });
  oddUnitId = Number(row.rows[0]?.["id"]);
  await db.execute({ sql: "UPDATE units SET path = ? WHERE id = ?", args: [`/1/${oddUnitId}/`, oddUnitId] });
  demoUnitId = Number((await db.execute("SELECT unit_id FROM access_grants g JOIN users u ON u.id = g.user_id WHERE u.email = 'unit.admin@northbridge.edu'")).rows[0]?.["unit_id"]);
  admin = cliFor(server);
  await admin.login(SUPER_ADMIN);
}, 120_000);
afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe("steward access grant", () => {
  const goodCsv = () =>
    "\uFEFFemail,unit,type,start_date,end_date\r\n" +
    `${MANAGER},"Northbridge University/${ODD_UNIT.replaceAll('"', '""')}",permanent,,\r\n` +
    `"${UNIT_ADMIN}",${oddUnitId},"temporary","2026-01-01","2026-12-31"\r\n`;

  it("a dry run checks a CSV with a BOM, CRLF and quoted fields, prints the summary and changes nothing", async () => {
    const file = csvFile("dry.csv", goodCsv());
    const [grants, audit] = [await count("access_grants"), await count("audit_logs")];
    const r = await admin.run(["access", "grant", "--file", file, "--dry-run"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe("Dry run: 2 rows are valid; 2 users would change (grants: 2 created, 0 updated, 0 unchanged). Nothing was changed.");
    expect(await count("access_grants")).toBe(grants);
    expect(await count("audit_logs")).toBe(audit);
  });

  it("applies the rows together, writes one audit entry per changed user, and reports unchanged rows on a rerun", async () => {
    const file = csvFile("good.csv", goodCsv());
    const audit = await count("audit_logs");
    const r = await admin.run(["access", "grant", "--file", file]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe("Applied 2 rows: 2 users changed (grants: 2 created, 0 updated, 0 unchanged).");
    expect(await grantOf(MANAGER, oddUnitId)).toEqual({ type: "permanent", start: null, end: null });
    expect(await grantOf(UNIT_ADMIN, oddUnitId)).toEqual({ type: "temporary", start: "2026-01-01", end: "2026-12-31" });
    const entries = await db.execute({ sql: "SELECT entity, action, document_id, organizations, current FROM audit_logs WHERE id > ? ORDER BY id", args: [audit] });
    expect(entries.rows).toHaveLength(2);
    for (const e of entries.rows) {
      expect([e["entity"], e["action"], e["organizations"]]).toEqual(["access", "update", `[${oddUnitId}]`]);
      expect(JSON.stringify(JSON.parse(String(e["current"])).access)).toContain(`"organization_name":${JSON.stringify(ODD_UNIT)}`);
    }

    const again = await admin.run(["access", "grant", "--file", file]);
    expect(again.stdout.trim()).toBe("Applied 2 rows: 0 users changed (grants: 0 created, 0 updated, 2 unchanged).");
    expect(await count("audit_logs")).toBe(audit + 2);

    // Updates change the window, never remove a grant.
    const update = csvFile("update.csv", `email,unit,type,start_date,end_date\n${UNIT_ADMIN},${oddUnitId},temporary,2026-02-01,2027-01-31\n`);
    const u = await admin.run(["access", "grant", "--file", update]);
    expect(u.stdout.trim()).toBe("Applied 1 rows: 1 users changed (grants: 0 created, 1 updated, 0 unchanged).");
    expect(await grantOf(UNIT_ADMIN, oddUnitId)).toEqual({ type: "temporary", start: "2026-02-01", end: "2027-01-31" });
  });

  it("a CSV with invalid values changes nothing and names each line and column", async () => {
    const file = csvFile(
      "invalid.csv",
      "email,unit,type,start_date,end_date\n" +
        `${MANAGER},1,permanent,,\n` +
        "not-an-email,1,permanent,,\n" +
        `${MANAGER},2,temporary,2026-01-01,\n` +
        `${MANAGER},3,forever,,\n`,
    );
    const [grants, audit] = [await count("access_grants"), await count("audit_logs")];
    const r = await admin.run(["access", "grant", "--file", file]);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toContain(`steward: ${file} line 3, column email: Invalid email address`);
    expect(lines).toContain(`steward: ${file} line 4, column end_date: temporary grants need start_date and end_date`);
    expect(lines).toContain(`steward: ${file} line 5, column type: type must be permanent or temporary`);
    expect(lines.at(-1)).toMatch(/3 errors; nothing was changed$/);
    expect(await count("access_grants")).toBe(grants);
    expect(await count("audit_logs")).toBe(audit);
  });

  it("unknown e-mails and units are row errors too, and one bad row stops the good ones", async () => {
    const file = csvFile(
      "unknown.csv",
      "email,unit,type,start_date,end_date\r\n" +
        `${MANAGER},${demoUnitId},permanent,,\r\n` +
        `nobody@northbridge.edu,${demoUnitId},permanent,,\r\n` +
        `${MANAGER},"Northbridge University/No Such Faculty",permanent,,\r\n` +
        `${MANAGER},999999,permanent,,\r\n`,
    );
    const grants = await count("access_grants");
    const r = await admin.run(["access", "grant", "--file", file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`line 3, column email: No user with this e-mail`);
    expect(r.stderr).toContain(`line 4, column unit: No unit with this id or path`);
    expect(r.stderr).toContain(`line 5, column unit: No unit with this id or path`);
    expect(r.stderr).toMatch(/3 of 4 rows have errors; nothing was changed/);
    expect(await count("access_grants")).toBe(grants);
  });

  it("refuses a file it cannot read as grants: missing column, wrong field count, broken quoting", async () => {
    const noColumn = await admin.run(["access", "grant", "--file", csvFile("h.csv", "email,unit,type,start_date\nx@y.z,1,permanent,\n")]);
    expect(noColumn.code).toBe(2);
    expect(noColumn.stderr).toMatch(/line 1: missing column 'end_date'/);
    const fields = await admin.run(["access", "grant", "--file", csvFile("f.csv", "email,unit,type,start_date,end_date\n\"a\nb\",1,permanent,,\nx@y.z,1,permanent\n")]);
    expect(fields.code).toBe(2);
    expect(fields.stderr.trim()).toMatch(/line 4: expected 5 columns, found 3$/);
    const quote = await admin.run(["access", "grant", "--file", csvFile("q.csv", 'email,unit,type,start_date,end_date\nx@y.z,"1,permanent,,\n')]);
    expect(quote.code).toBe(2);
    expect(quote.stderr).toMatch(/line 2: a quoted field is never closed/);
    const missing = await admin.run(["access", "grant", "--file", join(dir, "absent.csv")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read/);
  });

  it("a unit admin grants only inside their scope; a social media manager is refused", async () => {
    const unitAdmin = cliFor(server);
    await unitAdmin.login(UNIT_ADMIN);
    const outside = csvFile("outside.csv", `email,unit,type,start_date,end_date\n${MANAGER},1,permanent,,\n`);
    const r = await unitAdmin.run(["access", "grant", "--file", outside]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("line 2, column unit: No unit with this id or path");
    const child = Number((await db.execute({ sql: "SELECT id FROM units WHERE parent_id = ? LIMIT 1", args: [demoUnitId] })).rows[0]?.["id"]);
    const inside = csvFile("inside.csv", `email,unit,type,start_date,end_date\n${MANAGER},${child},permanent,,\n`);
    const ok = await unitAdmin.run(["access", "grant", "--file", inside, "--dry-run"]);
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);

    const manager = cliFor(server);
    await manager.login(MANAGER);
    const refused = await manager.run(["access", "grant", "--file", inside]);
    expect(refused.code).toBe(3);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("draws progress on stderr only, never on stdout", async () => {
    const r = await admin.run(["--progress", "access", "grant", "--file", csvFile("p.csv", goodCsv()), "--dry-run"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/checking \[#+\] 2\/2/);
    expect(r.stdout).not.toMatch(/\r|#/);
  });

  it("applies 100,000 rows in one request, with one audit entry per changed user and the chain intact", async () => {
    // 10,000 managers x 10 units, inserted straight into the database.
    const users = Array.from({ length: 10_000 }, (_, i) => [`Bulk User ${i}`, `bulk${i}@northbridge.edu`]);
    await db.execute({
      sql: "INSERT INTO users (name, email, role, status) SELECT value ->> 0, value ->> 1, 'social_media_manager', 'active' FROM json_each(?)",
      args: [JSON.stringify(users)],
    });
    const units = (await db.execute("SELECT id, path FROM units WHERE depth >= 1 ORDER BY id LIMIT 10")).rows.map((r) => Number(r["id"]));
    expect(units).toHaveLength(10);
    const lines = ["email,unit,type,start_date,end_date"];
    for (const [, email] of users) {
      for (const [k, unit] of units.entries()) lines.push(k % 2 === 0 ? `${email},${unit},permanent,,` : `${email},${unit},temporary,2026-01-01,2027-06-30`);
    }
    const file = csvFile("big.csv", lines.join("\r\n") + "\r\n");
    const [grants, audit] = [await count("access_grants"), await count("audit_logs")];
    const r = await admin.run(["access", "grant", "--file", file]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe("Applied 100000 rows: 10000 users changed (grants: 100000 created, 0 updated, 0 unchanged).");
    expect(await count("access_grants")).toBe(grants + 100_000);
    expect(await count("audit_logs")).toBe(audit + 10_000);
    const verify = await admin.run(["audit", "verify"]);
    expect(verify.stderr).toBe("");
    expect(verify.stdout).toMatch(/Audit chain intact/);
  }, 300_000);
});
