// The API's core flows once against a real libSQL server, not only a file: sqld refuses some SQL
// that a file accepts (double-quoted strings), so every raw statement of these flows runs here.
import type { Client } from "@libsql/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { verifyAuditChain } from "../support/database-checks.ts";
import { http, type RunningServer } from "../support/server.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";
import { rows, sqldClient, startInstance, stopAll } from "../support/sqld-instances.ts";

let sqld: Sqld;
let client: Client;
let server: RunningServer;
beforeAll(async () => {
  sqld = await startSqld();
  client = sqldClient(sqld.url);
  server = await startInstance({ databaseUrl: sqld.wsUrl });
});
afterAll(async () => {
  await stopAll([server]);
  client?.close();
  await sqld?.stop();
});

const doc = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

async function ok(method: string, path: string, token: string | undefined, body?: unknown, status = 200) {
  const res = await http(server.url, method, path, { token, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

async function signIn(email: string, password: string): Promise<string> {
  const token = (await ok("POST", "/api/users/login", undefined, { email, password })).token as string;
  const current = await ok("GET", "/api/policies/current", token);
  if (current.policy && !current.accepted) await ok("POST", "/api/acknowledgments", token, { policy: current.policy.id }, 201);
  return token;
}

it("first user, sign-in, policy, units, users, access, accounts, flags, review, dashboard and the audit log on sqld", async () => {
  expect(await ok("GET", "/api/setup", undefined)).toEqual({ firstUserRequired: true, defaultLocale: "en" });
  const rootUser = (await ok("POST", "/api/create-first-user", undefined, { name: "Ada Root", email: "ada@uni.edu", password: "a good password" }, 201)).user;
  let root = await signIn("ada@uni.edu", "a good password");
  const policy = (await ok("POST", "/api/policies", root, { text: doc("Be kind.") }, 201)).doc;
  expect((await http(server.url, "GET", "/api/organization", { token: root })).body).toEqual({ message: "POLICY_NOT_ACCEPTED" });
  await ok("POST", "/api/acknowledgments", root, { policy: policy.id }, 201);

  // Units: a tree, a search, an edit, a disable. Each needs an admin: the first user, to begin with.
  const admin = rootUser.id as number;
  const uni = (await ok("POST", "/api/organization", root, { name: "Northbridge University", type: "higher_education_institution", admin }, 201)).doc;
  const science = (await ok("POST", "/api/organization", root, { name: "Faculty of Science", type: "school_faculty", parentOrg: uni.id, admin }, 201)).doc;
  const physics = (await ok("POST", "/api/organization", root, { name: "Physics", type: "department", parentOrg: science.id, admin }, 201)).doc;
  const old = (await ok("POST", "/api/organization", root, { name: "Old Office", type: "office", parentOrg: uni.id, admin }, 201)).doc;
  await ok("PATCH", "/api/organization", root, { id: physics.id, description: "Matter and energy" });
  await ok("PUT", `/api/organization/disable/${old.id}`, root);
  expect((await ok("GET", "/api/organization?search=phys&sort=-name", root)).docs.map((u: { name: string }) => u.name)).toEqual(["Physics"]);
  expect((await ok("GET", `/api/organization/${science.id}`, root)).doc.children.map((c: { id: number }) => c.id)).toEqual([physics.id]);
  expect((await ok("GET", `/api/organization?status=inactive`, root)).totalDocs).toBe(1);

  // Users: created with grants, listed by filters, edited, access replaced, status set.
  const ua = (await ok("POST", "/api/users", root, { name: "Una Admin", email: "ua@uni.edu", role: "unit_admin", organizations: [science.id], password: "una's password" }, 201)).doc;
  const smm = (await ok("POST", "/api/users", root, { name: "Sam Manager", email: "smm@uni.edu", role: "social_media_manager", organizations: [physics.id], password: "sam's password" }, 201)).doc;
  const staff = (await ok("POST", "/api/users", root, { name: "Fay Staff", email: "fay@uni.edu", role: "social_media_manager", organizations: [physics.id], password: "fay's password" }, 201)).doc;
  await ok("PATCH", "/api/users/", root, { id: smm.id, name: "Samuel Manager" });
  await ok("PATCH", "/api/users/access", root, { user: staff.id, access: [{ organization: physics.id, type: "temporary", start_date: "2026-01-01", end_date: "2036-12-31" }] });
  expect((await ok("GET", `/api/users?role=social_media_manager&organizations=${physics.id}&sort=name`, root)).docs.map((u: { name: string }) => u.name)).toEqual(["Fay Staff", "Samuel Manager"]);
  expect((await ok("GET", `/api/users/${staff.id}`, root)).doc.email).toBe("fay@uni.edu");
  const bulkRow = { email: "smm@uni.edu", unit: String(science.id), type: "temporary", start_date: "2026-01-01", end_date: "2036-12-31" };
  await ok("POST", "/api/users/access/bulk", root, { rows: [bulkRow], dryRun: false });
  expect((await ok("GET", `/api/users?organizations=${science.id}`, root)).docs.map((u: { id: number }) => u.id)).toContain(smm.id);

  // A unit admin's new user waits for review; the super admin approves.
  const unitAdmin = await signIn("ua@uni.edu", "una's password");
  const pending = (await ok("POST", "/api/users", unitAdmin, { name: "Pat Pending", email: "pat@uni.edu", role: "social_media_manager", organizations: [physics.id] }, 201)).doc;
  expect(pending.status).toBe("pending_activation");
  const request = (await ok("GET", "/api/review-requests?status=open", root)).docs.find((r: { user: { id: number } }) => r.user.id === pending.id);
  await ok("PATCH", "/api/review-requests", root, { id: request.id, approved: true });
  await ok("PUT", "/api/users/status", root, { id: pending.id, status: "inactive" });

  // Accounts: created by the unit admin (pending approval), approved and activated, edited, listed.
  const created = await ok("POST", "/api/social-medias", unitAdmin, {
    name: "Physics on YouTube", profileUrl: "https://www.youtube.com/@uniphysics", platform: "youtube", creationDate: "2026-03-15",
    organization: physics.id, primaryAdmin: ua.id, backupAdmin: smm.id, adminContactEmails: ["social@uni.edu"], accountHandle: "@uniphysics",
    thirdPartyManagement: "no", socialMediaManagers: [staff.id],
  }, 201);
  const account = created.doc;
  for (const status of ["in_transition", "active"]) await ok("PATCH", `/api/social-medias/status/${account.id}`, root, { status });
  await ok("PATCH", `/api/social-medias/${account.id}`, root, { notes: "Weekly videos" });
  expect((await ok("GET", `/api/social-medias?organization=${physics.id}&status=active`, unitAdmin)).docs.map((a: { id: number }) => a.id)).toEqual([account.id]);
  expect((await ok("GET", `/api/social-medias/${account.id}`, unitAdmin)).doc.socialMediaManagers.map((m: { id: number }) => m.id)).toEqual([staff.id]);

  // Flags: raised, triaged, resolved.
  const flag = (await ok("POST", "/api/flags", root, { socialMedia: account.id, category: "missing_backup_admin", severity: "high", description: "check" }, 201)).doc;
  await ok("PATCH", `/api/flags/${flag.id}`, root, { status: "in_review" });
  await ok("PATCH", `/api/flags/${flag.id}`, root, { status: "resolved", resolutionNote: "fixed" });
  expect((await ok("GET", `/api/flags?status=resolved&socialMedia=${account.id}`, root)).totalDocs).toBe(1);

  // A new policy version brings the gate back; the dashboard counts what happened.
  await ok("POST", "/api/policies", root, { text: doc("Be kinder.") }, 201);
  root = await signIn("ada@uni.edu", "a good password");
  const unitAdminAgain = await signIn("ua@uni.edu", "una's password");
  const dashboard = await ok("GET", "/api/dashboard", root);
  expect(dashboard.accounts.byStatus.active).toBe(1);
  expect(dashboard.recentAudit.length).toBeGreaterThan(0);

  // The audit log: filtered lists, a scoped list, both export formats, and an intact chain.
  const all = await ok("GET", "/api/audit-logs?limit=100", root);
  expect(all.totalDocs).toBeGreaterThan(20);
  expect((await ok("GET", `/api/audit-logs?entity=social-medias&documentId=${account.id}`, root)).totalDocs).toBeGreaterThanOrEqual(4);
  expect((await ok("GET", "/api/audit-logs?action=user_creation&entity=users&from=2020-01-01", root)).totalDocs).toBe(5);
  expect((await ok("GET", "/api/audit-logs", unitAdminAgain)).totalDocs).toBeGreaterThan(0);
  const csv = await fetch(`${server.url}/api/audit-logs/export?format=csv`, { headers: { authorization: `Bearer ${root}` } });
  expect(csv.status).toBe(200);
  expect((await csv.text()).trim().split("\n").length).toBe(all.totalDocs + 1);
  const jsonl = await fetch(`${server.url}/api/audit-logs/export?format=jsonl&entity=flags`, { headers: { authorization: `Bearer ${root}` } });
  expect((await jsonl.text()).trim().split("\n").map((l) => JSON.parse(l).entity)).toEqual(["flags", "flags", "flags"]);
  expect((await verifyAuditChain(sqld.url)).problem).toBeNull();
  expect(Number((await rows(client, "SELECT count(*) AS n FROM audit_logs"))[0]?.["n"])).toBe(all.totalDocs);
});
