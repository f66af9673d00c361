// Accessibility in Chromium against the real server and built UI: axe-core on every page (read
// from the route files, so new pages are covered as they land) and every dialog, in all three
// themes; keyboard-only flows with visible focus; the phone-sized layout. The main screens are
// photographed into docs/screenshots/ on the way (the README shows them).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { TOASTS, UI } from "@steward/shared";
import { describeViolations, seriousViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { networkQuiet, watchTraffic } from "../support/network-quiet.ts";
import { dashboardPages, type DashboardPage } from "../support/dashboard-routes.ts";
import { ADMIN, UNIT_ADMIN, prepareInstitution, screenshotOnFailure, type PeopleAndAccounts } from "../support/e2e-setup.ts";
import { focused, invisibleFocusStops, named, tabTo } from "../support/keyboard.ts";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shift.ts";
import { REPO_ROOT, startServer, type RunningServer } from "../support/server.ts";

const SCREENSHOTS = join(REPO_ROOT, "docs", "screenshots");

let server: RunningServer;
let browser: Browser;
let page: Page;
let seeded: PeopleAndAccounts;

beforeAll(async () => {
  server = await startServer({ apiOnly: false });
  browser = await launchChromium();
  // One page throughout: the Chromium of @sparticuz/chromium runs single-process, where closing
  // a context ends the browser.
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
  watchTraffic(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterEach(async (ctx) => screenshotOnFailure(page, "a11y", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectAccessible(where: string, include?: string): Promise<void> {
  // A table dims its rows while it reloads; its colours are judged once the data is in.
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  // ... and once nothing is fading: a colour is judged as it ends, not half-way.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const violations = await seriousViolations(page, include);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

/** The page has rendered its content: a level-1 heading and no table still loading. */
async function settled(): Promise<void> {
  await page.locator("h1").first().waitFor();
  await networkQuiet(page);
  await expect.poll(() => page.locator('[role="progressbar"]').count()).toBe(0);
}

async function photograph(name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: "disabled", caret: "hide" });
}

/** Fills a page's `$id` from the data the test made, by the collection it belongs to. */
function concretePath(route: DashboardPage): string {
  if (!route.path.includes("$")) return route.path;
  const ids: [RegExp, number][] = [
    [/^\/dashboard\/units\//, seeded.unitId],
    [/^\/dashboard\/users\//, seeded.userId],
    [/^\/dashboard\/social-media-accounts\//, seeded.accountIds[0]!],
    // No campaign is made here: the page of a missing one is checked (tests/e2e/campaigns.test.ts checks a real one).
    [/^\/dashboard\/campaigns\//, 1],
    // No import is made here: the record page of a missing one is walked (tests/e2e/imports.test.ts opens a real one).
    [/^\/dashboard\/imports\//, 1],
    // No case is made here: the page of a missing one is walked (tests/e2e/cases.test.ts opens real ones).
    [/^\/dashboard\/cases\//, 1],
    // Nor an incident: the page of a missing one (tests/e2e/incidents.test.ts opens a real one).
    [/^\/dashboard\/incidents\//, 1],
  ];
  const id = ids.find(([prefix]) => prefix.test(route.path))?.[1];
  if (id === undefined) throw new Error(`${route.file}: no test data for the parameter of ${route.path}; add it to concretePath`);
  return route.path.replace(/\$\w+/, String(id));
}

const SIGNED_OUT_QUERY: Record<string, string> = { "/reset-password": "?token=not-a-real-token", "/set-password": "?token=not-a-real-token" };

describe("signed out", () => {
  it("creates the first user with the keyboard alone, on an accessible page", async () => {
    await page.goto(`${server.url}/create-first-user`);
    await settled();
    await expectAccessible("/create-first-user");
    await tabTo(page, named("Name", "input"));
    await page.keyboard.type(ADMIN.name);
    await tabTo(page, named("Email", "input"));
    await page.keyboard.type(ADMIN.email);
    await tabTo(page, named("Password", "input"));
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/sign-in$/);
    const institution = await prepareInstitution(server, { firstUserExists: true, withAccounts: true });
    if (!institution.accounts) throw new Error("accounts were not made");
    seeded = institution.accounts;
  });

  it("every signed-out page passes axe", async () => {
    const pages = dashboardPages().filter((route) => !route.signedIn && route.path !== "/create-first-user");
    expect(pages.map((route) => route.path)).toContain("/sign-in");
    for (const route of pages) {
      await page.goto(`${server.url}${route.path}${SIGNED_OUT_QUERY[route.path] ?? ""}`);
      await settled();
      await expectAccessible(route.path);
    }
  });

  it("signs in with the keyboard alone, focus visible on every control", async () => {
    await page.goto(`${server.url}/sign-in`);
    await settled();
    await photograph("sign-in");
    expect(await invisibleFocusStops(page, 4)).toEqual([]);

    await page.goto(`${server.url}/sign-in`);
    await settled();
    await tabTo(page, named("Email", "input"));
    await page.keyboard.type(ADMIN.email);
    await tabTo(page, named("Password", "input"));
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog").waitFor();
  });
});

describe("signed in", () => {
  it("accepts the policy with the keyboard alone; the dialog passes axe", async () => {
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("heading", { name: "Social media policy" }).waitFor();
    await photograph("policy-acceptance");
    await expectAccessible("policy dialog");
    // Focus is held inside the modal.
    const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'));
    expect(inside).toBe(true);
    await tabTo(page, named(UI.acceptPolicy, "button"));
    await page.keyboard.press("Enter");
    await page.getByText(TOASTS.policyAccepted).first().waitFor();
    await dialog.waitFor({ state: "hidden" });
  });

  it("every signed-in page passes axe", async () => {
    const pages = dashboardPages().filter((route) => route.signedIn);
    expect(pages.map((route) => route.path)).toContain("/dashboard/units");
    const failures: string[] = [];
    for (const route of pages) {
      const path = concretePath(route);
      await page.goto(`${server.url}${path}`);
      await settled();
      const violations = await seriousViolations(page);
      if (violations.length > 0) failures.push(describeViolations(path, violations));
      if (!route.path.includes("$") && !route.path.endsWith("/create")) await photograph(path.slice(1).replace(/\//g, "-"));
    }
    expect(failures.join("\n\n")).toBe("");
  });

  it("filters and pages the Units table with the keyboard alone", async () => {
    await page.goto(`${server.url}/dashboard/units`);
    await settled();
    const table = page.getByRole("table");

    // The first Tab stop skips the navigation.
    await page.keyboard.press("Tab");
    expect((await focused(page))?.name).toBe("Skip to main content");
    await page.keyboard.press("Enter");
    expect((await focused(page))?.tag).toBe("main");
    await tabTo(page, named("Search", "input"), { max: 6 });
    await page.keyboard.type("Department 1");
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toContain("Department 1");
    await expect.poll(() => table.getByRole("row").count()).toBe(11);

    await tabTo(page, named(/^Status filter/, "button"));
    await page.keyboard.press("Enter");
    await tabTo(page, named("Inactive", "input"), { max: 10 });
    await page.keyboard.press("Space");
    await expectAccessible("units page with the status filter open");
    await page.keyboard.press("Escape");
    expect((await focused(page))?.name).toBe("Status: Inactive (filter)");
    await expect.poll(() => decodeURIComponent(page.url())).toContain("inactive");
    await expectAccessible("units page with a filter chosen");
    // Department 10, 13, 16 and 19 are the inactive ones among 10-19.
    await expect.poll(() => table.getByRole("row").count()).toBe(5);

    await tabTo(page, named("Reset", "button"));
    await page.keyboard.press("Enter");
    await expect.poll(() => table.getByRole("row").count()).toBe(11);
    await tabTo(page, named("Next page", "button"));
    await page.keyboard.press("Enter");
    await page.getByText("Page 2 of 3").waitFor();
    await page.keyboard.press("Enter");
    await page.getByText("Page 3 of 3").waitFor();
    await expect.poll(() => table.getByRole("row").count()).toBe(1 + 5);
    expect(await invisibleFocusStops(page, 12)).toEqual([]);
  });

  it("opens the account details dialog with the keyboard alone; it passes axe and gives focus back", async () => {
    await page.goto(`${server.url}/dashboard/social-media-accounts`);
    await settled();
    await tabTo(page, named("View details", "button"));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Overview" }).waitFor();
    await networkQuiet(page);
    await photograph("account-details");
    await expectAccessible("account details dialog");

    // Every tab, reached with the arrow keys along the tab list.
    await tabTo(page, (element) => element.role === "tab", { max: 20 });
    // A Fluent tab repeats its label in a hidden box that reserves the bold width.
    const tabs = await dialog.getByRole("tab").evaluateAll((all) => all.map((tab) => tab.querySelector(".fui-Tab__content")?.textContent ?? ""));
    expect(tabs.length).toBeGreaterThan(2);
    for (const name of tabs.slice(1)) {
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.getByRole("tab", { name, selected: true }).count()).toBe(1);
      await networkQuiet(page);
      await expectAccessible(`account details dialog, ${name} tab`);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Fluent gives focus back once the dialog's exit has finished, which a busy machine can leave a beat after it is hidden.
    await expect.poll(async () => (await focused(page))?.name).toBe("View details");
  });

  it("opens a user's details dialog with the keyboard alone; it passes axe and gives focus back", async () => {
    await page.goto(`${server.url}/dashboard/users`);
    await settled();
    await tabTo(page, named("View details", "button"));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await networkQuiet(page);
    await expectAccessible("user details dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Fluent gives focus back once the dialog's exit has finished, which a busy machine can leave a beat after it is hidden.
    await expect.poll(async () => (await focused(page))?.name).toBe("View details");
    await page.goto(`${server.url}/dashboard/social-media-accounts`);
    await settled();
  });

  it("answers a review request from the user's details with the keyboard alone; the request passes axe", async () => {
    await page.goto(`${server.url}/dashboard/users`);
    await settled();
    await tabTo(page, named("Search", "input"));
    await page.keyboard.type(seeded.pendingUser.name);
    await expect.poll(() => page.getByRole("table").getByRole("row").count()).toBe(2);
    await tabTo(page, named("View details", "button"));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    const review = dialog.getByRole("region", { name: "Review request" });
    await review.getByText(UNIT_ADMIN.name).waitFor();
    await expectAccessible("user details dialog with a review request");
    await tabTo(page, named("Approve", "button"), { max: 20 });
    await page.keyboard.press("Enter");
    await review.waitFor({ state: "detached" });
    await expectAccessible("user details dialog after approval");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Fluent gives focus back once the dialog's exit has finished, which a busy machine can leave a beat after it is hidden.
    await expect.poll(async () => (await focused(page))?.name).toBe("View details");
  });

  it("previews the policy in a dialog with the keyboard alone; it passes axe", async () => {
    await page.goto(`${server.url}/dashboard/policies`);
    await settled();
    await tabTo(page, named("Preview", "button"), { max: 80 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Policy preview" });
    await dialog.waitFor();
    // Still exposed to assistive technology once the focus manager has settled.
    await page.waitForTimeout(700);
    expect(await dialog.count()).toBe(1);
    await expectAccessible("policy preview dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect((await focused(page))?.name).toBe("Preview");
    await page.goto(`${server.url}/dashboard/social-media-accounts`);
    await settled();
  });

  it("deactivates an account through its dialog with the keyboard alone", async () => {
    await tabTo(page, (element) => element.role === "switch", { max: 30, backwards: true });
    await page.keyboard.press("Space");
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Deactivation reason").waitFor();
    await expectAccessible("deactivation dialog");
    await tabTo(page, (element) => element.tag === "textarea", { max: 10 });
    await page.keyboard.type("Account handed over to the new faculty office.");
    await tabTo(page, named("Confirm", "button"), { max: 10 });
    await page.keyboard.press("Enter");
    await page.getByText(TOASTS.statusUpdated).first().waitFor();
    await dialog.waitFor({ state: "hidden" });
  });

  it("opens each Risk Flags dialog with the keyboard alone; each passes axe and closes with Escape", async () => {
    await page.goto(`${server.url}/dashboard/flags`);
    await settled();
    const button = (prefix: string) => (e: { role: string | null; tag: string; name: string }) =>
      (e.tag === "button" || e.role === "button") && e.name.startsWith(prefix);
    const openAndCheck = async (prefix: string, where: string) => {
      await tabTo(page, button(prefix), { max: 80 });
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await networkQuiet(page);
      await expectAccessible(where);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(async () => (await focused(page))?.name.startsWith(prefix)).toBe(true);
    };
    // The scan opens flags on the seeded accounts, which gives the rows their edit and status buttons.
    await openAndCheck("Run risk scan", "risk scan results dialog");
    await page.getByRole("table").getByRole("row").nth(1).waitFor();
    await openAndCheck("Raise flag", "raise flag dialog");
    await openAndCheck("Edit flag on", "edit flag dialog");
    await openAndCheck("Change status of flag on", "flag status dialog");
    // The list itself, now that its rows show every kind of severity and status badge.
    await expectAccessible("risk flags list with flags");
  });

  it("lists and dialogs show that they are loading, and nothing jumps when their data arrives", async () => {
    // Slow answers, so that the data arrives well after the click (shifts right after an input
    // do not count as unexpected).
    await page.route(/\/api\/(organization|users|social-medias)(\/\d+)?(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    try {
      await page.goto(`${server.url}/dashboard`);
      await settled();
      const nav = page.getByRole("navigation", { name: "Main" });
      const jumps: string[] = [];
      for (const [entry, heading] of [["Units", "Units"], ["Users", "Users"], ["Social Media", "Social Media"]] as const) {
        await recordLayoutShifts(page);
        await nav.getByRole("link", { name: entry }).click();
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        await page.getByRole("progressbar").first().waitFor();
        await expect.poll(() => page.locator('[role="progressbar"]').count(), { timeout: 10_000 }).toBe(0);
        const { score, moved } = await layoutShifts(page);
        if (score >= 0.1) jumps.push(`${entry} list: layout shift ${score.toFixed(3)} moving ${moved.join(", ")}`);
      }

      // A modal covers the page, so what counts there is the dialog itself keeping its place.
      await page.getByRole("button", { name: "View details" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("Loading...").first().waitFor();
      const loading = await dialog.boundingBox();
      await dialog.getByRole("tab", { name: "Overview" }).waitFor({ timeout: 10_000 });
      await page.waitForTimeout(300);
      const loaded = await dialog.boundingBox();
      if (!loading || !loaded || Math.abs(loading.y - loaded.y) > 1 || Math.abs(loading.height - loaded.height) > 1) {
        jumps.push(`account details dialog moved from ${JSON.stringify(loading)} to ${JSON.stringify(loaded)}`);
      }
      await page.keyboard.press("Escape");
      expect(jumps).toEqual([]);
    } finally {
      await page.unroute(/\/api\/(organization|users|social-medias)(\/\d+)?(\?|$)/);
    }
  });

  it("passes axe in the dark and high-contrast themes", async () => {
    for (const theme of ["dark", "highContrast"]) {
      await page.route("**/host-config.json", async (route) => {
        const answer = await route.fetch();
        await route.fulfill({ response: answer, json: { ...(await answer.json()), theme } });
      });
      await page.goto(`${server.url}/dashboard/units`);
      await settled();
      await expectAccessible(`units page, ${theme} theme`);
      await photograph(`dashboard-units-${theme}`);
      await page.unroute("**/host-config.json");
    }
  });
});

describe("on a phone-sized screen (375 x 800)", () => {
  it("fits the width, and the sidebar is a drawer opened and closed by keyboard", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const overflowing: string[] = [];
    for (const path of ["/dashboard", "/dashboard/units", "/dashboard/users", "/dashboard/social-media-accounts", "/dashboard/policies", "/dashboard/flags", "/dashboard/audit-logs"]) {
      await page.goto(`${server.url}${path}`);
      await settled();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) overflowing.push(`${path}: ${width}px wide`);
      if (path === "/dashboard/units") await photograph("mobile-units");
    }
    expect(overflowing).toEqual([]);

    await page.goto(`${server.url}/dashboard/units`);
    await settled();
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await tabTo(page, named("Toggle sidebar", "button"));
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Units" }).waitFor();
    await photograph("mobile-navigation");
    await expectAccessible("mobile navigation drawer");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
