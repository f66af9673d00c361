// Each role's pages and forms in Chromium (issue 30): the time from navigation until the page is
// usable (its table's first row, or its form's fields, shown), offboarding and the first audit
// visit included; the largest page of people or units any chooser on the forms asked the server
// for; and the home page's document height. One browser per role, signed in by its session cookie.
import type { Page, Request } from "playwright-core";
import { launchChromium } from "../../tests/support/chromium.ts";
import { http } from "../../tests/support/server.ts";

export interface PageTiming {
  role: string;
  page: string;
  /** null: not usable within the wait (30 s). */
  ms: number | null;
}

export interface ChooserAsk {
  role: string;
  page: string;
  /** Infinity: a request with no limit, which answers everyone. */
  limit: number;
  url: string;
}

export interface PageTimings {
  timings: PageTiming[];
  largestChooserAsk: ChooserAsk | null;
  homeHeightPx: Record<string, number>;
}

type Ready = (page: Page) => Promise<unknown>;
const WAIT = { timeout: 30_000 };
const firstRow: Ready = (page) => page.getByRole("table").first().getByRole("row").nth(1).waitFor(WAIT);
const formFields: Ready = (page) => page.locator("main form").first().locator("input, select, button").first().waitFor(WAIT);
const homeCards: Ready = (page) => page.locator("main section[aria-label] h2").first().waitFor(WAIT);

interface Visit {
  name: string;
  path: string;
  ready: Ready;
  /** A form whose choosers' requests are watched. */
  form?: boolean;
  superOnly?: boolean;
}

const VISITS: Visit[] = [
  { name: "home", path: "/dashboard", ready: homeCards },
  { name: "audit log (first visit)", path: "/dashboard/audit-logs", ready: firstRow },
  { name: "accounts", path: "/dashboard/social-media-accounts", ready: firstRow },
  { name: "users", path: "/dashboard/users", ready: firstRow },
  { name: "units", path: "/dashboard/units", ready: firstRow },
  { name: "flags", path: "/dashboard/flags", ready: firstRow },
  { name: "campaigns", path: "/dashboard/campaigns", ready: firstRow },
  { name: "handover tasks", path: "/dashboard/handover-tasks", ready: firstRow },
  { name: "account form", path: "/dashboard/social-media-accounts/create", ready: formFields, form: true },
  { name: "user form", path: "/dashboard/users/create", ready: formFields, form: true },
  { name: "unit form", path: "/dashboard/units/create", ready: formFields, form: true, superOnly: true },
];

/** A chooser's request: people or units (or the options of everyone), with its limit. */
function chooserLimit(request: Request): number | null {
  const url = new URL(request.url());
  if (request.method() !== "GET") return null;
  if (url.pathname === "/api/social-medias/options") return Infinity;
  if (!["/api/users", "/api/organization", "/api/organization/filtered-users"].includes(url.pathname)) return null;
  const limit = url.searchParams.get("limit");
  return limit === null ? Infinity : Number(limit);
}

async function timed(page: Page, url: string, ready: Ready): Promise<number | null> {
  const started = performance.now();
  await page.goto(url, { waitUntil: "commit" });
  try {
    await ready(page);
    return Math.round(performance.now() - started);
  } catch {
    return null;
  }
}

export async function measurePageTimings(baseUrl: string, tokens: Record<string, string>): Promise<PageTimings> {
  const timings: PageTiming[] = [];
  const homeHeightPx: Record<string, number> = {};
  let largest: ChooserAsk | null = null;
  for (const [role, token] of Object.entries(tokens)) {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      await context.addCookies([{ name: "steward_session", value: token, url: baseUrl }]);
      const page = await context.newPage();
      let watching: string | null = null;
      page.on("request", (request) => {
        const limit = watching === null ? null : chooserLimit(request);
        if (limit !== null && (largest === null || limit > largest.limit)) largest = { role, page: watching!, limit, url: new URL(request.url()).pathname + new URL(request.url()).search };
      });
      for (const visit of VISITS) {
        if (visit.superOnly && role !== "super admin") continue;
        watching = visit.form ? visit.name : null;
        timings.push({ role, page: visit.name, ms: await timed(page, `${baseUrl}${visit.path}`, visit.ready) });
        if (visit.name === "home") homeHeightPx[role] = await page.evaluate(() => document.documentElement.scrollHeight);
      }
      // Offboarding someone in the caller's scope: the impact (step 1), then the choosers (step 2).
      // Someone the caller may offboard: a manager listed in a unit admin's scope may also hold units
      // outside it, and their offboarding is refused (USER_OUTSIDE_SCOPE) with no Next to press.
      const listed = await http(baseUrl, "GET", "/api/users?limit=20&role=social_media_manager&status=active", { token });
      let id: number | undefined;
      for (const doc of (listed.body?.docs ?? []) as { id: number }[]) {
        if ((await http(baseUrl, "GET", `/api/users/${doc.id}/offboarding`, { token })).status === 200) {
          id = doc.id;
          break;
        }
      }
      if (id !== undefined) {
        const step1 = await timed(page, `${baseUrl}/dashboard/users/offboard/${id}`, (p) => p.getByRole("button", { name: "Next" }).waitFor(WAIT));
        timings.push({ role, page: "offboarding, step 1", ms: step1 });
        // Step 2 only when step 1 became usable: a step 1 that never did is reported, not a crash of the whole run.
        watching = "offboarding, step 2";
        const started = performance.now();
        const ok =
          step1 !== null &&
          (await page
            .getByRole("button", { name: "Next" })
            .click(WAIT)
            .then(() => page.getByRole("button", { name: /^Successor/ }).waitFor(WAIT))
            .then(() => true, () => false));
        timings.push({ role, page: "offboarding, step 2", ms: ok ? Math.round(performance.now() - started) : null });
        // The choosers' first answers, before anything is typed.
        await page.waitForLoadState("networkidle").catch(() => undefined);
      }
      watching = null;
    } finally {
      await browser.close();
    }
  }
  return { timings, largestChooserAsk: largest, homeHeightPx };
}
