// The main flows of every area on a phone (390x844), in Chromium against the real server and built
// UI, one server for the file (issue 15: every flow passes at 1366x768, where the other flow files
// run, and at phone width): a newcomer creates the first user and accepts the policy; the sidebar
// is a drawer; a super admin builds a unit under a parent through the tree select, creates a unit
// admin with the units picker and gives temporary access; registers a social media account
// through the searching pickers and reads its details; raises a flag and
// resolves it; filters the audit log and reads an entry; follows a home figure; signs out. Each
// step also checks that the page is no wider than the phone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { TOASTS, UI } from "@steward/shared";
import { launchChromium } from "../support/chromium.ts";
import { POLICY_DOC, screenshotOnFailure } from "../support/e2e-setup.ts";
import { seedUnits } from "../support/seed-units.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const PHONE = { width: 390, height: 844 };
const ROOT = { name: "Ada Admin", email: "ada@uni.edu", password: "a long password" };
// A long address, as real ones are: the users list must wrap it on the phone's card, not run off it.
const UNIT_ADMIN = { name: "Grace Hopper", email: "grace.brewster.murray.hopper@computing.uni.edu" };
const ACCOUNT = "Physics on TikTok";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: "warn" } });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: PHONE, reducedMotion: "reduce" });
});
afterEach(async (ctx) => screenshotOnFailure(page, "phone", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page fits the phone: nothing wider than the screen but what scrolls inside its own box (a table). */
async function expectFitsThePhone(where: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(PHONE.width);
}

async function token(): Promise<string> {
  const login = await http(server.url, "POST", "/api/users/login", { body: { email: ROOT.email, password: ROOT.password } });
  return String(login.body.token);
}

/** A picker of a form: opens it by its label, searches the server and chooses the option. */
async function pick(form: Locator, label: string, option: string, opts: { single?: boolean; search?: string } = {}): Promise<void> {
  const button = form.getByRole("button", { name: new RegExp(`^${label}(:|$)`) });
  await button.click();
  const panel = form.getByRole(opts.single ? "radiogroup" : "group", { name: label, exact: true });
  if (opts.search !== undefined) await panel.getByRole("searchbox").fill(opts.search);
  // A single choice closes the panel as it is made: click it (check() would look for it afterwards).
  // A unit's choice is followed by where it sits: "Physics (University › Faculty of Science)".
  const named = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(.*\\))?$`);
  const choice = panel.getByRole(opts.single ? "radio" : "checkbox", { name: named });
  if (opts.single) await choice.click();
  else await choice.check();
  if (!opts.single) await button.click();
  await panel.waitFor({ state: "hidden" });
}

const rowWith = (table: Locator, name: string) => table.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) }).first();

describe("the main flows on a phone (390x844)", () => {
  it("a newcomer creates the first user, signs in and accepts the policy", async () => {
    await page.goto(server.url);
    await page.waitForURL(/\/create-first-user$/);
    await page.getByLabel("Name").fill(ROOT.name);
    await page.getByLabel("Email").fill(ROOT.email);
    await page.getByLabel("Password").fill(ROOT.password);
    await expectFitsThePhone("first user");
    await page.getByRole("button", { name: "Create first user" }).click();
    await page.waitForURL(/\/sign-in$/);
    // A policy and a tree to work in, as the other flows have them.
    const rootToken = await token();
    await seedUnits(server.databaseUrl, "University", ["Faculty of Science", "Faculty of Arts"]);
    expect((await http(server.url, "POST", "/api/policies", { token: rootToken, body: { text: POLICY_DOC } })).status).toBe(201);

    await page.getByLabel("Email").fill(ROOT.email);
    await page.getByLabel("Password").fill(ROOT.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const policy = page.getByRole("alertdialog");
    await policy.getByText("Protect the institution's accounts.").waitFor();
    await expectFitsThePhone("policy dialog");
    await policy.getByRole("button", { name: UI.acceptPolicy }).click();
    await policy.waitFor({ state: "hidden" });
    await page.waitForURL(/\/dashboard$/);
  });

  it("the sidebar is a drawer that leads to the Units page", async () => {
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Units", exact: true }).click();
    await page.waitForURL(/\/dashboard\/units$/);
    await page.getByRole("table", { name: "Units" }).getByRole("cell", { name: "Faculty of Science", exact: true }).waitFor();
    await expectFitsThePhone("units");
  });

  it("a super admin builds a department under a faculty through the tree select", async () => {
    await page.getByRole("button", { name: "Create unit" }).click();
    await page.waitForURL(/\/dashboard\/units\/create$/);
    await page.getByLabel("Name", { exact: true }).fill("Physics");
    await page.getByRole("button", { name: /Parent Unit/ }).click();
    await page.getByRole("searchbox", { name: "Search units" }).fill("Faculty of Science");
    await page.getByRole("treeitem", { name: "Faculty of Science", exact: true }).locator(":scope > div").first().click();
    await expect.poll(() => page.getByRole("button", { name: /Parent Unit/ }).textContent()).toContain("Faculty of Science");
    await page.getByLabel("Type", { exact: true }).selectOption("department");
    await page.getByRole("button", { name: /^Admin/ }).click();
    await page.getByRole("radio", { name: `${ROOT.name} (${ROOT.email})` }).click();
    await page.getByLabel("Phone", { exact: true }).fill("4155550100");
    await expectFitsThePhone("unit form");
    await page.getByRole("button", { name: "Create unit", exact: true }).click();
    await page.waitForURL(/\/dashboard\/units$/);
    await page.getByText(TOASTS.unitCreated).first().waitFor();
    await rowWith(page.getByRole("table", { name: "Units" }), "Physics").waitFor();
  });

  it("creates a unit admin with the units picker and gives temporary access", async () => {
    await page.goto(`${server.url}/dashboard/users/create`);
    await page.getByLabel("Name", { exact: true }).fill(UNIT_ADMIN.name);
    await page.getByLabel("Email", { exact: true }).fill(UNIT_ADMIN.email);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Unit Admin" });
    await pick(page.locator("main"), "Units", "Physics", { search: "phys" });
    await expectFitsThePhone("user form");
    await page.getByRole("button", { name: "Create User" }).click();
    await page.waitForURL(/\/dashboard\/users$/);
    await page.getByText(TOASTS.userCreated).first().waitFor();
    const row = page.getByRole("row").filter({ hasText: UNIT_ADMIN.email });
    await row.waitFor();
    await expectFitsThePhone("users list");

    await row.getByRole("button", { name: "Manage access" }).click();
    await page.waitForURL(/\/dashboard\/users\/access\/\d+$/);
    await page.getByRole("region", { name: "Physics" }).getByLabel("Access Type", { exact: true }).selectOption("temporary");
    await expectFitsThePhone("access");
    const userId = /\/access\/(\d+)$/.exec(page.url())![1];
    await page.getByRole("button", { name: UI.updateAccess }).click();
    await page.waitForURL(/\/dashboard\/users$/);
    await page.getByText(TOASTS.accessUpdated).first().waitFor();
    // Offboarding names the person with their e-mail in its title: it wraps on the phone.
    await page.goto(`${server.url}/dashboard/users/offboard/${userId}`);
    await page.getByRole("heading", { level: 1, name: `Offboard ${UNIT_ADMIN.name} (${UNIT_ADMIN.email})` }).waitFor();
    await expectFitsThePhone("offboarding");
  });

  it("registers a social media account through the searching pickers and reads its details from the table", async () => {
    await page.goto(`${server.url}/dashboard/social-media-accounts`);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/social-media-accounts\/create$/);
    const form = page.getByRole("form");
    await form.getByRole("textbox", { name: "Account Name" }).fill(ACCOUNT);
    await form.getByRole("textbox", { name: "Profile URL" }).fill("https://www.tiktok.com/@uniphysics");
    await form.getByRole("combobox", { name: "Platform", exact: true }).selectOption("tiktok");
    await pick(form, "Unit", "Physics", { single: true, search: "phys" });
    await pick(form, "Administrator", `${UNIT_ADMIN.name} (${UNIT_ADMIN.email})`, { single: true, search: "grace" });
    await pick(form, "Social Media Managers", `${ROOT.name} (${ROOT.email})`, { search: "ada" });
    await form.getByRole("textbox", { name: "Admin Contact Emails" }).fill("social@uni.edu");
    await expectFitsThePhone("account form");
    await form.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/dashboard\/social-media-accounts$/);
    await page.getByText(TOASTS.socialMediaCreated).first().waitFor();
    // A super admin's account is active at once.
    const row = rowWith(page.getByRole("table"), ACCOUNT);
    await row.locator("[data-badge]", { hasText: /^Active$/ }).waitFor();
    await expectFitsThePhone("accounts");
    await row.getByRole("button", { name: "View details" }).click();
    const details = page.getByRole("dialog");
    await details.getByRole("tab", { name: "Access & Users" }).click();
    await details.getByRole("tabpanel").getByText(UNIT_ADMIN.name).waitFor();
    await expectFitsThePhone("account details");
    await details.getByRole("button", { name: "Close" }).click();
    await details.waitFor({ state: "hidden" });
  });

  it("raises a flag on the account and resolves it", async () => {
    await page.goto(`${server.url}/dashboard/flags`);
    await page.getByRole("button", { name: "Raise flag" }).click();
    const dialog = page.getByRole("dialog", { name: "Raise a risk flag" });
    await dialog.getByRole("button", { name: /^Account/ }).click();
    await dialog.getByRole("searchbox", { name: "Search accounts" }).fill("Physics on");
    await dialog.getByRole("radio", { name: ACCOUNT }).click();
    // Said with what tells it from namesakes (its handle, its unit's place).
    await expect.poll(async () => (await dialog.getByRole("button", { name: /^Account/ }).textContent())?.trim()).toMatch(new RegExp(`^${ACCOUNT} \\(.+\\)$`));
    await dialog.getByLabel(/^Category/).selectOption("policy_violation");
    await dialog.getByLabel(/^Severity/).selectOption("high");
    await dialog.getByLabel("Description").fill("Off-brand post about exams");
    await expectFitsThePhone("raise flag");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    const row = page.getByRole("table", { name: "Risk Flags" }).getByRole("row").filter({ hasText: "Off-brand post about exams" });
    await row.getByText("Open", { exact: true }).waitFor();
    await row.getByRole("button", { name: `Change status of flag on ${ACCOUNT}` }).click();
    const status = page.getByRole("dialog", { name: "Change flag status" });
    await status.getByRole("radio", { name: "Resolved" }).check();
    await status.getByLabel(/Resolution note/).fill("Post removed, author briefed");
    await status.getByRole("button", { name: "Save" }).click();
    await status.waitFor({ state: "hidden" });
    await row.getByText("Resolved", { exact: true }).waitFor();
  });

  it("filters the audit log by entity and reads an entry's changes", async () => {
    await page.goto(`${server.url}/dashboard/audit-logs`);
    const audit = page.getByRole("table", { name: "Audit Log" });
    await audit.getByRole("row").nth(1).waitFor();
    await page.getByRole("button", { name: "Entity filter" }).click();
    await page.getByRole("checkbox", { name: "Risk flag" }).check();
    await page.keyboard.press("Escape");
    // On a phone each cell also shows its column's name (aria-hidden); the value is the rest.
    const values = () => audit.locator("tbody tr td:nth-child(3)").evaluateAll((tds) => tds.map((td) => [...td.children].filter((c) => c.getAttribute("aria-hidden") !== "true").map((c) => c.textContent).join("")));
    await expect.poll(async () => new Set(await values())).toEqual(new Set(["Risk flag"]));
    await audit.getByRole("button", { name: /^View entry / }).first().click();
    const detail = page.getByRole("complementary", { name: "Entry details" });
    await detail.getByRole("table", { name: "Changes" }).waitFor();
    await expectFitsThePhone("audit log");
  });

  it("a home figure leads to the list it counts, and signing out ends the session", async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("link", { name: "Social media accounts: 1" }).click();
    // The figure counts the whole scope: its link opens "All accounts" (issue 33).
    await page.waitForURL(/\/dashboard\/social-media-accounts\?filters=/);
    await page.getByRole("tab", { name: "All accounts", selected: true }).waitFor();
    await rowWith(page.getByRole("table"), ACCOUNT).waitFor();
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("button", { name: UI.signOut }).click();
    await page.waitForURL(/\/sign-in$/);
    expect((await page.request.get(`${server.url}/api/users/me`)).status()).toBe(401);
  });
});
