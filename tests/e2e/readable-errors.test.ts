// Errors people can read (issue 29 point 6), in Chromium against the real server serving the built
// dashboard: with its libSQL server (sqld) killed, the pages say what happened and what to do in
// the catalogue's words, the code only in small print for support ("Code: DATABASE_UNAVAILABLE");
// with the Steward server itself gone, the same for a request that got no answer at all (the
// sentences came with the home page signing in lands on: the list's own chunk does not carry them,
// lazy-failure-explanation.tsx).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { ERROR_SENTENCES } from "@steward/shared";
import { launchChromium } from "../support/chromium.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";
import { SHARED_AUTH_SECRET } from "../support/sqld-instances.ts";

let sqld: Sqld;
let server: RunningServer;
let browser: Browser;
let page: Page;
const dataDir = mkdtempSync(join(tmpdir(), "steward-readable-errors-"));

beforeAll(async () => {
  sqld = await startSqld();
  server = await startServer({ apiOnly: false, dataDir, env: { DATABASE_URL: sqld.url, AUTH_SECRET: SHARED_AUTH_SECRET, STEWARD_MAIL_POLL_MS: "60000" } });
  await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada Admin", email: "ada@uni.edu", password: "a long password" } });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail") await page?.screenshot({ path: `test-results/e2e-readable-errors-${ctx.task.name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sqld?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The code is on screen only as the small "Code: ..." line, never as the message itself. */
async function expectExplained(code: keyof typeof ERROR_SENTENCES): Promise<void> {
  await page.getByText(ERROR_SENTENCES[code], { exact: true }).first().waitFor();
  const small = page.locator(`small[data-error-code="${code}"]`).first();
  expect(await small.textContent()).toBe(`Code: ${code}`);
  const text = await page.locator("body").innerText();
  // Every appearance of the code is the one in the small print.
  expect(text.split(code).length - 1).toBe(text.split(`Code: ${code}`).length - 1);
}

it("the database unavailable: the page says so in words, with the code small for support", async () => {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email", { exact: true }).fill("ada@uni.edu");
  await page.getByLabel("Password", { exact: true }).fill("a long password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.url}/dashboard/units`);
  await page.getByRole("table").waitFor();

  await sqld.kill();
  // Another list, opened from the sidebar while the database is down: the table says why.
  await page.getByRole("navigation").getByRole("link", { name: "Users", exact: true }).click();
  await page.waitForURL(/\/dashboard\/users/);
  await expectExplained("DATABASE_UNAVAILABLE");
  // The page loaded afresh: who is signed in cannot be read, and the error page says why in words
  // (it used to show the bare code above its Retry button).
  await page.reload();
  await page.getByRole("button", { name: "Retry" }).waitFor();
  await expectExplained("DATABASE_UNAVAILABLE");
  expect(await page.getByText("DATABASE_UNAVAILABLE", { exact: true }).count()).toBe(0);

  await sqld.restart();
});

it("the server itself unreachable: a request without any answer is said in words too", async () => {
  await page.goto(`${server.url}/dashboard/units`);
  await page.getByRole("table").waitFor();
  await server.stop();
  // The Units page's own search asks the server again, from the page already loaded.
  await page.getByRole("searchbox").first().fill("Faculty");
  await expectExplained("NETWORK_FAILURE");
});
