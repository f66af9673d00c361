// Issue 30 points 1 to 3, in Chromium against the real server on a seeded institution: choosers of
// people and units search the server and show at most 20, each person with their e-mail and each
// unit with the units above it, so namesakes are told apart; the home page ends, each card naming
// a few and linking to the whole list, filtered.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Response } from "playwright-core";
import { DEMO_PASSWORD } from "../../api/src/seed/sizes.ts";
import { launchChromium } from "../support/chromium.ts";
import { SEED_SUPER_ADMIN, seedDataDir, signInSeeded } from "../support/seeded-server.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let page: Page;
let token = "";
const NAMESAKES = 25;
const COVERAGE = "Attestation coverage";
const ids = { leaver: 0, agriculture: 0, science: 0 };

async function created(path: string, body: unknown): Promise<number> {
  const res = await http(server.url, "POST", path, { token, body });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.doc.id);
}

beforeAll(async () => {
  const { dataDir } = seedDataDir("small");
  server = await startServer({ apiOnly: false, dataDir });
  token = await signInSeeded(server);
  const me = (await http(server.url, "GET", "/api/users/me", { token })).body.user.id as number;
  // Two units of one name under two faculties, and 25 unit admins of one name.
  ids.agriculture = await created("/api/organization", { name: "Faculty of Agriculture", admin: me });
  ids.science = await created("/api/organization", { name: "Faculty of Sciences", admin: me });
  for (const parent of [ids.agriculture, ids.science]) await created("/api/organization", { name: "Admissions", parentOrg: parent, type: "office", admin: me });
  for (let i = 1; i <= NAMESAKES; i++) {
    const n = String(i).padStart(2, "0");
    await created("/api/users", { name: "Ada Ali", email: `ada.ali.${n}@uni.edu`, role: "unit_admin", status: "active", organizations: [ids.agriculture], password: DEMO_PASSWORD });
  }
  ids.leaver = await created("/api/users", { name: "Pat Leaving", email: "pat.leaving@uni.edu", role: "unit_admin", status: "active", organizations: [ids.agriculture], password: DEMO_PASSWORD });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email", { exact: true }).fill(SEED_SUPER_ADMIN);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard$/);
}, 120_000);
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail") await page?.screenshot({ path: `test-results/e2e-choosers-${ctx.task.name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The next answer of a GET to `path` whose query has `search` (when given). */
const answerTo = (path: string, search?: string) =>
  page.waitForResponse((r: Response) => {
    const url = new URL(r.url());
    return r.request().method() === "GET" && url.pathname === path && (search === undefined || url.searchParams.get("search") === search);
  });

/** What a chooser's request asked for and what it got. */
async function askedAndGot(response: Response) {
  const url = new URL(response.url());
  const body = (await response.json()) as { docs: unknown[]; totalDocs: number };
  return { limit: Number(url.searchParams.get("limit")), shown: body.docs.length, total: body.totalDocs };
}

/** The choices a chooser's open panel offers (one choice: radios; several: checkboxes). */
const optionTexts = (chooser: string, several = false) => page.getByRole(several ? "group" : "radiogroup", { name: chooser }).locator("label").allTextContents();

describe("choosers search the server and tell namesakes apart", () => {
  it("offboarding's successor: at most 20 people from the server, each with their e-mail", async () => {
    await page.goto(`${server.url}/dashboard/users/offboard/${ids.leaver}`);
    await page.getByRole("heading", { name: "Offboard Pat Leaving" }).waitFor();
    // The choosers ask as they appear, before anything is typed.
    const first = answerTo("/api/users");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: /^Successor/ }).click();
    // The institution has more people than a chooser shows: it asks for 20 and says there are more.
    const opened = await askedAndGot(await first);
    expect(opened.limit).toBe(20);
    expect(opened.shown).toBeLessThanOrEqual(20);
    expect(opened.total).toBeGreaterThan(20);
    const searched = answerTo("/api/users", "Ada Ali");
    await page.getByRole("searchbox", { name: "Search people by name or e-mail" }).fill("Ada Ali");
    expect(await askedAndGot(await searched)).toEqual({ limit: 20, shown: 20, total: NAMESAKES });
    await expect.poll(async () => (await optionTexts("Successor")).filter((t) => t.startsWith("Ada Ali")).length).toBe(20);
    const adas = (await optionTexts("Successor")).filter((t) => t.startsWith("Ada Ali"));
    // Twenty people of one name, each told apart by their e-mail.
    expect(new Set(adas).size).toBe(20);
    expect(adas[0]).toBe("Ada Ali (ada.ali.01@uni.edu)");
    await page.getByText(`20 of ${NAMESAKES}: type to narrow the search.`).waitFor();
    await page.getByRole("searchbox", { name: "Search people by name or e-mail" }).fill("ada.ali.25");
    await expect.poll(() => optionTexts("Successor")).toEqual(["No successor", "Ada Ali (ada.ali.25@uni.edu)"]);
    await page.getByRole("radio", { name: "Ada Ali (ada.ali.25@uni.edu)" }).click();
    await expect.poll(() => page.getByRole("button", { name: /^Successor/ }).textContent()).toContain("Ada Ali");
  });

  it("the top-level Create Unit's Admin: the server's 20 candidates, each with their e-mail", async () => {
    const first = answerTo("/api/organization/filtered-users");
    await page.goto(`${server.url}/dashboard/units/create`);
    await page.getByLabel("Name", { exact: true }).waitFor();
    await page.getByRole("button", { name: /^Admin/ }).click();
    const opened = await askedAndGot(await first);
    expect(opened.limit).toBe(20);
    expect(opened.shown).toBeLessThanOrEqual(20);
    expect(opened.total).toBeGreaterThan(20);
    const searched = answerTo("/api/organization/filtered-users", "ada.ali");
    await page.getByRole("searchbox", { name: "Search people by name or e-mail" }).fill("ada.ali");
    expect(await askedAndGot(await searched)).toEqual({ limit: 20, shown: 20, total: NAMESAKES });
    await expect.poll(async () => new Set(await optionTexts("Admin")).size).toBe(20);
    expect((await optionTexts("Admin")).every((t) => /^Ada Ali \(ada\.ali\.\d\d@uni\.edu\)$/.test(t))).toBe(true);
  });

  it("a unit chooser names where each unit sits: two Admissions told apart by their faculty", async () => {
    await page.goto(`${server.url}/dashboard/users/create`);
    await page.getByLabel("Name", { exact: true }).waitFor();
    await page.getByRole("button", { name: /^Units/ }).click();
    const searched = answerTo("/api/organization", "Admissions");
    await page.getByRole("searchbox", { name: "Search units" }).fill("Admissions");
    const got = await askedAndGot(await searched);
    expect(got.limit).toBe(20);
    await expect.poll(() => optionTexts("Units", true)).toEqual(expect.arrayContaining(["Admissions (Faculty of Agriculture)", "Admissions (Faculty of Sciences)"]));
  });
});

describe("on a phone (390x844)", () => {
  it("offboarding's successor chooser searches and fits the screen, each person with their e-mail", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${server.url}/dashboard/users/offboard/${ids.leaver}`);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("button", { name: /^Successor/ }).click();
      const searched = answerTo("/api/users", "ada.ali.1");
      await page.getByRole("searchbox", { name: "Search people by name or e-mail" }).fill("ada.ali.1");
      expect((await askedAndGot(await searched)).shown).toBe(10);
      await expect.poll(async () => (await optionTexts("Successor")).length).toBe(11);
      const radio = page.getByRole("radio", { name: "Ada Ali (ada.ali.19@uni.edu)" });
      await radio.scrollIntoViewIfNeeded();
      const box = await page.getByRole("radiogroup", { name: "Successor" }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await radio.click();
      await expect.poll(() => page.getByRole("button", { name: /^Successor/ }).textContent()).toContain("Ada Ali");
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 });
    }
  });
});

describe("the home page ends", () => {
  it("each card names at most 5, the page stays under 5,000 px, and See all lands on the filtered list", async () => {
    await page.goto(`${server.url}/dashboard`);
    const idle = page.getByRole("region", { name: "Not signed in for 90 days" });
    await idle.getByRole("listitem").first().waitFor();
    // The cards that name records (the charts have one bar per status, platform or severity).
    for (const name of ["Accounts without a backup administrator", "Temporary access ending in the next 14 days", "Dormant accounts", "Not signed in for 90 days", "Recent activity", COVERAGE]) {
      const items = await page.getByRole("region", { name }).locator(":scope > ul > li").count();
      expect(items, name).toBeLessThanOrEqual(5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5_000);

    // The card's total, and its link to the users list with the same filter in the URL.
    const title = (await idle.getByRole("heading").textContent()) ?? "";
    const total = Number(/: (\d+)$/.exec(title)?.[1]);
    expect(total).toBeGreaterThan(5);
    const listed = answerTo("/api/users");
    await idle.getByRole("link", { name: `See all ${total}` }).click();
    await page.waitForURL(/\/dashboard\/users\?/);
    expect(decodeURIComponent(page.url())).toContain('"id":"idle","value":["yes"]');
    const answer = await listed;
    expect(new URL(answer.url()).searchParams.get("idle")).toBe("yes");
    expect(((await answer.json()) as { totalDocs: number }).totalDocs).toBe(total);
  });
});
