// Issue 33 in Chromium against the real server and built UI: a manager lands on "My accounts" from
// the home page (on a phone too) and may switch to all of them; a super admin sees the first-run
// checklist, then rejects a unit admin's pending account with a reason from its details dialog.
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { UI } from "@steward/shared";
import { createPasswordHasher } from "../../api/src/auth/password.ts";
import { launchChromium } from "../support/chromium.ts";
import { seedUnits } from "../support/seed-units.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";
import { describeViolations, seriousViolations } from "../support/axe.ts";

async function expectAccessible(where: string, include?: string): Promise<void> {
  const violations = await seriousViolations(page, include);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const PASSWORD = "a long password";
const ids: Record<string, number> = {};

async function insertUser(email: string, name: string, role: string, unitId: number): Promise<number> {
  const hash = await createPasswordHasher().hash(PASSWORD);
  const client = createClient({ url: server.databaseUrl, timeout: 5000 });
  try {
    const row = await client.execute({ sql: "INSERT INTO users (name, email, password_hash, role, status) VALUES (?, ?, ?, ?, 'active') RETURNING id", args: [name, email, hash, role] });
    const id = Number(row.rows[0]?.["id"]);
    await client.execute({ sql: "INSERT INTO access_grants (user_id, unit_id, type) VALUES (?, ?, 'permanent')", args: [id, unitId] });
    return id;
  } finally {
    client.close();
  }
}

const tokenOf = async (email: string) => (await http(server.url, "POST", "/api/users/login", { body: { email, password: PASSWORD } })).body.token as string;

async function createAccount(token: string, name: string, primaryAdmin: number): Promise<{ id: number; status: string }> {
  const body = { name, profileUrl: `https://instagram.com/${name.replace(/\W/g, "").toLowerCase()}`, platform: "instagram", creationDate: "2026-03-15", organization: 2, primaryAdmin, adminContactEmails: ["social@uni.edu"], thirdPartyManagement: "no", socialMediaManagers: [primaryAdmin] };
  const res = await http(server.url, "POST", "/api/social-medias", { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.doc;
}

async function signInAs(email: string): Promise<void> {
  if (page.url().includes("/dashboard")) {
    await page.getByRole("button", { name: UI.signOut }).click();
    await page.waitForURL(/\/sign-in$/);
  }
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByText(email).first().waitFor();
}

const rowOf = (name: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  expect((await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada Admin", email: "ada@uni.edu", password: PASSWORD } })).status).toBe(201);
  await seedUnits(server.databaseUrl, "University", ["Faculty of Science"]);
  ids["una"] = await insertUser("una@uni.edu", "Una Admin", "unit_admin", 2);
  ids["sam"] = await insertUser("sam@uni.edu", "Sam Manager", "social_media_manager", 2);
  const root = await tokenOf("ada@uni.edu");
  await createAccount(root, "Sam on Instagram", ids["sam"]!);
  await createAccount(root, "Faculty on Instagram", ids["una"]!);
  const pending = await createAccount(await tokenOf("una@uni.edu"), "Lab on Instagram", ids["una"]!);
  expect(pending.status).toBe("pending_approval");
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail") await page?.screenshot({ path: `test-results/e2e-daily-${ctx.task.name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
});
afterAll(async () => {
  if (process.env["E2E_LOG_LEVEL"]) console.log(server?.output());
  await context?.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe("daily work, end to end", () => {
  it("a manager on a phone goes from the home page to their own accounts, then to all", async () => {
    await signInAs("sam@uni.edu");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("link", { name: "My accounts" }).click();
    await page.waitForURL(/\/dashboard\/social-media-accounts\?/);
    const views = page.getByRole("tablist", { name: "Which accounts" });
    await views.getByRole("tab", { name: "My accounts", selected: true }).waitFor();
    await rowOf("Sam on Instagram").waitFor();
    expect(await rowOf("Faculty on Instagram").count()).toBe(0);
    await expectAccessible("My accounts on a phone");
    // Nothing to scroll sideways for on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await views.getByRole("tab", { name: "All accounts" }).click();
    await rowOf("Faculty on Instagram").waitFor();
    await rowOf("Sam on Instagram").waitFor();
  });

  it("a super admin sees the checklist, then rejects a pending account with a reason", async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs("ada@uni.edu");
    // Only the steps not done are links: a unit and a unit admin exist already.
    const checklist = page.getByRole("region", { name: "Getting started" });
    await checklist.getByText("Done: Create the first unit").waitFor();
    expect(await checklist.getByText("Done: Add the first unit admin").count()).toBe(1);
    expect(await checklist.getByRole("link", { name: "Publish the social media policy" }).count()).toBe(1);
    await expectAccessible("the home page with the checklist");

    await page.goto(`${server.url}/dashboard/social-media-accounts`);
    await page.getByRole("tab", { name: "All accounts", selected: true }).waitFor();
    await rowOf("Lab on Instagram").getByRole("button", { name: "View details" }).click();
    const details = page.getByRole("dialog", { name: /Lab on Instagram/ });
    await details.getByRole("button", { name: "Reject" }).click();
    const reject = page.getByRole("alertdialog", { name: "Reject Lab on Instagram" });
    await reject.getByRole("button", { name: "Reject account" }).click();
    await reject.getByText("A reason is required to reject an account.").waitFor();
    await expectAccessible("the reject dialog", "[role=alertdialog]");
    await reject.getByRole("textbox", { name: /Reason/ }).fill("The faculty already has an Instagram account");
    await reject.getByRole("button", { name: "Reject account" }).click();
    await page.getByText("Account rejected. Whoever requested it has been told.").first().waitFor();
    await reject.waitFor({ state: "hidden" });
    await details.getByRole("button", { name: "Close" }).click();
    await rowOf("Lab on Instagram").getByText("Inactive").waitFor();

    const audit = await http(server.url, "GET", "/api/audit-logs?entity=social-medias&action=rejection", { token: await tokenOf("ada@uni.edu") });
    expect(audit.body.docs[0]).toMatchObject({ action: "rejection", current: { status: "inactive", deactivationReason: "The faculty already has an Instagram account" } });
  });
});
