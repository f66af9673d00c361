// The public directory page in Chromium with JavaScript turned off (issue 20): search, the platform
// filter and the unit tree work as plain links and a GET form, keyboard first, axe clean in every
// theme; the account's link from the dashboard lands on its entry; the built remote exposes the
// same directory as `./Directory` for the institution's own site.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describeViolations, seriousViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { prepareInstitution, screenshotOnFailure } from "../support/e2e-setup.ts";
import { http, REPO_ROOT, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let accountIds: number[];

beforeAll(async () => {
  server = await startServer({ apiOnly: false });
  const institution = await prepareInstitution(server, { withAccounts: true });
  const token = institution.token;
  const current = await http(server.url, "GET", "/api/policies/current", { token });
  await http(server.url, "POST", "/api/acknowledgments", { token, body: { policy: current.body.policy.id } });
  accountIds = institution.accounts!.accountIds;
  const db = createClient({ url: server.databaseUrl });
  try {
    // Accounts made by a super admin start in the approval workflow; these three are live.
    await db.execute(`UPDATE social_medias SET status = 'active' WHERE id IN (${accountIds.join(",")})`);
    // The first was attested in this year's campaign.
    await db.execute({ sql: "INSERT INTO account_attestations (social_media_id, last_attested_at) VALUES (?, ?)", args: [accountIds[0]!, new Date().toISOString()] });
  } finally {
    db.close();
  }
  for (const id of accountIds) {
    const res = await http(server.url, "PUT", `/api/social-medias/${id}/public-listing`, { token, body: { publicListing: true } });
    if (res.status !== 200) throw new Error(`publish ${id}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  browser = await launchChromium();
  context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
});
afterEach(async (ctx) => screenshotOnFailure(page, "directory", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const names = () => page.locator("#results tbody th").allTextContents();

it("lists the published accounts without JavaScript, and searches, filters and walks the unit tree by links and a form", async () => {
  await page.goto(`${server.url}/directory`);
  // Nothing of it needs a script: the page carries none.
  expect(await page.locator("script").count()).toBe(0);
  await expect.poll(names).toEqual(["Campus Life", "Chemistry News", "Physics on YouTube"]);
  await expect.poll(() => page.locator("#results tbody tr").first().textContent()).toContain("Department 02");
  expect(await page.locator("#results tbody tr", { hasText: "Physics on YouTube" }).textContent()).toContain("Attested");

  // Keyboard only: the search field is the first stop after the skip link.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to the accounts");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("q");
  await page.keyboard.type("chem");
  await page.keyboard.press("Enter");
  await page.waitForURL(/q=chem/);
  expect(await names()).toEqual(["Chemistry News"]);

  await page.goto(`${server.url}/directory`);
  await page.selectOption("#platform", "instagram");
  await page.click('button[type="submit"]');
  await page.waitForURL(/platform=instagram/);
  expect(await names()).toEqual(["Campus Life"]);

  await page.goto(`${server.url}/directory`);
  // The tree waits behind "Browse by unit", each unit's own units in a closed box (issue 30: a large
  // institution's tree made the page 54,000 px tall): open the boxes on the way, then follow the link.
  const tree = page.locator('nav[aria-labelledby="units-heading"]');
  const department = tree.locator('a:text-is("Department 02")');
  expect(await department.isVisible()).toBe(false);
  // In page order, the first closed box is always one that can be seen (any box around it is open).
  while (!(await department.isVisible())) await tree.locator("details:not([open]) > summary").first().click();
  await department.click();
  await page.waitForURL(/unit=\d+/);
  expect(await names()).toHaveLength(3);
  // The unit shown is in sight: the boxes on its way start open.
  const current = page.locator('a[aria-current="page"]');
  expect(await current.textContent()).toBe("Department 02");
  expect(await current.isVisible()).toBe(true);

  // The dashboard's "View public entry" link names one account.
  await page.goto(`${server.url}/directory?account=${accountIds[1]}`);
  expect(await names()).toEqual(["Chemistry News"]);
});

it("is accessible in every theme", async () => {
  // axe itself is a script: it runs in a second page with scripts on, over the very same HTML.
  const checker = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  for (const theme of ["light", "dark", "highContrast"]) {
    await checker.goto(`${server.url}/directory?theme=${theme}`);
    const violations = await seriousViolations(checker);
    expect(violations, describeViolations(`directory (${theme})`, violations)).toEqual([]);
  }
});

it("answers a revalidation with 304 and the same ETag", async () => {
  const first = await fetch(`${server.url}/directory`);
  const etag = first.headers.get("etag")!;
  const again = await fetch(`${server.url}/directory`, { headers: { "if-none-match": etag } });
  expect(again.status).toBe(304);
});

it("the built remote exposes the directory for the institution's site", () => {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, "dashboard-remote", "dist", "mf-manifest.json"), "utf8")) as { exposes: { path: string }[] };
  expect(manifest.exposes.map((e) => e.path)).toContain("./Directory");
});
