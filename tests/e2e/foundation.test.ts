// The foundation slice as a newcomer lives it, in Chromium against the real server serving the
// real built host and remote: first user -> sign in -> accept the policy -> sidebar and Units
// table -> change page size and reload (state kept) -> sign out.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ROLE_LABELS, TOASTS, UI } from "@steward/shared";
import { launchChromium } from "../support/chromium.ts";
import { seedUnits } from "../support/seed-units.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let page: Page;
const EMAIL = "ada@uni.edu";
const PASSWORD = "a long password";

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
});
// A failing step leaves a picture of the page behind, to see what the user saw.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail" && page) {
    await page.screenshot({ path: `test-results/e2e-${ctx.task.name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
  }
});
afterAll(async () => {
  if (process.env["E2E_LOG_LEVEL"]) console.log(server?.output());
  await browser?.close();
  await server?.stop();
});

describe("foundation, end to end", () => {
  it("a fresh server sends the newcomer to create the first user", async () => {
    await page.goto(server.url);
    await page.waitForURL(/\/create-first-user$/);
    await page.getByLabel("Name").fill("Ada Admin");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create first user" }).click();
    await page.waitForURL(/\/sign-in$/);
    // The setup answer also names the institution's language (STEWARD_DEFAULT_LOCALE, English unless set).
    expect((await http(server.url, "GET", "/api/setup")).body).toEqual({ firstUserRequired: false, defaultLocale: "en" });
  });

  it("after sign-in, the policy modal gates the dashboard until accepted", async () => {
    // A policy exists (published through the API: the editor comes later) and units to list.
    const login = await http(server.url, "POST", "/api/users/login", { body: { email: EMAIL, password: PASSWORD } });
    const doc = { type: "doc", content: [{ type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Social media policy" }] }, { type: "paragraph", content: [{ type: "text", text: "Protect the institution's accounts." }] }] };
    expect((await http(server.url, "POST", "/api/policies", { token: login.body.token, body: { text: doc } })).status).toBe(201);
    await seedUnits(server.databaseUrl, "University", Array.from({ length: 24 }, (_, i) => `Department ${String(i + 1).padStart(2, "0")}`));

    // Asked for the Units page, sent to sign in first, and brought back to it after (issue 15).
    await page.goto(`${server.url}/dashboard/units`);
    await page.waitForURL(/\/sign-in\?redirect=/);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();

    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("heading", { name: "Social media policy" }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: UI.acceptPolicy }).click();
    await page.getByText(TOASTS.policyAccepted).first().waitFor();
    await dialog.waitFor({ state: "hidden" });
    // While the toast shows, the page under it is still the page: no portal covers it.
    const table = page.getByRole("table");
    await table.getByRole("cell", { name: "Department 01" }).waitFor();
    expect(await page.getByText(TOASTS.policyAccepted).first().isVisible()).toBe(true);
    const box = await table.boundingBox();
    const onTop = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest("table")),
      [box!.x + box!.width / 2, box!.y + Math.min(box!.height / 2, 60)],
    );
    expect(onTop).toBe(true);
  });

  it("shows the sidebar for the role and the Units table", async () => {
    await page.waitForURL(/\/dashboard\/units/);
    const nav = page.getByRole("navigation");
    await nav.getByRole("link", { name: "Units" }).waitFor();
    for (const label of ["Dashboard", "Units", "Users", "Social Media", "Policy", "Risk Flags", "Audit Log"]) {
      expect(await nav.getByRole("link", { name: label }).count(), label).toBe(1);
    }
    await page.getByText(ROLE_LABELS.super_admin, { exact: true }).first().waitFor();
    await page.getByText(EMAIL).first().waitFor();

    const table = page.getByRole("table");
    await table.getByRole("cell", { name: "Department 01" }).waitFor();
    // Header row plus the default page size of 10.
    await expect.poll(() => table.getByRole("row").count()).toBe(11);
  });

  it("keeps the page size in the URL across a reload", async () => {
    await page.getByLabel("Rows per page").selectOption("20");
    await expect.poll(() => new URL(page.url()).searchParams.get("pageSize")).toBe("20");
    const table = page.getByRole("table");
    await expect.poll(() => table.getByRole("row").count()).toBe(21);

    await page.reload();
    await page.getByRole("table").getByRole("cell", { name: "Department 01" }).waitFor();
    await expect.poll(() => page.getByRole("table").getByRole("row").count()).toBe(21);
    expect(new URL(page.url()).searchParams.get("pageSize")).toBe("20");
    expect(await page.getByLabel("Rows per page").inputValue()).toBe("20");
  });

  it("signs out through /api/logout back to sign-in, and the session is gone", async () => {
    await page.getByRole("button", { name: UI.signOut }).click();
    await page.waitForURL(/\/sign-in$/);
    const me = await page.evaluate(async () => (await fetch("/api/users/me", { credentials: "include" })).status);
    expect(me).toBe(401);
    await page.goto(`${server.url}/dashboard/units`);
    await page.waitForURL(/\/sign-in\?/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard/units");
  });
});
