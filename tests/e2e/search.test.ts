// Issue 33, the one search box, in Chromium against the real server on the seeded institution: at
// 1366x768 Ctrl+K opens it, an account's address in another form finds that account and Enter opens
// its details dialog, the header's field finds a person and opens theirs, axe finds nothing serious
// in the open dialog; on a phone the field is an icon, the dialog fits the screen and a unit opens
// its page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_PASSWORD } from "../../api/src/seed/sizes.ts";
import { describeViolations, seriousViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { screenshotOnFailure } from "../support/e2e-setup.ts";
import { seedDataDir, signInSeeded, SEED_SUPER_ADMIN } from "../support/seeded-server.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const FIELD = "Search units, people, accounts, flags and campaigns";

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  server = await startServer({ apiOnly: false, dataDir: seedDataDir("small").dataDir, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  token = await signInSeeded(server);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(SEED_SUPER_ADMIN);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
}, 120_000);
afterEach(async (ctx) => screenshotOnFailure(page, "search", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function searchFor(text: string) {
  const dialog = page.getByRole("dialog", { name: "Search" });
  await dialog.waitFor();
  await dialog.getByRole("combobox", { name: FIELD }).fill(text);
  await dialog.getByRole("listbox", { name: "Results" }).getByRole("option").first().waitFor();
  return dialog;
}

describe("the search box", () => {
  it("at 1366x768: Ctrl+K, an address in another form, Enter opens the account; the header's field opens a person", async () => {
    const accounts = await http(server.url, "GET", "/api/social-medias?platform=instagram&limit=1", { token });
    const account = accounts.body.docs[0] as { name: string; profileUrl: string };
    const address = new URL(account.profileUrl);
    const anotherForm = `http://m.${address.hostname.replace(/^www\./, "")}${address.pathname.toUpperCase()}?igshid=from-a-share`;

    await page.getByRole("button", { name: FIELD }).waitFor();
    await page.keyboard.press("Control+K");
    const dialog = await searchFor(anotherForm);
    const first = dialog.getByRole("option").first();
    expect(await first.textContent()).toContain(account.name);
    expect(await first.textContent()).toContain("this address");
    expect(await first.getAttribute("aria-selected")).toBe("true");
    const violations = await seriousViolations(page, '[role="dialog"]');
    expect(violations, describeViolations("the search dialog", violations)).toEqual([]);
    const box = (await dialog.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog", { name: account.name });
    await details.waitFor();
    await page.keyboard.press("Escape");
    await details.waitFor({ state: "detached" });

    const people = await http(server.url, "GET", "/api/users?role=social_media_manager&limit=1", { token });
    const person = people.body.docs[0] as { name: string; email: string };
    await page.getByRole("button", { name: FIELD }).click();
    const again = await searchFor(person.email);
    await again.getByRole("option", { name: new RegExp(person.email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
    const personDialog = page.getByRole("dialog", { name: person.name });
    await personDialog.getByText(person.email).first().waitFor();
    await personDialog.getByRole("button", { name: "Close" }).last().click();
    await personDialog.waitFor({ state: "detached" });
  });

  it("on a phone the field is an icon, the dialog fits, and a unit opens its page", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const units = await http(server.url, "GET", "/api/organization?limit=1&sort=-depth", { token });
    const unit = units.body.docs[0] as { id: number; name: string };
    const button = page.getByRole("button", { name: FIELD });
    await button.waitFor();
    expect((await button.textContent())?.trim()).toBe("");
    await button.click();
    const dialog = await searchFor(unit.name);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await dialog.getByRole("option").first().waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/dashboard\/units\/update\/\d+$/);
  });
});
