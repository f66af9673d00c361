// Units and users as people live them, in Chromium against the real server and built UI: a super
// admin builds a three-level tree and creates a unit admin with temporary access; the unit admin
// sets a password from the welcome link, signs in, sees only their subtree and creates a social
// media manager, who waits for review until the super admin approves.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "@libsql/client";
import type { Browser, Locator, Page } from "playwright-core";
import { onlyUnitAdminWarning, TOASTS, UI } from "@steward/shared";
import { launchChromium } from "../support/chromium.ts";
import { readerFormats } from "../support/reader-formats.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let adminBrowser: Browser;
let unitAdminBrowser: Browser;
let admin: Page;
let unitAdmin: Page;
const ROOT = { name: "Root Admin", email: "root@uni.edu", password: "a long password" };
const UNIT_ADMIN = { name: "Grace Hopper", email: "grace@uni.edu", password: "grace's long password" };
const MANAGER = { name: "Alan Turing", email: "alan@uni.edu" };
let managerId = 0;

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  // One browser per person: the packaged Chromium runs single-process, where contexts share cookies.
  adminBrowser = await launchChromium();
  unitAdminBrowser = await launchChromium();
  admin = await adminBrowser.newPage({ viewport: { width: 1366, height: 768 } });
  unitAdmin = await unitAdminBrowser.newPage({ viewport: { width: 1366, height: 768 } });
  expect((await http(server.url, "POST", "/api/create-first-user", { body: ROOT })).status).toBe(201);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail") {
    for (const [who, page] of [["admin", admin], ["unit-admin", unitAdmin]] as const) {
      await page?.screenshot({ path: `test-results/e2e-units-users-${who}-${ctx.task.name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
    }
  }
});
afterAll(async () => {
  if (process.env["E2E_LOG_LEVEL"]) console.log(server?.output());
  await adminBrowser?.close();
  await unitAdminBrowser?.close();
  await server?.stop();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signing in lands on the Dashboard (issue 15).
  await page.waitForURL(/\/dashboard$/);
}

/** A tree item's own row (its box also holds its children). */
const treeRow = (page: Page, name: string): Locator => page.getByRole("treeitem", { name, exact: true }).locator(":scope > div").first();

async function createUnit(page: Page, name: string, parent: string | null, type: string | null) {
  await page.goto(`${server.url}/dashboard/units/create`);
  await page.getByLabel("Name", { exact: true }).fill(name);
  if (parent) {
    await page.getByRole("button", { name: /Parent Unit/ }).click();
    // The tree shows the top level; a unit further down is found by the server's search.
    await page.getByRole("searchbox", { name: "Search units" }).fill(parent);
    await treeRow(page, parent).click();
    await expect.poll(() => page.getByRole("button", { name: /Parent Unit/ }).textContent()).toContain(parent);
  }
  if (type) await page.getByLabel("Type", { exact: true }).selectOption(type);
  // The Admin chooser searches the server; each person is named with their e-mail.
  await page.getByRole("button", { name: /^Admin/ }).click();
  await page.getByRole("radio", { name: `${ROOT.name} (${ROOT.email})` }).click();
  await page.getByLabel("Phone", { exact: true }).fill("4155550100");
  await page.getByRole("button", { name: "Create unit", exact: true }).click();
  await page.waitForURL(/\/dashboard\/units$/);
  await page.getByText(TOASTS.unitCreated).first().waitFor();
}

async function unitNamesShown(page: Page): Promise<string[]> {
  const table = page.getByRole("table", { name: "Units" });
  await table.locator("tbody tr td").first().waitFor();
  return (await table.locator("tbody tr td:first-child").allTextContents()).sort();
}

async function welcomeToken(email: string): Promise<string> {
  const client = createClient({ url: server.databaseUrl });
  try {
    const rows = await client.execute({ sql: "SELECT body FROM outbox WHERE recipient = ? AND kind = 'welcome' ORDER BY id DESC LIMIT 1", args: [email] });
    const body = String(rows.rows[0]?.["body"] ?? "");
    const token = body.match(/[?&]token=([^\s&]+)/)?.[1];
    if (!token) throw new Error(`no welcome link for ${email}: ${body}`);
    return decodeURIComponent(token);
  } finally {
    client.close();
  }
}

describe("units, users, access and review, end to end", () => {
  it("a super admin builds a three-level tree through the unit form", async () => {
    await signIn(admin, ROOT.email, ROOT.password);
    await createUnit(admin, "University", null, null);
    await createUnit(admin, "Faculty of Science", "University", "school_faculty");
    await createUnit(admin, "Physics", "Faculty of Science", "department");
    await createUnit(admin, "Other Institution", null, "government_agency");
    expect(await unitNamesShown(admin)).toEqual(["Faculty of Science", "Other Institution", "Physics", "University"]);

    const login = await http(server.url, "POST", "/api/users/login", { body: { email: ROOT.email, password: ROOT.password } });
    const list = await http(server.url, "GET", "/api/organization?limit=100", { token: login.body.token });
    const byName = Object.fromEntries(list.body.docs.map((d: { name: string; path: string; depth: number; phone: string }) => [d.name, d]));
    expect(byName["Physics"].depth).toBe(2);
    expect(byName["Physics"].path).toBe(`${byName["Faculty of Science"].path}${byName["Physics"].id}/`);
    expect(byName["Physics"].phone).toBe("+14155550100");
  });

  it("creates a unit admin for the faculty and grants temporary access", async () => {
    await admin.goto(`${server.url}/dashboard/users/create`);
    await admin.getByLabel("Name", { exact: true }).fill(UNIT_ADMIN.name);
    await admin.getByLabel("Email", { exact: true }).fill(UNIT_ADMIN.email);
    await admin.getByLabel("Role", { exact: true }).selectOption({ label: "Unit Admin" });
    await admin.getByRole("button", { name: /^Units/ }).click();
    // Each unit says where it sits.
    await admin.getByRole("checkbox", { name: /^Faculty of Science \(/ }).check();
    await admin.keyboard.press("Escape");
    await admin.getByRole("button", { name: "Create User" }).click();
    await admin.waitForURL(/\/dashboard\/users$/);
    await admin.getByText(TOASTS.userCreated).first().waitFor();

    const row = admin.getByRole("row").filter({ hasText: UNIT_ADMIN.email });
    await row.getByRole("button", { name: "Manage access" }).click();
    await admin.waitForURL(/\/dashboard\/users\/access\/\d+$/);
    const block = admin.getByRole("region", { name: "Faculty of Science" });
    await block.getByLabel("Access Type", { exact: true }).selectOption("temporary");
    const today = await admin.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    // The fields show the day as the tables do, in the reader's format (English here: en-001); the API keeps it as YYYY-MM-DD.
    const shown = readerFormats("en").date(today);
    expect(await block.getByLabel(/^Start Date/).inputValue()).toBe(shown);
    expect(await block.getByLabel(/^End Date/).inputValue()).toBe(shown);
    await admin.getByRole("button", { name: UI.updateAccess }).click();
    await admin.waitForURL(/\/dashboard\/users$/);
    await admin.getByText(TOASTS.accessUpdated).first().waitFor();
    const login = await http(server.url, "POST", "/api/users/login", { body: { email: ROOT.email, password: ROOT.password } });
    const users = await http(server.url, "GET", `/api/users?search=${encodeURIComponent(UNIT_ADMIN.email)}`, { token: login.body.token });
    const grace = await http(server.url, "GET", `/api/users/${users.body.docs[0].id}`, { token: login.body.token });
    expect(grace.body.doc.access).toMatchObject([{ organization: { name: "Faculty of Science" }, type: "temporary", start_date: today, end_date: today, inForce: true }]);
  });

  it("the unit admin sets a password from the welcome link, signs in and sees only their subtree", async () => {
    const token = await welcomeToken(UNIT_ADMIN.email);
    await unitAdmin.goto(`${server.url}/reset-password?token=${encodeURIComponent(token)}`);
    await unitAdmin.getByLabel("New password", { exact: true }).fill(UNIT_ADMIN.password);
    await unitAdmin.getByRole("button", { name: "Save password" }).click();
    await unitAdmin.waitForURL(/\/sign-in$/);

    await signIn(unitAdmin, UNIT_ADMIN.email, UNIT_ADMIN.password);
    await unitAdmin.goto(`${server.url}/dashboard/units`);
    expect(await unitNamesShown(unitAdmin)).toEqual(["Faculty of Science", "Physics"]);
    // Unit admins do not create units.
    expect(await unitAdmin.getByRole("button", { name: "Create unit" }).count()).toBe(0);
  });

  it("the unit admin's Disable on a unit with an active sub-unit asks first, and the refusal says why", async () => {
    const refusals: number[] = [];
    const watch = (res: { url(): string; status(): number }) => {
      if (res.url().includes("/api/organization/disable/")) refusals.push(res.status());
    };
    unitAdmin.on("response", watch);
    await unitAdmin.goto(`${server.url}/dashboard/units`);
    // Physics' row names the faculty too, as its parent; the faculty's own row comes first.
    const row = unitAdmin.getByRole("row").filter({ has: unitAdmin.getByRole("cell", { name: "Faculty of Science", exact: true }) }).first();
    await row.getByRole("button", { name: "Disable" }).click();
    const dialog = unitAdmin.getByRole("alertdialog");
    await dialog.getByText("Disable Faculty of Science?").waitFor();
    await dialog.getByRole("button", { name: "Disable" }).click();
    await dialog.getByText("This unit still has active sub-units. Disable or move them first, then disable this unit.").waitFor();
    unitAdmin.off("response", watch);
    // The unit's state refuses it (409, api-contract.md's conflict), not the unit admin's role.
    expect(refusals).toEqual([409]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    await row.getByText("Active", { exact: true }).waitFor();
  });

  it("the unit admin creates a social media manager, who waits for review", async () => {
    await unitAdmin.goto(`${server.url}/dashboard/users/create`);
    await unitAdmin.getByLabel("Name", { exact: true }).fill(MANAGER.name);
    await unitAdmin.getByLabel("Email", { exact: true }).fill(MANAGER.email);
    expect(await unitAdmin.getByLabel("Role", { exact: true }).locator("option").allTextContents()).toEqual(["Unit Admin", "Social Media Manager"]);
    expect(await unitAdmin.getByLabel("Status", { exact: true }).count()).toBe(0);
    await unitAdmin.getByLabel("Role", { exact: true }).selectOption({ label: "Social Media Manager" });
    await unitAdmin.getByRole("button", { name: /^Units/ }).click();
    await unitAdmin.getByRole("checkbox", { name: /^Physics \(/ }).check();
    await unitAdmin.keyboard.press("Escape");
    await unitAdmin.getByRole("button", { name: "Create User" }).click();
    // A unit admin goes on to the new user's access page.
    await unitAdmin.waitForURL(/\/dashboard\/users\/access\/\d+$/);
    managerId = Number(new URL(unitAdmin.url()).pathname.split("/").pop());
    await unitAdmin.getByRole("region", { name: "Physics" }).waitFor();

    await unitAdmin.goto(`${server.url}/dashboard/users`);
    const row = unitAdmin.getByRole("row").filter({ hasText: MANAGER.email });
    await row.getByText("Pending Activation").waitFor();
  });

  it("the super admin approves the review request from the user's details", async () => {
    await admin.goto(`${server.url}/dashboard/users`);
    const row = admin.getByRole("row").filter({ hasText: MANAGER.email });
    await row.getByText("Pending Activation").waitFor();
    await row.getByRole("button", { name: "View details" }).click();
    const dialog = admin.getByRole("dialog");
    const review = dialog.getByRole("region", { name: "Review request" });
    await review.getByText(UNIT_ADMIN.name).waitFor();
    await review.getByRole("button", { name: "Approve" }).click();
    await review.waitFor({ state: "detached" });
    await dialog.getByRole("region", { name: "Basic Information" }).getByText("Active", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await row.getByText("Active", { exact: true }).waitFor();

    const login = await http(server.url, "POST", "/api/users/login", { body: { email: ROOT.email, password: ROOT.password } });
    const user = await http(server.url, "GET", `/api/users/${managerId}`, { token: login.body.token });
    expect(user.body.doc).toMatchObject({ status: "active", reviewRequest: { status: "approved" } });
  });

  it("disabling the faculty's only unit admin shows the specification's warning naming the faculty, and changes nothing", async () => {
    const login = await http(server.url, "POST", "/api/users/login", { body: { email: ROOT.email, password: ROOT.password } });
    const found = await http(server.url, "GET", `/api/users?search=${encodeURIComponent(UNIT_ADMIN.email)}`, { token: login.body.token });
    const graceId: number = found.body.docs[0].id;
    await admin.goto(`${server.url}/dashboard/users/update/${graceId}`);
    await admin.getByLabel("Status", { exact: true }).selectOption("inactive");
    await admin.getByRole("button", { name: "Edit User" }).click();
    // issue 30 point 8: the contract's LAST_UNIT_ADMIN, in product-spec.md's words, with the way out beside it.
    await admin.getByText(onlyUnitAdminWarning(["Faculty of Science"]), { exact: false }).first().waitFor();
    expect(admin.url()).toContain(`/dashboard/users/update/${graceId}`);
    expect((await http(server.url, "GET", `/api/users/${graceId}`, { token: login.body.token })).body.doc.status).toBe("active");
  });
});
