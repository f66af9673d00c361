// Unit reports (issue 32) in Chromium against the real server on the seeded demo: the whole
// institution's report with Fluent's charts drawn beside the tables that hold its numbers, another
// unit chosen in the picker, the PDF downloaded by the button (fetched with the page's own
// credentials) and opened by poppler, no serious axe violation, and the page in Spanish.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_PASSWORD } from "../../api/src/seed/sizes.ts";
import TEXTS from "../../dashboard-remote/src/i18n/messages/en/reports.json" with { type: "json" };
import ES_TEXTS from "../../dashboard-remote/src/i18n/messages/es-CO/reports.json" with { type: "json" };
import { describeViolations, seriousViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { screenshotOnFailure } from "../support/e2e-setup.ts";
import { SEED_SUPER_ADMIN, seedDataDir, signInSeeded } from "../support/seeded-server.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ dataDir: seedDataDir("small").dataDir, apiOnly: false });
  // Accepts the seed's policy for the super admin, so the page opens straight away.
  await signInSeeded(server);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(SEED_SUPER_ADMIN);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
});
afterEach(async (ctx) => screenshotOnFailure(page, "reports", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the Reports page", () => {
  it("shows the whole institution with charts beside its tables, downloads the PDF, and passes axe", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
    await page.getByRole("heading", { level: 2, name: `Report: ${TEXTS.wholeInstitution}` }).waitFor();
    const token = await signInSeeded(server);
    const report = (await http(server.url, "GET", "/api/reports/units/all", { token })).body;
    const status = page.getByRole("table", { name: TEXTS.accountsByStatus });
    expect(await status.getByRole("row").last().textContent()).toBe(`${TEXTS.total}${report.accounts.total}`);
    // Fluent's charts draw in the browser: one SVG per chart section.
    await expect.poll(() => page.locator("section svg").count()).toBeGreaterThanOrEqual(4);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: TEXTS.downloadPdf }).click()]);
    expect(download.suggestedFilename()).toMatch(/^steward-report-institution-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = join(mkdtempSync(join(tmpdir(), "steward-report-e2e-")), "report.pdf");
    await download.saveAs(file);
    expect(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })).toContain("Unit report: Whole institution");

    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations("reports", violations)).toEqual([]);
  });

  it("reads another unit chosen in the picker, and speaks Spanish to a Spanish reader", async () => {
    await page.getByRole("button", { name: new RegExp(`^${TEXTS.unit}`) }).click();
    await page.getByRole("searchbox", { name: "Search units" }).fill("Pharmacy");
    await page.getByRole("radio", { name: /^Division of Pharmacy/ }).click();
    await page.getByRole("heading", { level: 2, name: /^Report: Northbridge University \/ Division of Pharmacy$/ }).waitFor();
    expect(page.url()).toMatch(/\/dashboard\/reports\?unit=\d+$/);

    // The person's language, chosen on the server (as the sidebar's chooser saves it), then the page again.
    const token = await signInSeeded(server);
    const chosen = await http(server.url, "PATCH", "/api/users/me", { token, body: { locale: "es-CO" } });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Informes" }).waitFor();
    await page.getByRole("table", { name: "Cuentas por estado" }).waitFor();
    await page.getByRole("button", { name: "Descargar PDF" }).waitFor();

    // A bar writes its count as the table beside it does (issue 30: "4314" beside "4,314").
    const platforms = page.getByRole("table", { name: ES_TEXTS.accountsByPlatform });
    const [label, count] = await platforms.locator("tbody tr").first().locator("th, td").allTextContents();
    await page.getByRole("group", { name: ES_TEXTS.chartOf.replace("{title}", ES_TEXTS.accountsByPlatform) }).getByText(`${label}: ${count}`, { exact: true }).first().waitFor();

    // On a phone every table fits its section, the page does not scroll sideways (issue 30: the idle
    // people's table ran 434 px wide, its last sign-in off-screen).
    // Loaded afresh: Fluent's charts take their width when drawn, not when the window changes.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("table", { name: ES_TEXTS.idle }).waitFor();
    await expect.poll(() => page.locator("section svg").count()).toBeGreaterThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const wide = await page.locator("section table").evaluateAll((tables) => tables.filter((t) => t.getBoundingClientRect().right > window.innerWidth + 1 || t.scrollWidth > t.parentElement!.clientWidth + 1).map((t) => t.querySelector("caption")?.textContent));
    expect(wide).toEqual([]);
  });
});
