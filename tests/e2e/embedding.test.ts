// Both hosts of the dashboard, in Chromium against the real server: the standalone host at / (the
// React way) and the mock intranet portal on another origin (the plain-page way, mount()), with
// the Steward server allowing that origin.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { TOASTS, UI } from "@steward/shared";
import { launchChromium } from "../support/chromium.ts";
import { ADMIN, prepareInstitution, screenshotOnFailure } from "../support/e2e-setup.ts";
import { startPortal, type RunningPortal } from "../support/portal.ts";
import { freePort, REPO_ROOT, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let portal: RunningPortal;
let browser: Browser;
let page: Page;

/** Pictures for the README's Embedding chapter. */
async function photograph(name: string): Promise<void> {
  await page.screenshot({ path: join(REPO_ROOT, "docs", "screenshots", `${name}.png`), animations: "disabled", caret: "hide" });
}

beforeAll(async () => {
  const portalPort = await freePort();
  server = await startServer({ apiOnly: false, env: { ALLOWED_ORIGINS: `http://127.0.0.1:${portalPort}` } });
  portal = await startPortal(portalPort, server.url);
  await prepareInstitution(server);
  browser = await launchChromium();
  // One page throughout: the Chromium of @sparticuz/chromium runs single-process, where closing
  // a context ends the browser.
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  mkdirSync(join(REPO_ROOT, "docs", "screenshots"), { recursive: true });
});
afterEach(async (ctx) => screenshotOnFailure(page, "embedding", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await server?.stop();
});

/** Computed background of the dashboard's Fluent provider inside `scope`. */
function providerBackground(scope: string): Promise<string> {
  return page.evaluate((selector) => {
    const provider = document.querySelector(`${selector} .fui-FluentProvider`);
    return provider ? getComputedStyle(provider).backgroundColor : "none";
  }, scope);
}

async function signIn(scope: string): Promise<void> {
  const region = page.locator(scope);
  await region.getByLabel("Email").fill(ADMIN.email);
  await region.getByLabel("Password").fill(ADMIN.password);
  await region.getByRole("button", { name: "Sign in" }).click();
}

/** The footprint once two reads a quarter of a second apart agree (at most ten seconds). */
async function settledFootprint() {
  let last = JSON.stringify(await footprint());
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    await new Promise((done) => setTimeout(done, 250));
    const now = JSON.stringify(await footprint());
    if (now === last) break;
    last = now;
  }
  return JSON.parse(last) as Awaited<ReturnType<typeof footprint>>;
}

/** What unmount/remount must leave unchanged. */
function footprint() {
  return page.evaluate(() => {
    const region = document.getElementById("steward-region");
    const rootKeys = region ? Object.keys(region).filter((key) => key.startsWith("__reactContainer")) : [];
    return {
      styles: document.querySelectorAll("style").length,
      bodyChildren: document.body.childElementCount,
      regionNodes: region ? region.querySelectorAll("*").length : -1,
      liveReactRoots: rootKeys.filter((key) => (region as unknown as Record<string, unknown>)[key] != null).length,
      nativePushState: history.pushState.toString().includes("[native code]"),
    };
  });
}

describe("the two servers of the cross-origin setup", () => {
  it("lets only the portal's origin read the remote's manifest", async () => {
    const allowed = await fetch(`${server.url}/remote/mf-manifest.json`, { headers: { origin: portal.url } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(portal.url);
    expect((await allowed.json()) as unknown).toMatchObject({ name: "steward" });
    const other = await fetch(`${server.url}/remote/mf-manifest.json`, { headers: { origin: "http://127.0.0.1:1" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves the portal's page for its addresses and tells it where Steward is", async () => {
    expect(await (await fetch(`${portal.url}/portal-config.json`)).json()).toEqual({ stewardUrl: server.url });
    const deep = await fetch(`${portal.url}/portal/social/dashboard/units?page=1`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('id="steward-region"');
    expect((await fetch(`${portal.url}/assets/portal.js`)).status).toBe(200);
    expect((await fetch(`${portal.url}/assets/..%2Fmain.ts`)).status).toBe(404);
    expect((await fetch(`${portal.url}/elsewhere`)).status).toBe(404);
  });
});

describe("the standalone host (React, Module Federation host)", () => {
  it("shows the dashboard at / in the theme that host-config.json names", async () => {
    await page.goto(server.url);
    await page.waitForURL(/\/sign-in$/);
    expect(await providerBackground("#root")).toBe("rgb(255, 255, 255)");

    // The host page reads its theme from /host-config.json (STEWARD_THEME on the server).
    await page.route("**/host-config.json", async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), theme: "dark" } });
    });
    await page.reload();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await expect.poll(() => providerBackground("#root")).not.toBe("rgb(255, 255, 255)");
    const dark = await providerBackground("#root");
    const [r, g, b] = dark.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(3 * 80);
    await page.unroute("**/host-config.json");
  });
});

describe("the intranet portal (plain page, mount())", () => {
  it("loads the dashboard into its region at /portal/social and signs in there", async () => {
    await page.goto(`${portal.url}/`);
    await page.waitForURL(/\/portal\/home$/);
    await page.getByRole("heading", { name: "Welcome to the intranet" }).waitFor();
    // The portal is plain: no React of its own, nothing of Steward until the section is opened.
    expect(await page.locator("#steward-region").isHidden()).toBe(true);

    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Social media" }).click();
    await page.waitForURL(/\/portal\/social\/sign-in$/);
    await signIn("#steward-region");

    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: UI.acceptPolicy }).click();
    await page.getByText(TOASTS.policyAccepted).first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    // Signing in lands on the Dashboard (issue 15).
    await page.waitForURL(/\/portal\/social\/dashboard$/);
    const region = page.locator("#steward-region");
    await region.getByRole("region", { name: "Accounts by status" }).waitFor();
    // The portal's own header stays above it.
    expect(await page.getByRole("navigation", { name: "Portal" }).isVisible()).toBe(true);
  });

  it("navigates inside the dashboard under the base path, and deep links load", async () => {
    const nav = page.locator("#steward-region").getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Users" }).click();
    await page.waitForURL(/\/portal\/social\/dashboard\/users/);
    await page.locator("#steward-region").getByRole("heading", { level: 1, name: "Users" }).waitFor();
    const href = await nav.getByRole("link", { name: "Units" }).getAttribute("href");
    expect(href).toBe("/portal/social/dashboard/units");

    await page.goto(`${portal.url}/portal/social/dashboard/units?pageSize=20`);
    await page.locator("#steward-region").getByRole("cell", { name: "Department 15" }).waitFor();
    expect(await page.locator("#steward-region").getByLabel("Rows per page").inputValue()).toBe("20");
    await photograph("portal-embedded");
  });

  it("switches theme from the portal's header, really changing the colours", async () => {
    const light = await providerBackground("#steward-region");
    expect(light).toBe("rgb(255, 255, 255)");
    const select = page.getByLabel("Theme");
    const seen = new Set([light]);
    for (const theme of ["dark", "highContrast"]) {
      const before = await providerBackground("#steward-region");
      await select.selectOption(theme);
      await expect.poll(() => providerBackground("#steward-region")).not.toBe(before);
      seen.add(await providerBackground("#steward-region"));
    }
    expect(seen.size).toBe(3);
    await page.mouse.move(0, 0);
    await photograph("portal-embedded-high-contrast");
    // Still the same page, not remounted: the table kept its page size.
    expect(await page.locator("#steward-region").getByLabel("Rows per page").inputValue()).toBe("20");
    await select.selectOption("light");
    await expect.poll(() => providerBackground("#steward-region")).toBe(light);
  });

  it("unmounts and remounts through the portal's navigation without leaks or duplicated styles", async () => {
    const portalNav = page.getByRole("navigation", { name: "Portal" });
    const region = page.locator("#steward-region");
    const leave = async () => {
      await portalNav.getByRole("link", { name: "Home" }).click();
      await page.getByRole("heading", { name: "Welcome to the intranet" }).waitFor();
    };
    const comeBack = async () => {
      await portalNav.getByRole("link", { name: "Social media" }).click();
      await page.waitForURL(/\/portal\/social\/dashboard$/);
      await region.getByRole("region", { name: "Accounts by status" }).waitFor();
      await expect.poll(async () => (await footprint()).regionNodes).toBeGreaterThan(50);
    };

    await leave();
    const away = await footprint();
    expect(away).toMatchObject({ regionNodes: 0, liveReactRoots: 0, nativePushState: true });
    await comeBack();
    // The home page's cards load one after another: the footprint to compare with is the settled one.
    const mounted = await settledFootprint();
    expect(mounted.liveReactRoots).toBe(1);
    expect(mounted.nativePushState).toBe(false);

    for (let cycle = 0; cycle < 3; cycle += 1) {
      await leave();
      expect(await footprint(), `away, cycle ${cycle}`).toEqual(away);
      await comeBack();
      // The page settles to the same footprint; under load that takes longer than the default second.
      await expect.poll(() => footprint(), { message: `mounted, cycle ${cycle}`, timeout: 10_000 }).toEqual(mounted);
    }
  });

  it("fits a phone-sized screen, the dashboard in its drawer mode inside the portal", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${portal.url}/portal/social/dashboard/units`);
    const region = page.locator("#steward-region");
    await region.getByRole("cell", { name: "Department 01" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await region.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await region.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Units" }).waitFor();
    await photograph("portal-embedded-phone");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page.setViewportSize({ width: 1280, height: 800 });
    // Widening the window right after closing the drawer leaves nothing of it behind.
    await expect.poll(() => page.locator("#portal-main[aria-hidden], #portal-main [aria-hidden=true]:not(svg):not(i):not(span)").count()).toBe(0);
  });

  it("signs out through the API back to the portal's sign-in page", async () => {
    await page.locator("#steward-region").getByRole("button", { name: UI.signOut }).click();
    await page.waitForURL(`${portal.url}/portal/social/sign-in`);
    await page.locator("#steward-region").getByRole("button", { name: "Sign in" }).waitFor();
    const me = await page.evaluate(async (api) => (await fetch(`${api}/api/users/me`, { credentials: "include" })).status, server.url);
    expect(me).toBe(401);
  });
});
