// Issue 34 in Chromium against the real server and built UI: a super admin reports an account
// compromised from its details, ticks a step of its playbook, closes the incident with a reason,
// and the incidents list says it is closed; the incident page is accessible and fits a phone.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../support/chromium.ts";
import { screenshotOnFailure } from "../support/e2e-setup.ts";
import { seedUnits } from "../support/seed-units.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";
import { describeViolations, seriousViolations } from "../support/axe.ts";

let server: RunningServer;
let browser: Browser;
let page: Page;
const PASSWORD = "a long password";

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  expect((await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada Admin", email: "ada@uni.edu", password: PASSWORD } })).status).toBe(201);
  await seedUnits(server.databaseUrl, "University", ["Faculty of Science"]);
  const token = (await http(server.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: PASSWORD } })).body.token as string;
  const body = { name: "Physics on X", profileUrl: "https://x.com/uniphysics", platform: "twitter", creationDate: "2026-03-15", organization: 2, primaryAdmin: 1, adminContactEmails: ["social@uni.edu"], thirdPartyManagement: "no", socialMediaManagers: [1] };
  expect((await http(server.url, "POST", "/api/social-medias", { token, body })).status).toBe(201);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
});
afterEach(async (ctx) => screenshotOnFailure(page, "incidents", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it("reports an account compromised, ticks a step and closes the incident", async () => {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill("ada@uni.edu");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);

  await page.goto(`${server.url}/dashboard/social-media-accounts`);
  await page.getByRole("row").filter({ has: page.getByRole("cell", { name: "Physics on X", exact: true }) }).getByRole("button", { name: "View details" }).click();
  await page.getByRole("dialog", { name: /Physics on X/ }).getByRole("button", { name: "Report compromised" }).click();
  const report = page.getByRole("alertdialog", { name: "Report Physics on X compromised?" });
  await report.getByRole("textbox", { name: /What happened/ }).fill("Password phished; posts nobody here wrote");
  await report.getByRole("button", { name: "Report compromised" }).click();

  await page.getByText("The account is reported compromised. Its playbook is open on the Incidents page.").first().waitFor();
  await report.waitFor({ state: "hidden" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Incidents" }).click();
  await page.getByRole("link", { name: "Open incident Physics on X" }).click();
  await page.waitForURL(/\/dashboard\/incidents\/\d+$/);
  await page.getByRole("heading", { level: 1, name: "Incident on Physics on X" }).waitFor();
  const lock = page.getByRole("listitem", { name: /^Lock the account/ });
  await lock.getByText(/^Done .* by Ada Admin$/).waitFor();
  const rotate = page.getByRole("listitem", { name: "Rotate the password" });
  await rotate.getByRole("button", { name: "Mark done: Rotate the password" }).click();
  await rotate.getByText(/^Done .* by Ada Admin$/).waitFor();
  await page.getByText(/Step done: Rotate the password \(by Ada Admin\)/).waitFor();
  const violations = await seriousViolations(page);
  expect(violations, describeViolations("the incident page", violations)).toEqual([]);
  // On a phone the page keeps to the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout settles after the resize: wait until nothing is wider than the screen (fails by timeout if it never is).
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.getByRole("button", { name: "Close incident" }).click();
  const close = page.getByRole("alertdialog", { name: "Close the incident on Physics on X?" });
  await close.getByRole("textbox", { name: /Closing note/ }).fill("Back under our control");
  await close.getByRole("textbox", { name: /Reason/ }).fill("The platform restored it; the rest is routine");
  await close.getByRole("button", { name: "Close incident" }).click();
  await page.getByText(/^Closed .* by Ada Admin\./).waitFor();

  await page.getByRole("link", { name: "All incidents" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Open incident Physics on X" }) });
  await row.getByText("Closed", { exact: true }).waitFor();
});
