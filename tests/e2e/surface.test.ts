// The dashboard's surface at the smallest desktop it is built for (1366x768), in Chromium against
// the real server and built UI (issue 15): every list page's table fits without horizontal
// scrolling and its last column (the actions) is on screen; Ctrl+B in the policy editor is bold
// and leaves the sidebar alone; a reload with unsaved changes asks first. At 1366x768 and on a
// phone (390x844): every badge on every list and details dialog is one whole line. Every link in
// running text looks the same (Fluent's Link), on the home page, in dialogs and on the 404 page.
// Every page has one header (title left, its actions right with the primary one last) and every
// form's buttons end with the primary one at the right, at both sizes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { TOASTS, UI } from "@steward/shared";
import { launchChromium } from "../support/chromium.ts";
import { ADMIN, prepareInstitution, screenshotOnFailure } from "../support/e2e-setup.ts";
import { REPO_ROOT, http, startServer, type RunningServer } from "../support/server.ts";

const VIEWPORT = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const LIST_PAGES = [
  ["/dashboard/units", "Units"],
  ["/dashboard/users", "Users"],
  ["/dashboard/social-media-accounts", "Social media accounts"],
  ["/dashboard/flags", "Risk flags"],
  ["/dashboard/audit-logs", "Audit log"],
] as const;

const LONG_NAME = "Department of Interdisciplinary Studies in Computational, Environmental and Social Sciences";
const LONG_EMAIL = "interdisciplinary.computational.environmental@university.example.edu";

let server: RunningServer;
let browser: Browser;
let page: Page;
let accountIds: number[] = [];
let seededIds = { unitId: 0, userId: 0 };

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: "warn" } });
  const { token, accounts } = await prepareInstitution(server, { withAccounts: true });
  accountIds = accounts?.accountIds ?? [];
  seededIds = { unitId: accounts?.unitId ?? 0, userId: accounts?.userId ?? 0 };
  browser = await launchChromium();
  page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: "reduce" });
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const policy = page.getByRole("alertdialog");
  await policy.getByRole("button", { name: UI.acceptPolicy }).click();
  await page.getByText(TOASTS.policyAccepted).first().waitFor();
  await policy.waitFor({ state: "hidden" });
  // Once the policy is accepted (the API serves nothing before): a unit whose name and e-mail are as long as the form allows: its cells must truncate, not widen the table.
  const me = await http(server.url, "GET", "/api/users/me", { token });
  const unit = await http(server.url, "POST", "/api/organization", {
    token,
    body: { name: LONG_NAME, type: "other", parentOrg: null, admin: me.body.user.id, backupAdmins: [], email: LONG_EMAIL, phone: "+573001234567", status: "active", description: "" },
  });
  if (unit.status !== 201) throw new Error(`long unit: ${unit.status} ${JSON.stringify(unit.body)}`);
  // Badges of two words on the flags page and in the account's details (linked tools).
  const flag = await http(server.url, "POST", "/api/flags", {
    token,
    body: { socialMedia: accountIds[0], category: "third_party_without_contact", severity: "critical", description: "Agency named without a contact." },
  });
  if (flag.status !== 201) throw new Error(`flag: ${flag.status} ${JSON.stringify(flag.body)}`);
  await http(server.url, "PATCH", `/api/flags/${flag.body.doc.id}`, { token, body: { status: "in_review" } });
  await http(server.url, "PATCH", `/api/social-medias/${accountIds[0]}`, { token, body: { linkedTools: ["Hootsuite", "Canva", "Sprout", "Other"] } });
});
afterEach(async (ctx) => screenshotOnFailure(page, "surface", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface TableFit {
  tableScrollWidth: number;
  containerClientWidth: number;
  lastHeaderRight: number;
  lastHeaderText: string;
  viewportWidth: number;
  pageScrollWidth: number;
}

async function tableFit(): Promise<TableFit> {
  return page.evaluate(() => {
    const table = document.querySelector("table");
    if (!table) throw new Error("no table on the page");
    const container = table.parentElement!;
    const headers = [...table.querySelectorAll("thead th")];
    const last = headers[headers.length - 1]!;
    return {
      tableScrollWidth: table.scrollWidth,
      containerClientWidth: container.clientWidth,
      lastHeaderRight: last.getBoundingClientRect().right,
      lastHeaderText: last.textContent ?? "",
      viewportWidth: window.innerWidth,
      pageScrollWidth: document.documentElement.scrollWidth,
    };
  });
}

describe("at 1366x768", () => {
  it.each(LIST_PAGES)("%s: the table fits its container and its last column is on screen", async (path) => {
    await page.goto(`${server.url}${path}`);
    await page.locator("h1").first().waitFor();
    await page.locator("table tbody tr").first().waitFor();
    await expect.poll(() => page.locator('[role="progressbar"]').count()).toBe(0);
    const fit = await tableFit();
    expect(fit.tableScrollWidth, JSON.stringify(fit)).toBeLessThanOrEqual(fit.containerClientWidth);
    expect(fit.lastHeaderRight, JSON.stringify(fit)).toBeLessThanOrEqual(fit.viewportWidth);
    expect(fit.pageScrollWidth, JSON.stringify(fit)).toBeLessThanOrEqual(fit.viewportWidth);
  });

  it("every column header of every list page reads whole: no column is squeezed to a letter", async () => {
    for (const [path] of LIST_PAGES) {
      await page.goto(`${server.url}${path}`);
      await page.locator("table tbody tr").first().waitFor();
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll("table thead th")].filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent),
      );
      expect(cut, path).toEqual([]);
    }
  });

  it("a long cell is never cut: it wraps in full, and its full value is on hover too (issue 30)", async () => {
    await page.goto(`${server.url}/dashboard/units?search=Interdisciplinary`);
    const row = page.getByRole("table").locator("tbody tr").first();
    await row.getByText("Interdisciplinary", { exact: false }).first().waitFor();
    for (const value of [LONG_NAME, LONG_EMAIL]) {
      const holder = row.locator(`[title="${value}"]`);
      expect(await holder.count(), value).toBe(1);
      // Whole on screen: wrapped within the cell, nothing hidden past its edge.
      expect(await holder.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), value).toBe(true);
      expect(await holder.evaluate((el) => el.textContent), value).toBe(value);
    }
  });

  it("Ctrl+B in the policy editor makes bold text and leaves the sidebar open", async () => {
    await page.goto(`${server.url}/dashboard/policies`);
    const editor = page.getByRole("textbox", { name: "Policy text" });
    // The editor loads with the policy; keys pressed before it is editable and focused go nowhere.
    await expect.poll(() => editor.getAttribute("contenteditable")).toBe("true");
    await editor.click();
    await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("End");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" strongly");
    await expect.poll(() => editor.locator("strong").allTextContents()).toContain(" strongly");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    // Outside the editor the shortcut is the sidebar's.
    await page.locator("h1").first().click();
    await page.keyboard.press("Control+b");
    await expect.poll(() => page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await page.keyboard.press("Control+b");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
  });

  it("a page whose code is slow to come says it is loading instead of staying blank", async () => {
    await page.goto(`${server.url}/dashboard/users`);
    await page.getByRole("button", { name: "Create user" }).waitFor();
    await page.route("**/remote/**/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // A chunk asked for late (the settled first screen's export menu or search) may find the route
      // already removed when its delay ends: nothing is left to continue then.
      await route.continue().catch(() => undefined);
    });
    try {
      await page.getByRole("button", { name: "Create user" }).click();
      await page.getByRole("status").getByText("Loading...").waitFor({ timeout: 1400 });
      await page.getByRole("heading", { level: 1, name: "Create User" }).waitFor();
    } finally {
      await page.unroute("**/remote/**/*.js");
    }
  });

  it("a reload with unsaved changes asks the browser's question first", async () => {
    await page.goto(`${server.url}/dashboard/units/create`);
    await page.getByLabel("Name", { exact: true }).fill("Unsaved unit");
    const asked = new Promise<string>((resolve) => page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }));
    void page.reload().catch(() => undefined);
    expect(await asked).toBe("beforeunload");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Unsaved unit");
  });
});

interface BadgeShape {
  text: string;
  lines: number;
  height: number;
  lineHeight: number;
  /** Its words run past its own box, or a clipping ancestor cuts it. */
  cut: boolean;
}

/** Every badge on screen: its words' line boxes (one top for one line), its height and whether it shows whole. */
async function badgeShapes(): Promise<BadgeShape[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-badge], .fui-Badge")].map((badge) => {
      const range = document.createRange();
      range.selectNodeContents(badge);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      const box = badge.getBoundingClientRect();
      let cut = badge.scrollWidth > badge.clientWidth + 1 || badge.scrollHeight > badge.clientHeight + 1;
      for (let el = badge.parentElement; el && !cut; el = el.parentElement) {
        const { overflowX } = getComputedStyle(el);
        if (overflowX !== "hidden" && overflowX !== "clip") continue;
        const clip = el.getBoundingClientRect();
        cut = box.left < clip.left - 1 || box.right > clip.right + 1;
      }
      return { text: badge.textContent ?? "", lines: tops.size, height: box.height, lineHeight: parseFloat(getComputedStyle(badge).lineHeight), cut };
    }),
  );
}

async function expectOneLineBadges(where: string, atLeast = 1): Promise<void> {
  await expect.poll(async () => (await badgeShapes()).length, { message: where }).toBeGreaterThanOrEqual(atLeast);
  const wrong = (await badgeShapes()).filter((b) => b.lines !== 1 || b.height >= 2 * b.lineHeight || b.cut);
  expect(wrong, where).toEqual([]);
}

describe.each([
  ["1366x768", VIEWPORT],
  ["390x844", PHONE],
] as const)("badges at %s", (_size, viewport) => {
  beforeAll(async () => page.setViewportSize(viewport));
  afterAll(async () => page.setViewportSize(VIEWPORT));

  it.each(LIST_PAGES.filter(([path]) => path !== "/dashboard/audit-logs"))("%s: every badge is one whole line", async (path) => {
    // The super admin's own row carries the product badge in the Users table.
    await page.goto(`${server.url}${path}`);
    await page.locator("table tbody tr").first().waitFor();
    await expect.poll(() => page.locator('[role="progressbar"]').count()).toBe(0);
    await expectOneLineBadges(path);
  });

  it("the account's details: the title's badges, linked tools and the people's badges are one whole line", async () => {
    await page.goto(`${server.url}/dashboard/social-media-accounts?search=Physics`);
    await page.getByRole("table").getByRole("button", { name: "View details" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Hootsuite").waitFor();
    await expectOneLineBadges("details: overview", 6);
    await dialog.getByRole("tab", { name: "Access & Users" }).click();
    await dialog.getByText("SMM").first().waitFor();
    await expectOneLineBadges("details: access", 4);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("a flag's status dialog shows its status badge on one line", async () => {
    await page.goto(`${server.url}/dashboard/flags`);
    await page.getByRole("button", { name: /^Change status of flag on/ }).first().click();
    await page.getByRole("dialog").waitFor();
    await expectOneLineBadges("flag status dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
  });
});

/** Links inside text (not a whole card, row or the sidebar's items) and how each looks. */
async function textLinks(): Promise<{ text: string; fluent: boolean; color: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main a, main .fui-Link, [role='dialog'] a, [role='dialog'] .fui-Link")]
      .filter((el) => getComputedStyle(el).display.startsWith("inline"))
      .map((el) => ({ text: (el.textContent ?? "").trim().slice(0, 40), fluent: el.classList.contains("fui-Link"), color: getComputedStyle(el).color })),
  );
}

describe("one link style at 1366x768", () => {
  it("links in text on the home page, in the account's details and on the missing page look the same", async () => {
    const seen: { where: string; text: string; fluent: boolean; color: string }[] = [];
    const collect = async (where: string) => seen.push(...(await textLinks()).map((link) => ({ where, ...link })));
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("link", { name: /Accounts without a backup administrator/ }).waitFor();
    await collect("home");
    await page.goto(`${server.url}/dashboard/social-media-accounts?search=Physics`);
    await page.getByRole("table").getByRole("button", { name: "View details" }).first().click();
    await page.getByRole("dialog").getByRole("link", { name: "https://example.org/physics" }).waitFor();
    await collect("details");
    await page.keyboard.press("Escape");
    await page.goto(`${server.url}/dashboard/no-such-page`);
    await page.getByRole("link", { name: "Go to the dashboard" }).waitFor();
    await collect("404");
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.filter((link) => !link.fluent)).toEqual([]);
    expect(new Set(seen.map((link) => link.color)).size, JSON.stringify(seen)).toBe(1);
  });
});

interface PageShape {
  /** The page's headers (one expected) and whether the h1 opens the first. */
  headers: number;
  titleFirst: boolean;
  titleLeftGap: number;
  /** The header's buttons, left to right, and how far the last one ends from the header's right edge. */
  headerButtons: { text: string; primary: boolean }[];
  headerRightGap: number | null;
  /** Primary buttons of the page outside the header, forms, tables and dialogs. */
  strayPrimary: string[];
  /** Each form's button row: its buttons in order, whether the submit is last, and its gap to the row's right edge. */
  forms: { buttons: { text: string; primary: boolean; submit: boolean }[]; rightGap: number }[];
  /** Form fields whose control runs past the field's own box (a select as wide as its options, a phone input). */
  overflowingFields: string[];
}

async function pageShape(): Promise<PageShape> {
  return page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.backgroundColor = "var(--colorBrandBackground)";
    (document.querySelector(".fui-FluentProvider") ?? document.body).appendChild(probe);
    const brand = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const isPrimary = (b: Element) => getComputedStyle(b).backgroundColor === brand;
    const label = (b: Element) => (b.textContent ?? "").trim() || b.getAttribute("aria-label") || "";
    const main = document.querySelector("main")!;
    const headers = [...main.querySelectorAll("header")];
    const header = headers[0]!;
    const h1 = header.querySelector("h1")!;
    const headerBox = header.getBoundingClientRect();
    const buttons = [...header.querySelectorAll("button")];
    const last = buttons[buttons.length - 1];
    const outside = [...main.querySelectorAll("button")].filter((b) => !b.closest("header, form, table, [role=dialog]") && isPrimary(b));
    const forms = [...main.querySelectorAll("form")].map((form) => {
      const submit = form.querySelector("button[type=submit]")!;
      const row = submit.parentElement!;
      const rowButtons = [...row.querySelectorAll(":scope > button")];
      return {
        buttons: rowButtons.map((b) => ({ text: label(b), primary: isPrimary(b) || b === submit, submit: b === submit })),
        rightGap: Math.round(form.getBoundingClientRect().right - submit.getBoundingClientRect().right),
      };
    });
    const overflowingFields = [...main.querySelectorAll("form .fui-Field")]
      .filter((field) => {
        const box = field.getBoundingClientRect();
        return [...field.querySelectorAll("input, select, textarea, button")].some((control) => {
          const r = control.getBoundingClientRect();
          return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
        });
      })
      .map((field) => field.querySelector("label")?.textContent ?? "?");
    return {
      overflowingFields,
      headers: headers.length,
      titleFirst: header.firstElementChild === h1,
      titleLeftGap: Math.round(h1.getBoundingClientRect().left - headerBox.left),
      headerButtons: buttons.map((b) => ({ text: label(b), primary: isPrimary(b) })),
      headerRightGap: last ? Math.round(headerBox.right - last.getBoundingClientRect().right) : null,
      strayPrimary: outside.map(label),
      forms,
    };
  });
}

const PAGES_WITH_HEADERS = () => [
  "/dashboard",
  ...LIST_PAGES.map(([path]) => path),
  "/dashboard/policies",
  "/dashboard/units/create",
  `/dashboard/units/update/${seededIds.unitId}`,
  "/dashboard/users/create",
  `/dashboard/users/update/${seededIds.userId}`,
  `/dashboard/users/access/${seededIds.userId}`,
  "/dashboard/social-media-accounts/create",
  `/dashboard/social-media-accounts/update/${accountIds[0]}`,
];

describe.each([
  ["1366x768", VIEWPORT],
  ["390x844", PHONE],
] as const)("one header pattern and one button order at %s", (_size, viewport) => {
  beforeAll(async () => page.setViewportSize(viewport));
  afterAll(async () => page.setViewportSize(VIEWPORT));

  it("every page: the title opens the header on the left, its actions end on the right with the primary last; forms end with their primary button at the right and keep every field in its column", async () => {
    const problems: string[] = [];
    for (const path of PAGES_WITH_HEADERS()) {
      await page.goto(`${server.url}${path}`);
      await page.locator("main h1").first().waitFor();
      await expect.poll(() => page.getByText("Loading...", { exact: true }).count(), { message: path }).toBe(0);
      if (/create|update|access/.test(path)) await page.locator("main form button[type=submit]").first().waitFor();
      const shape = await pageShape();
      const say = (what: string) => problems.push(`${path}: ${what} ${JSON.stringify(shape)}`);
      if (shape.headers !== 1 || !shape.titleFirst || Math.abs(shape.titleLeftGap) > 1) say("the title does not open one header on the left");
      if (shape.headerRightGap !== null && Math.abs(shape.headerRightGap) > 1) say("the header's actions do not end at its right edge");
      const primaries = shape.headerButtons.map((b) => b.primary);
      if (primaries.includes(true) && primaries.lastIndexOf(true) !== primaries.length - 1) say("the header's primary action is not last");
      if (primaries.filter(Boolean).length > 1) say("more than one primary action in the header");
      if (shape.strayPrimary.length > 0) say("a primary action outside the header");
      if (shape.overflowingFields.length > 0) say("a form field runs past its column");
      for (const form of shape.forms) {
        const last = form.buttons[form.buttons.length - 1];
        if (!last?.submit || form.buttons.slice(0, -1).some((b) => b.primary)) say("a form's primary button is not last in its row");
        if (Math.abs(form.rightGap) > 1) say("a form's buttons do not end at its right edge");
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Every row of buttons in the open dialog, left to right, and which of them are primary. */
async function dialogButtonRows(): Promise<{ texts: string[]; primaries: boolean[] }[]> {
  return page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.backgroundColor = "var(--colorBrandBackground)";
    (document.querySelector(".fui-FluentProvider") ?? document.body).appendChild(probe);
    const brand = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const dialog = document.querySelector("[role=dialog], [role=alertdialog]")!;
    const rows = new Set([...dialog.querySelectorAll("button")].filter((b) => !b.closest("[role=tablist]")).map((b) => b.parentElement!));
    return [...rows]
      .map((row) => [...row.querySelectorAll(":scope > button")])
      .filter((buttons) => buttons.length > 1)
      .map((buttons) => ({ texts: buttons.map((b) => (b.textContent ?? "").trim()), primaries: buttons.map((b) => getComputedStyle(b).backgroundColor === brand) }));
  });
}

describe("one button order in dialogs at 1366x768", () => {
  it("the user's review decision, the account's details and the raise-flag dialog end with their primary action", async () => {
    const rows: { where: string; texts: string[]; primaries: boolean[] }[] = [];
    await page.goto(`${server.url}/dashboard/users?search=Pat`);
    await page.getByRole("table").getByRole("button", { name: "View details" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Approve" }).waitFor();
    rows.push(...(await dialogButtonRows()).map((row) => ({ where: "review", ...row })));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page.goto(`${server.url}/dashboard/social-media-accounts?search=Physics`);
    await page.getByRole("table").getByRole("button", { name: "View details" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Edit Account" }).waitFor();
    rows.push(...(await dialogButtonRows()).map((row) => ({ where: "details", ...row })));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page.goto(`${server.url}/dashboard/flags`);
    await page.getByRole("button", { name: "Raise flag" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).waitFor();
    rows.push(...(await dialogButtonRows()).map((row) => ({ where: "raise flag", ...row })));
    await page.keyboard.press("Escape");
    expect(rows.map((row) => row.where)).toEqual(expect.arrayContaining(["review", "details", "raise flag"]));
    // A row may have no primary (Load saved post, Get latest post); one that has it ends with it.
    const wrong = rows.filter((row) => row.primaries.includes(true) && (row.primaries.indexOf(true) !== row.primaries.length - 1 || row.primaries.filter(Boolean).length !== 1));
    expect(wrong).toEqual([]);
  });
});

describe("the first download", () => {
  it("before the Units page shows its rows: no zod, and at most 250 KB of JavaScript gzipped (as the bench counts it)", async () => {
    const fresh = await browser.newPage({ viewport: VIEWPORT });
    try {
      await fresh.context().addCookies(await page.context().cookies());
      const files: string[] = [];
      fresh.on("response", (res) => {
        const path = new URL(res.url()).pathname;
        if (!path.endsWith(".js")) return;
        const file = path.startsWith("/remote/") ? join(REPO_ROOT, "dashboard-remote", "dist", path.slice("/remote/".length)) : join(REPO_ROOT, "host", "dist", path.slice(1));
        if (!files.includes(file)) files.push(file);
      });
      await fresh.goto(`${server.url}/dashboard/units`);
      await fresh.getByRole("table").getByRole("row").nth(1).waitFor();
      const loaded = [...files];
      const kb = loaded.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length / 1024, 0);
      // zod comes with the forms (decisions.md): a route-level import of a shared module that also
      // declares schemas (constants and schemas side by side) brings all of it into the first download.
      expect(loaded.filter((file) => readFileSync(file, "utf8").includes("ZodError")).map((file) => file.replace(REPO_ROOT, ""))).toEqual([]);
      expect(kb).toBeLessThanOrEqual(250);
    } finally {
      await fresh.close();
    }
  });
});
