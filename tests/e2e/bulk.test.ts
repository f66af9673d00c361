// Issue 33 point 4 in Chromium against the real server and built UI on the seeded institution: at
// 1366x768 a super admin checks two pending accounts, the bar announces them, Approve shows the dry
// run's summary, Confirm approves both (the database says so) and the choice is cleared; axe finds
// nothing serious in the bar or the dialog. On a phone each card has its own checkbox and the bar
// fits the screen.
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import TEXTS from "../../dashboard-remote/src/i18n/messages/en/bulkActions.json" with { type: "json" };
import { DEMO_PASSWORD } from "../../api/src/seed/sizes.ts";
import { describeViolations, seriousViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { screenshotOnFailure } from "../support/e2e-setup.ts";
import { seedDataDir, signInSeeded, SEED_SUPER_ADMIN } from "../support/seeded-server.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let page: Page;
let pending: { id: number; name: string }[] = [];

const rows = async (sql: string, args: (string | number)[] = []) => {
  const db = createClient({ url: server.databaseUrl });
  try {
    return (await db.execute({ sql, args })).rows;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  server = await startServer({ apiOnly: false, dataDir: seedDataDir("small").dataDir, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  await signInSeeded(server);
  await rows("UPDATE users SET locale = 'en' WHERE email = ?", [SEED_SUPER_ADMIN]);
  pending = (await rows("SELECT id, name FROM social_medias WHERE status = 'pending_approval' ORDER BY name, id LIMIT 2")).map((r) => ({ id: Number(r["id"]), name: String(r["name"]) }));
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(SEED_SUPER_ADMIN);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
}, 120_000);
afterEach(async (ctx) => screenshotOnFailure(page, "bulk", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PENDING_ONLY = `/dashboard/social-media-accounts?filters=${encodeURIComponent(JSON.stringify([{ id: "status", value: ["pending_approval"] }]))}`;

describe("bulk actions on the accounts list", () => {
  it("approves two checked accounts after the dry run's summary, and clears the choice", async () => {
    expect(pending).toHaveLength(2);
    await page.goto(`${server.url}${PENDING_ONLY}`);
    for (const account of pending) await page.getByRole("checkbox", { name: TEXTS.selectRow.replace("{name}", account.name) }).check();
    const bar = page.getByRole("region", { name: TEXTS.barLabel });
    await bar.getByRole("status").getByText("2 selected").waitFor();
    const violationsInBar = await seriousViolations(page, "[role=region]");
    expect(violationsInBar, describeViolations("the bulk actions bar", violationsInBar)).toEqual([]);

    await bar.getByRole("button", { name: TEXTS.actionsMenu }).click();
    await page.getByRole("menuitem", { name: TEXTS.approve }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("2 records will change").waitFor();
    const violations = await seriousViolations(page, "[role=alertdialog]");
    expect(violations, describeViolations("the bulk action's summary", violations)).toEqual([]);
    // The dry run changed nothing.
    expect((await rows(`SELECT DISTINCT status FROM social_medias WHERE id IN (${pending.map((a) => a.id).join(",")})`)).map((r) => r["status"])).toEqual(["pending_approval"]);

    await dialog.getByRole("button", { name: TEXTS.confirm }).click();
    await page.getByText("2 records changed.").first().waitFor();
    await bar.waitFor({ state: "detached" });
    expect((await rows(`SELECT DISTINCT status FROM social_medias WHERE id IN (${pending.map((a) => a.id).join(",")})`)).map((r) => r["status"])).toEqual(["in_transition"]);
  });

  it("on a phone each card has its own checkbox, and the bar fits the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/dashboard/social-media-accounts`);
    const first = page.getByRole("checkbox", { name: /^Select (?!all)/ }).first();
    await first.check();
    const bar = page.getByRole("region", { name: TEXTS.barLabel });
    await bar.getByRole("status").getByText("1 selected").waitFor();
    await bar.getByRole("button", { name: /^Select all \S+ matching the filter$/ }).click();
    await bar.getByRole("status").getByText(/^All \S+ records matching the filter are selected\.$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
