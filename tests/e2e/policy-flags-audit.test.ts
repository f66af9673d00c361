// The policy editor, risk flags, audit log and dashboard home in Chromium against the real server
// and built UI, for each role of product-spec.md section 6: a super admin saves a policy version and
// every user meets the modal again; a unit admin raises and resolves a flag; the audit page filters;
// the home figures lead to their lists; the editor's code loads on the policy page only.
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ERRORS, TOASTS, UI } from "@steward/shared";
import { launchChromium } from "../support/chromium.ts";
import { seedUnits } from "../support/seed-units.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const PASSWORD = "a long password";
const ROOT = { name: "Ada Admin", email: "ada@uni.edu", password: PASSWORD };
const UA = "una@uni.edu";
const SMM = "sam@uni.edu";
const POLICY_V1 = { type: "doc", content: [{ type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Social media policy" }] }, { type: "paragraph", content: [{ type: "text", text: "Protect the institution's accounts." }] }] };

let server: RunningServer;
let browser: Browser;
let page: Page;
let rootToken: string;
const unitIds: Record<string, number> = {};
const browserErrors: string[] = [];
async function acceptCurrentPolicy(token: string) {
  const current = await http(server.url, "GET", "/api/policies/current", { token });
  if (current.body.policy && !current.body.accepted) await http(server.url, "POST", "/api/acknowledgments", { token, body: { policy: current.body.policy.id } });
}

async function login(email: string) {
  const res = await http(server.url, "POST", "/api/users/login", { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return String(res.body.token);
}

/** Accounts straight into the database file, as the seed does: this issue reads them, it does not make them. */
async function seedAccounts(accounts: { name: string; unit: number; status: string; platform: string }[]) {
  const client = createClient({ url: server.databaseUrl, timeout: 5000 });
  try {
    for (const a of accounts) {
      const row = await client.execute({
        sql: "INSERT INTO social_medias (name, profile_url, platform, creation_date, status, verification_status) VALUES (?, ?, ?, '2026-01-01', ?, 'verified') RETURNING id",
        args: [a.name, `https://social.example/${encodeURIComponent(a.name)}`, a.platform, a.status],
      });
      await client.execute({ sql: "INSERT INTO social_media_units (social_media_id, unit_id, position) VALUES (?, ?, 0)", args: [Number(row.rows[0]?.["id"]), a.unit] });
    }
  } finally {
    client.close();
  }
}

async function unitId(name: string): Promise<number> {
  const res = await http(server.url, "GET", `/api/organization?search=${encodeURIComponent(name)}`, { token: rootToken });
  return res.body.docs.find((u: { name: string }) => u.name === name).id;
}

/**
 * Signs `email` in on the one page. The bundled Chromium runs single-process, where browser contexts
 * share cookies, so people take turns on one page: clear the session, then sign in.
 */
async function switchTo(email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
}

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  expect((await http(server.url, "POST", "/api/create-first-user", { body: ROOT })).status).toBe(201);
  rootToken = await login(ROOT.email);
  expect((await http(server.url, "POST", "/api/policies", { token: rootToken, body: { text: POLICY_V1 } })).status).toBe(201);
  await acceptCurrentPolicy(rootToken);
  await seedUnits(server.databaseUrl, "University", ["Biology", "Chemistry"]);
  Object.assign(unitIds, { biology: await unitId("Biology"), chemistry: await unitId("Chemistry") });
  for (const [email, role, name] of [[UA, "unit_admin", "Una Admin"], [SMM, "social_media_manager", "Sam Manager"]] as const) {
    const res = await http(server.url, "POST", "/api/users", { token: rootToken, body: { name, email, password: PASSWORD, role, status: "active", organizations: [unitIds["biology"]] } });
    if (res.status !== 201) throw new Error(`user ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    await acceptCurrentPolicy(await login(email));
  }
  await seedAccounts([
    { name: "Biology Facebook", unit: unitIds["biology"]!, status: "active", platform: "facebook" },
    { name: "Biology TikTok", unit: unitIds["biology"]!, status: "pending_approval", platform: "tiktok" },
    { name: "Chemistry Instagram", unit: unitIds["chemistry"]!, status: "active", platform: "instagram" },
  ]);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.on("pageerror", (error) => browserErrors.push(String(error.stack ?? error)));
  page.on("console", (message) => {
    if (message.type() === "error") browserErrors.push(message.text());
  });
  await switchTo(ROOT.email);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail") {
    if (browserErrors.length > 0) console.error(`browser errors:\n${browserErrors.join("\n")}`);
    await page?.screenshot({ path: `test-results/policy-flags-audit-${ctx.task.name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
  }
});
afterAll(async () => {
  if (process.env["E2E_LOG_LEVEL"]) console.log(server?.output());
  await browser?.close();
  await server?.stop();
});


const table = (name: string) => page.getByRole("table", { name });

/**
 * Waits until a toast or tooltip has gone. Every Fluent portal currently inherits the root
 * provider's `min-height: 100vh` and background (dashboard-root.tsx), so while one is open it
 * covers the page: reported to the foundation's owner; until then the steps wait it out.
 */
async function waitForPortalsToClose() {
  await page.mouse.move(1, 1);
  await expect.poll(() => page.locator("[data-portal-node] .fui-Toast, [role=tooltip]").count(), { timeout: 20_000 }).toBe(0);
}
const nav = (name: string) => page.getByRole("navigation").getByRole("link", { name, exact: true });

describe("policy, flags, audit log and home, end to end", () => {
  it("loads the editor's code on the policy page only", async () => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.url());
    });
    const editorLoaded = async () => (await Promise.all(scripts.map(async (url) => (await (await fetch(url)).text()).includes("prosemirror-view")))).some(Boolean);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("link", { name: /^Social media accounts: / }).waitFor();
    for (const [label, path] of [["Risk Flags", "flags"], ["Audit Log", "audit-logs"], ["Units", "units"]] as const) {
      await nav(label).click();
      await page.waitForURL(new RegExp(`/dashboard/${path}`));
      await page.getByRole("table").waitFor();
    }
    expect(await editorLoaded()).toBe(false);
    await nav("Policy").click();
    await page.getByRole("textbox", { name: "Policy text" }).waitFor();
    expect(await editorLoaded()).toBe(true);
  });

  it("a super admin writes and saves a new policy version, then has to accept it too", async () => {
    const editor = page.getByRole("textbox", { name: "Policy text" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Two-factor authentication");
    await page.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Every administrator turns it on.");
    await page.keyboard.press("Shift+Home");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.getByRole("button", { name: "Align center" }).click();

    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog", { name: "Policy preview" });
    await preview.getByRole("heading", { level: 2, name: "Two-factor authentication" }).waitFor();
    await preview.getByRole("button", { name: "Close" }).click();
    await preview.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Save" }).click();
    // Publishing asks first: every user must accept the new version (issue 15).
    const confirmation = page.getByRole("alertdialog", { name: "Publish this policy?" });
    await confirmation.getByText(/must accept the new version again/).waitFor();
    await confirmation.getByRole("button", { name: "Publish" }).click();
    await page.getByText(TOASTS.policySaved).first().waitFor();
    const current = await http(server.url, "GET", "/api/policies/current", { token: rootToken });
    expect(current.body.policy.version).toBe(2);
    expect(current.body.policy.text.content.slice(0, 2)).toEqual([
      { type: "heading", attrs: { level: 2, textAlign: null }, content: [{ type: "text", text: "Two-factor authentication" }] },
      { type: "paragraph", attrs: { textAlign: "center" }, content: [{ type: "text", text: "Every administrator turns it on.", marks: [{ type: "bold" }] }] },
    ]);

    // Publishing does not accept it, not even for its author (docs/decisions.md).
    const modal = page.getByRole("alertdialog");
    await modal.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    await modal.getByRole("button", { name: UI.acceptPolicy }).click();
    await page.getByText(TOASTS.policyAccepted).first().waitFor();
    await modal.waitFor({ state: "hidden" });
    await waitForPortalsToClose();
  });

  it("the unit admin meets the new version's modal and reads the policy without being able to save", async () => {
    await switchTo(UA);
    const modal = page.getByRole("alertdialog");
    await modal.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    await modal.getByRole("button", { name: UI.acceptPolicy }).click();
    await page.getByText(TOASTS.policyAccepted).first().waitFor();
    await modal.waitFor({ state: "hidden" });
    await waitForPortalsToClose();

    await page.goto(`${server.url}/dashboard/policies`);
    const editor = page.getByRole("textbox", { name: "Policy text" });
    await editor.getByText("Every administrator turns it on.").waitFor();
    expect(await editor.getAttribute("contenteditable")).toBe("false");
    await page.getByText(UI.noPermissionToSavePolicies).waitFor();
    const save = page.getByRole("button", { name: "Save" });
    expect(await save.getAttribute("aria-disabled")).toBe("true");
    // A disabled-but-focusable button: keyboard users reach it and hear why it is disabled.
    await save.focus();
    await page.getByRole("tooltip").getByText(UI.onlySuperAdminSavesTooltip).waitFor({ state: "attached" });
    expect(await save.getAttribute("aria-describedby")).toBe(await page.getByRole("tooltip").getAttribute("id"));
  });

  it("the unit admin raises a flag on an account of their unit and resolves it", async () => {
    await page.goto(`${server.url}/dashboard/flags`);
    await page.getByRole("button", { name: "Raise flag" }).click();
    const dialog = page.getByRole("dialog", { name: "Raise a risk flag" });
    // One chooser: its panel searches the accounts in the unit admin's scope.
    const account = dialog.getByRole("button", { name: /^Account/ });
    await account.click();
    const search = dialog.getByRole("searchbox", { name: "Search accounts" });
    // The other faculty's account is outside the unit admin's scope: nothing matches.
    await search.fill("Chemistry");
    await dialog.getByText("Nothing matches the search.").waitFor();
    await search.fill("Biology Face");
    await dialog.getByRole("radio", { name: "Biology Facebook" }).waitFor();
    expect(await dialog.getByRole("radio").count()).toBe(1);
    await dialog.getByRole("radio", { name: "Biology Facebook" }).click();
    await expect.poll(async () => (await account.textContent())?.trim()).toMatch(/^Biology Facebook \(.+\)$/);
    await dialog.getByLabel(/^Category/).selectOption("policy_violation");
    await dialog.getByLabel(/^Severity/).selectOption("high");
    await dialog.getByLabel("Description").fill("Off-brand post about exams");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await waitForPortalsToClose();
    const row = table("Risk Flags").getByRole("row").filter({ hasText: "Off-brand post about exams" });
    await row.getByText("Open").waitFor();

    await row.getByRole("button", { name: "Change status of flag on Biology Facebook" }).click();
    const status = page.getByRole("dialog", { name: "Change flag status" });
    await status.getByRole("radio", { name: "Resolved" }).check();
    await status.getByRole("button", { name: "Save" }).click();
    await status.getByText("A resolution note is required to resolve or dismiss a flag").waitFor();
    await status.getByLabel(/Resolution note/).fill("Post removed, author briefed");
    await status.getByRole("button", { name: "Save" }).click();
    await status.waitFor({ state: "hidden" });
    await waitForPortalsToClose();
    await row.getByText("Resolved").waitFor();
    await row.getByText(/Post removed, author briefed/).waitFor();

    const audit = await http(server.url, "GET", "/api/audit-logs?entity=flags&action=flag_resolution", { token: rootToken });
    expect(audit.body.docs[0]).toMatchObject({ action: "flag_resolution", user: { name: "Una Admin" }, current: { status: "resolved" } });
  });

  it("the unit admin's audit log and home cover only their unit", async () => {
    await page.goto(`${server.url}/dashboard/audit-logs`);
    await table("Audit Log").getByRole("row").nth(1).waitFor();
    const units = await table("Audit Log").locator("tbody tr td:nth-child(6)").allTextContents();
    expect(units.length).toBeGreaterThan(0);
    expect(units.some((u) => u.includes("Chemistry"))).toBe(false);

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("link", { name: "Social media accounts: 2" }).waitFor();
    await page.getByRole("link", { name: "Instagram: 0" }).waitFor();
    expect(await page.getByRole("link", { name: /Users awaiting review/ }).count()).toBe(0);
  });

  it("the manager who declines the new version is signed out; after accepting, they read flags but cannot raise them, and have no audit log", async () => {
    await switchTo(SMM);
    await page.getByRole("alertdialog").getByRole("button", { name: UI.declinePolicy }).click();
    // The toast; the pages behind the gate stay mounted but hidden (issue 30), and may say it too.
    await page.getByText(ERRORS.policyDeclined).filter({ visible: true }).first().waitFor();
    await page.waitForURL(/\/sign-in/);

    await switchTo(SMM);
    await page.getByRole("alertdialog").getByRole("button", { name: UI.acceptPolicy }).click();
    await page.getByRole("alertdialog").waitFor({ state: "hidden" });
    await waitForPortalsToClose();
    await page.goto(`${server.url}/dashboard/flags`);
    await table("Risk Flags").getByText("Off-brand post about exams").waitFor();
    expect(await page.getByRole("button", { name: "Raise flag" }).count()).toBe(0);
    expect(await table("Risk Flags").getByRole("columnheader", { name: "Actions" }).count()).toBe(0);
    expect(await nav("Audit Log").count()).toBe(0);
    await page.goto(`${server.url}/dashboard/audit-logs`);
    await page.waitForURL(/\/dashboard$/);
  });

  it("the super admin runs the risk scan and sees what it opened", async () => {
    await switchTo(ROOT.email);
    await page.goto(`${server.url}/dashboard/flags`);
    await page.getByRole("button", { name: "Run risk scan" }).click();
    const result = page.getByRole("dialog", { name: "Risk scan results" });
    await result.getByText(/Biology Facebook: Missing Backup Admin/).waitFor();
    await result.getByText(/Chemistry Instagram: Missing Backup Admin/).waitFor();
    await result.getByRole("button", { name: "Close" }).click();
    await result.waitFor({ state: "hidden" });
    await table("Risk Flags").getByText("Chemistry Instagram").first().waitFor();
  });

  it("the audit page filters by entity and action in the URL and shows an entry", async () => {
    await page.goto(`${server.url}/dashboard/audit-logs`);
    const audit = table("Audit Log");
    await audit.getByRole("row").nth(1).waitFor();
    await page.getByRole("button", { name: "Entity filter" }).click();
    // Entities are named as people name them (issue 15): "flags" is "Risk flag".
    await page.getByRole("checkbox", { name: "Risk flag" }).check();
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("filters")).toBe(JSON.stringify([{ id: "entity", value: ["flags"] }]));
    await expect.poll(async () => new Set(await audit.locator("tbody tr td:nth-child(3)").allTextContents())).toEqual(new Set(["Risk flag"]));

    await page.getByRole("button", { name: "Action filter" }).click();
    await page.getByRole("checkbox", { name: "Flag Resolution" }).check();
    await page.keyboard.press("Escape");
    await expect.poll(() => audit.locator("tbody tr").count()).toBe(1);
    await audit.getByRole("button", { name: /^View entry / }).click();
    const detail = page.getByRole("complementary", { name: "Entry details" });
    await detail.getByText("Una Admin (Unit Admin)").first().waitFor();
    await detail.getByRole("table", { name: "Changes" }).getByText("Post removed, author briefed").waitFor();

    await page.reload();
    await expect.poll(() => table("Audit Log").locator("tbody tr").count()).toBe(1);
  });

  it("home figures link to the lists they count", async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("link", { name: "Accounts awaiting approval: 1" }).click();
    await page.waitForURL(/\/dashboard\/social-media-accounts\?/);
    // The figure counts the whole scope: its link opens "All accounts" (issue 33), filtered.
    expect(new URL(page.url()).searchParams.get("filters")).toBe(JSON.stringify([{ id: "view", value: ["all"] }, { id: "status", value: ["pending_approval"] }]));
    await page.getByRole("table").getByText("Biology TikTok").waitFor();
    expect(await page.getByRole("table").getByText("Biology Facebook").count()).toBe(0);

    await page.goBack();
    const high = page.getByRole("link", { name: /^High: \d+$/ });
    await high.waitFor();
    const count = Number((await high.getAttribute("aria-label"))?.split(": ")[1]);
    expect(count).toBeGreaterThan(0);
    await high.click();
    await page.waitForURL(/\/dashboard\/flags\?/);
    const rows = table("Risk Flags").locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(count);
    expect(new Set(await table("Risk Flags").locator("tbody tr td:nth-child(3)").allTextContents())).toEqual(new Set(["High"]));
  });
});
