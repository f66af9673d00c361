// Issue 30, point 9: the public directory of the demo institution (the seed publishes a share of
// its live accounts, so it does not start empty) answers "is this account official?" in words from
// a box on the page, and on a phone (390x844) its accounts are stacked cards, not a table running
// off the screen. Chromium against the real server on a seeded database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { PublicAccount } from "@steward/shared";
// The box speaks English to an English browser: the catalogue's English is the specification's text.
import DIRECTORY_TEXTS from "../../shared/i18n/messages/en/directory.json" with { type: "json" };
import { checkAnswerText } from "../../api/src/directory-page/render-directory.ts";
import { launchChromium } from "../support/chromium.ts";
import { screenshotOnFailure } from "../support/e2e-setup.ts";
import { seedDataDir, startOn } from "../support/seeded-server.ts";
import { http, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startOn(seedDataDir("small").dataDir);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
});
afterEach(async (ctx) => screenshotOnFailure(page, "directory-check", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the public directory of the demo", () => {
  it("starts with published accounts, and its box says in words whether an address is official", async () => {
    const listed = await http(server.url, "GET", "/public/v1/accounts?limit=100");
    expect(listed.body.totalDocs).toBeGreaterThan(0);
    const account = listed.body.docs[0] as PublicAccount;

    await page.goto(`${server.url}/directory`);
    await page.getByRole("heading", { level: 2, name: `${listed.body.totalDocs} accounts` }).waitFor();
    const box = page.getByRole("region", { name: DIRECTORY_TEXTS.checkTitle });
    await box.getByLabel(DIRECTORY_TEXTS.checkLabel).fill(account.profileUrl);
    await box.getByRole("button", { name: DIRECTORY_TEXTS.check }).click();
    const verified = await http(server.url, "GET", `/public/v1/verify?url=${encodeURIComponent(account.profileUrl)}`);
    const answer = box.getByRole("status");
    await answer.getByText(checkAnswerText(verified.body)).waitFor();
    expect(await answer.textContent()).toMatch(verified.body.verified ? /^Yes: / : /^Listed, but not confirmed: /);
    expect(await answer.textContent()).toContain(account.name);

    await box.getByLabel(DIRECTORY_TEXTS.checkLabel).fill("https://www.instagram.com/not.the.institution");
    await box.getByRole("button", { name: DIRECTORY_TEXTS.check }).click();
    await answer.getByText(DIRECTORY_TEXTS.notOfficial).waitFor();
  });

  it("on a phone the accounts are stacked cards that fit the screen, each value named", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/directory`);
    const firstRow = page.locator("#results tbody tr").first();
    await firstRow.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const cell = firstRow.locator('td[data-label="Platform"]');
    expect(await cell.evaluate((el) => getComputedStyle(el).display)).toBe("block");
    expect(await cell.evaluate((el) => getComputedStyle(el, "::before").content)).toBe('"Platform"');
    const box = (await firstRow.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const check = page.getByRole("region", { name: DIRECTORY_TEXTS.checkTitle });
    const field = check.getByLabel(DIRECTORY_TEXTS.checkLabel);
    await field.waitFor();
    // The address field stays inside its box (issue 30: it stuck 21 px out).
    const [fieldBox, checkBox] = [(await field.boundingBox())!, (await check.boundingBox())!];
    expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(checkBox.x + checkBox.width);
    // The accounts come before the unit tree, within the first two screens, and the tree's deeper
    // units wait in closed boxes (issue 30: a large institution's tree pushed them 44,987 px down).
    const accounts = (await page.locator("#results-heading").boundingBox())!;
    const units = (await page.locator("#units-heading").boundingBox())!;
    expect(accounts.y).toBeLessThan(units.y);
    expect(accounts.y).toBeLessThan(2 * 844);
    expect(await page.locator("nav[aria-labelledby=units-heading] details:not([open])").count()).toBeGreaterThan(0);
  });
});
