// Issue 32's "done when": the demo institution, exported to spreadsheets (the list exports, in the
// import's layout) and imported into an empty Steward, gives the same registry: units by path,
// people with their roles, statuses and access, accounts with their units and administrators.
// The small demo keeps `npm test` short; the same test runs on the large demo (2,000 units, 20,000
// people, 30,000 accounts) with STEWARD_ROUND_TRIP_SIZE=large (README, Spreadsheets).
import { afterAll, beforeAll, expect, it } from "vitest";
import { IMPORT_CONTENT_TYPES, type ImportKind, type ImportRunResult, type ImportUpload } from "../../shared/index.ts";
import { seedDataDir, signInSeeded, startOn } from "../support/seeded-server.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const SIZE = process.env["STEWARD_ROUND_TRIP_SIZE"] ?? "small";
const LONG = SIZE === "small" ? 120_000 : 3_600_000;
let demo: RunningServer;
let empty: RunningServer;
let demoToken: string;
let emptyToken: string;

beforeAll(async () => {
  demo = await startOn(seedDataDir(SIZE).dataDir);
  demoToken = await signInSeeded(demo);
  empty = await startServer({ apiOnly: true });
  await http(empty.url, "POST", "/api/create-first-user", { body: { name: "Root Admin", email: "root@new.edu", password: "correct horse battery" } });
  emptyToken = String((await http(empty.url, "POST", "/api/users/login", { body: { email: "root@new.edu", password: "correct horse battery" } })).body.token);
}, LONG);
afterAll(async () => {
  await demo?.stop();
  await empty?.stop();
});

async function exported(path: string): Promise<Uint8Array> {
  const res = await fetch(`${demo.url}${path}?format=csv`, { headers: { authorization: `Bearer ${demoToken}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function imported(kind: ImportKind, bytes: Uint8Array): Promise<ImportRunResult> {
  const up = await fetch(`${empty.url}/api/imports?kind=${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${emptyToken}`, "content-type": IMPORT_CONTENT_TYPES.csv },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const upload = (await up.json()) as ImportUpload;
  expect(up.status, JSON.stringify(upload)).toBe(201);
  const res = await fetch(`${empty.url}/api/imports/${upload.id}/commit`, {
    method: "POST",
    headers: { authorization: `Bearer ${emptyToken}`, "content-type": "application/json" },
    body: JSON.stringify({ mapping: upload.suggestedMapping }),
  });
  const lines = (await res.text()).trim().split("\n");
  return JSON.parse(lines[lines.length - 1]!) as ImportRunResult;
}

async function all(server: RunningServer, token: string, path: string): Promise<Record<string, unknown>[]> {
  const docs: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const body = (await http(server.url, "GET", `${path}${path.includes("?") ? "&" : "?"}limit=100&page=${page}`, { token })).body;
    docs.push(...body.docs);
    if (!body.hasNextPage) return docs;
  }
}

it("exports the demo institution and imports it into an empty Steward: the same registry", async () => {
  const units = await exported("/api/organization/export");
  const users = await exported("/api/users/export");
  const accounts = await exported("/api/social-medias/export");
  const refusedOf = (r: ImportRunResult) => r.rows.filter((row) => row.outcome === "refused");

  expect(refusedOf(await imported("units", units))).toEqual([]);
  expect(refusedOf(await imported("users", users))).toEqual([]);
  // The units again: their administrators are known now.
  expect(refusedOf(await imported("units", units))).toEqual([]);
  const last = await imported("accounts", accounts);
  expect(refusedOf(last)).toEqual([]);
  expect(last.committed).toBe(true);

  const unitView = (u: Record<string, unknown>) => [(u["pathNames"] as string[]).join(" / "), u["type"], u["status"], (u["admin"] as { email?: string } | null)?.email ?? null, u["email"], u["delegatedPermissions"]];
  const sortBy = <T,>(list: T[]) => list.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  expect(sortBy((await all(empty, emptyToken, "/api/organization")).map(unitView))).toEqual(sortBy((await all(demo, demoToken, "/api/organization")).map(unitView)));

  const userView = (u: Record<string, unknown>) => [u["email"], u["name"], u["role"], u["status"], ((u["organizations"] as { name: string }[]) ?? []).map((o) => o.name).sort()];
  const newUsers = (await all(empty, emptyToken, "/api/users")).filter((u) => u["email"] !== "root@new.edu");
  expect(sortBy(newUsers.map(userView))).toEqual(sortBy((await all(demo, demoToken, "/api/users")).map(userView)));

  const accountView = (a: Record<string, unknown>) => [a["profileUrl"], a["name"], a["platform"], a["status"], a["creationDate"], ((a["organizations"] as { name: string }[]) ?? []).map((o) => o.name), (a["primaryAdmin"] as { email?: string } | null)?.email ?? null, ((a["socialMediaManagers"] as { email: string }[]) ?? []).map((m) => m.email).sort()];
  expect(sortBy((await all(empty, emptyToken, "/api/social-medias")).map(accountView))).toEqual(sortBy((await all(demo, demoToken, "/api/social-medias")).map(accountView)));
}, LONG);
