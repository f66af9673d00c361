// `steward campaign export` against the real server over a seeded institution: the evidence of a
// campaign as CSV and JSONL, each decision's audit hash found in the verified chain, the unit
// admin's export limited to their scope, and bad input refused with the usage exit code.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { http, type RunningServer } from "../../tests/support/server.ts";
import { parseCsv } from "../src/csv.ts";
import { cliFor, MANAGER, seededServer, SUPER_ADMIN, UNIT_ADMIN } from "./fixture.ts";

const dir = mkdtempSync(join(tmpdir(), "steward-campaign-export-"));
let server: RunningServer;
let admin: ReturnType<typeof cliFor>;
let campaign: number;
let decided: { id: number; auditEntryId: number; auditHash: string };
let total: number;

beforeAll(async () => {
  server = await seededServer();
  admin = cliFor(server);
  await admin.login(SUPER_ADMIN);
  const token = admin.token();
  const created = await http(server.url, "POST", "/api/campaigns", {
    token,
    body: { name: "Evidence test", unit: 1, dueDate: "2099-12-31", subjects: ["accounts", "access"], recurrence: null },
  });
  expect(created.status).toBe(201);
  campaign = created.body.doc.id;
  expect((await http(server.url, "POST", `/api/campaigns/${campaign}/open`, { token })).status).toBe(200);
  const items = await http(server.url, "GET", `/api/campaigns/${campaign}/items?kind=account&limit=5`, { token });
  total = (await http(server.url, "GET", `/api/campaigns/${campaign}/items?limit=1`, { token })).body.totalDocs;
  const res = await http(server.url, "PATCH", `/api/campaigns/${campaign}/items/${items.body.docs[0].id}`, { token, body: { decision: "attest", note: "=checked, by phone" } });
  expect(res.status).toBe(200);
  decided = res.body.doc;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

it("writes the CSV evidence to a file: one row per item, formula-safe, with the decision's audit hash", async () => {
  const out = join(dir, "evidence.csv");
  const r = await admin.run(["campaign", "export", String(campaign), "--format", "csv", "--out", out]);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toMatch(new RegExp(`^Exported ${total} items \\(.* MB\\) to `));
  const records = parseCsv(readFileSync(out, "utf8"));
  expect(records[0]!.fields).toEqual([
    "campaignId", "campaignName", "itemId", "kind", "unitId", "unitName", "subjectType", "subjectId", "subjectName",
    "state", "decision", "decidedById", "decidedByName", "decidedAt", "note", "facts", "auditEntryId", "auditHash",
  ]);
  expect(records).toHaveLength(total + 1);
  const row = records.find((r) => r.fields[2] === String(decided.id))!.fields;
  expect(row.slice(9, 11)).toEqual(["decided", "attest"]);
  expect(row[14]).toBe("'=checked, by phone");
  expect(row.slice(16)).toEqual([String(decided.auditEntryId), decided.auditHash]);
  for (const rec of records.slice(1)) for (const cell of rec.fields) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
});

it("streams JSONL to stdout; the decision's hash is the one the verified audit chain holds", async () => {
  const r = await admin.run(["campaign", "export", String(campaign), "--format", "jsonl"]);
  expect(r.code, r.stderr).toBe(0);
  const rows = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
  expect(rows).toHaveLength(total);
  const row = rows.find((x) => x.itemId === decided.id);
  expect(row).toMatchObject({ campaignId: campaign, state: "decided", decision: "attest", auditEntryId: decided.auditEntryId, auditHash: decided.auditHash });
  expect(row.facts.account.id).toBe(row.subjectId);

  expect((await admin.run(["audit", "verify"])).code).toBe(0);
  const chain = (await admin.run(["audit", "export", "--format", "jsonl"])).stdout.trim().split("\n").map((l) => JSON.parse(l));
  expect(chain.find((e) => e.id === decided.auditEntryId)).toMatchObject({ action: "attestation", hash: decided.auditHash });
});

it("a unit admin exports only the items in their scope; a manager is refused", async () => {
  const unitAdmin = cliFor(server);
  await unitAdmin.login(UNIT_ADMIN);
  const r = await unitAdmin.run(["campaign", "export", String(campaign), "--format", "jsonl"]);
  expect(r.code, r.stderr).toBe(0);
  const rows = r.stdout.trim().split("\n").filter(Boolean);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThan(total);
  const manager = cliFor(server);
  await manager.login(MANAGER);
  const refused = await manager.run(["campaign", "export", String(campaign), "--format", "csv"]);
  expect(refused.code).toBe(3);
  expect(refused.stderr).toMatch(/^steward: GET \/api\/campaigns\/\d+\/evidence failed \(403\)/);
});

it("refuses bad input before asking the server, and says when the campaign is missing", async () => {
  const notId = await admin.run(["campaign", "export", "abc", "--format", "csv"]);
  expect(notId.code).toBe(2);
  expect(notId.stderr).toBe("steward: campaign id must be a positive integer, not 'abc'\n");
  const format = await admin.run(["campaign", "export", String(campaign), "--format", "xlsx"]);
  expect(format.code).toBe(2);
  expect(format.stderr).toBe("steward: --format must be csv or jsonl\n");
  expect((await admin.run(["campaign", "export", String(campaign)])).code).toBe(2);
  const missing = await admin.run(["campaign", "export", "999999", "--format", "csv"]);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain("(404): NOT_FOUND");
});
