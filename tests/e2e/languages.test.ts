// Issue 31, "nothing is missed", in Chromium against the real server and the built UI: a super
// admin and a unit admin whose language is Spanish walk every page of the dashboard (read from the
// route files, so pages added later are walked too) and open its main dialogs; every text they can
// read (text, aria-label, title, placeholder) is judged by tests/support/language-check.ts: no raw
// catalogue key, no English catalogue message, no English sentence. The super admin's walk in English looks
// for Spanish. The institution's records are named in Spanish words, and are data, not interface.
// Then: switching language in the sidebar changes the page without a reload and keeps what was
// typed; a portal's mount({ locale: "es-CO" }) shows Spanish; a Spanish first download stays within
// its budget and fetches only Spanish texts.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { Locale } from "@steward/shared";
import { launchChromium } from "../support/chromium.ts";
import { networkQuiet, watchTraffic } from "../support/network-quiet.ts";
import { dashboardPages, type DashboardPage } from "../support/dashboard-routes.ts";
import { eitherLanguage as say, languageCheck, literalFragments, messageIn, type Offence } from "../support/language-check.ts";
import { startPortal, type RunningPortal } from "../support/portal.ts";
import { freePort, REPO_ROOT, startServer, type RunningServer } from "../support/server.ts";
import { makeSpanishInstitution, publishPolicy, setLanguage, SPANISH_DATA, SUPER_ADMIN, UNIT_ADMIN, PASSWORD, type SpanishInstitution } from "../support/spanish-institution.ts";
import { visibleTexts } from "../support/visible-texts.ts";

const VIEWPORT = { width: 1366, height: 768 };
const SIGNED_OUT_QUERY: Record<string, string> = { "/reset-password": "?token=not-a-real-token", "/set-password": "?token=not-a-real-token" };

let server: RunningServer;
let portal: RunningPortal;
let browser: Browser;
let institution: SpanishInstitution;
let current: Page | undefined;
let page: Page | undefined;
let policyVersion = 1;

beforeAll(async () => {
  const portalPort = await freePort();
  server = await startServer({ apiOnly: false, env: { ALLOWED_ORIGINS: `http://127.0.0.1:${portalPort}` } });
  portal = await startPortal(portalPort, server.url);
  institution = await makeSpanishInstitution(server);
  browser = await launchChromium();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail") await current?.screenshot({ path: `test-results/languages-${ctx.task.name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await server?.stop();
});

interface Found extends Offence {
  where: string;
}

/** One language's walk: what it found and what it could not open. */
class Walk {
  readonly offences: Found[] = [];
  readonly unopened: string[] = [];
  /** How long each page and dialog took, to keep the walk fast as pages are added. */
  readonly timings: [string, number][] = [];
  private readonly started = Date.now();
  /** How long a page that has settled may take to show a dialog's trigger (a role not offered it waits less). */
  triggerWait = 3_000;
  private readonly check;
  constructor(
    readonly locale: Locale,
    readonly page: Page,
  ) {
    this.check = languageCheck(locale, [...SPANISH_DATA, SUPER_ADMIN.email, UNIT_ADMIN.email]);
  }

  /** Judges every text on screen now. */
  async collect(where: string): Promise<void> {
    for (const text of await visibleTexts(this.page)) {
      const offence = this.check.offenceOf(text);
      // Each text once, where it was first seen (a dialog's page behind it says the same again).
      if (offence && !this.offences.some((o) => o.text === offence.text)) this.offences.push({ where, ...offence });
    }
  }

  /** The page has its data: nothing loading, no request in flight, nothing fading. */
  async settle(): Promise<void> {
    await networkQuiet(this.page);
    await expect.poll(() => this.page.locator('[role="progressbar"], [aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0).catch(() => undefined);
    await this.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  }

  async visit(where: string, path: string): Promise<void> {
    const started = Date.now();
    await this.page.goto(`${server.url}${path}`);
    await this.settle();
    await this.collect(where);
    this.timings.push([where, Date.now() - started]);
  }

  /** Clicks `trigger`, judges the dialog it opens (or the page it changes), then closes it with Escape. */
  async open(where: string, trigger: Locator, kind: "dialog" | "inline" = "dialog"): Promise<void> {
    const started = Date.now();
    try {
      await this.opened(where, trigger, kind);
    } finally {
      this.timings.push([where, Date.now() - started]);
    }
  }

  private async opened(where: string, trigger: Locator, kind: "dialog" | "inline"): Promise<void> {
    const found = await trigger
      .first()
      .waitFor({ timeout: this.triggerWait })
      .then(() => true, () => false);
    if (!found) {
      this.unopened.push(where);
      return;
    }
    await trigger.first().click();
    const dialog = this.page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').last();
    if (kind === "dialog" && !(await dialog.waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
      this.unopened.push(where);
      return;
    }
    await this.settle();
    await this.collect(where);
    if (kind === "dialog") {
      await this.page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden", timeout: 5_000 }).catch(() => undefined);
    }
  }

  report(): string {
    const lines = this.offences.map((o) => `${o.where}\t${o.reason}\t${JSON.stringify(o.text)}\t(${o.detail})`);
    const slowest = [...this.timings].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([where, ms]) => `${where} ${ms} ms`);
    return [
      `${this.offences.length} text(s) not in ${this.locale}:`,
      ...lines,
      ...this.unopened.map((where) => `could not open: ${where}`),
      `walk: ${Math.round((Date.now() - this.started) / 1000)} s; slowest: ${slowest.join(", ")}`,
    ].join("\n");
  }
}

/** Fills a page's `$id` with the institution's records, by the collection it belongs to. */
function concretePath(route: DashboardPage): string {
  if (!route.path.includes("$")) return route.path;
  const ids: [RegExp, number][] = [
    [/^\/dashboard\/units\//, institution.unitId],
    [/^\/dashboard\/users\//, institution.managerId],
    [/^\/dashboard\/social-media-accounts\//, institution.accountIds[0]!],
    [/^\/dashboard\/campaigns\//, institution.campaignId],
    // No import is made here: the record page of a missing one is walked (tests/e2e/imports.test.ts opens a real one).
    [/^\/dashboard\/imports\//, 1],
    // No case is made here: the page of a missing one is walked (tests/e2e/cases.test.ts opens real ones).
    [/^\/dashboard\/cases\//, 1],
    // Nor an incident: the page of a missing one (tests/e2e/incidents.test.ts opens a real one).
    [/^\/dashboard\/incidents\//, 1],
  ];
  const id = ids.find(([prefix]) => prefix.test(route.path))?.[1];
  if (id === undefined) throw new Error(`${route.file}: no record for the parameter of ${route.path}; add it to concretePath`);
  return route.path.replace(/\$\w+/, String(id));
}

/** The main dialogs of each page (and what a form says when sent empty), by the page's path pattern. */
const DIALOGS: Record<string, (walk: Walk, where: string) => Promise<void>> = {
  "/dashboard/units": (w, where) => w.open(`${where}: disable confirmation`, w.page.getByRole("button", { name: say("unitForm.disable") })),
  "/dashboard/users": async (w, where) => {
    const pending = w.page.getByRole("row").filter({ hasText: "Patricia Pérez" });
    await w.open(`${where}: details with a review request`, pending.getByRole("button", { name: say("users.viewDetails") }));
  },
  "/dashboard/social-media-accounts": async (w, where) => {
    const details = w.page.getByRole("button", { name: say("socialMedia.viewDetails") });
    await w.open(`${where}: details`, details, "inline");
    const dialog = w.page.getByRole("dialog");
    if (await dialog.isVisible()) {
      const tabs = dialog.getByRole("tab");
      for (let i = 1; i < (await tabs.count()); i++) {
        await tabs.nth(i).click();
        await w.settle();
        await w.collect(`${where}: details, tab ${i + 1}`);
      }
      await w.page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
    const switches = w.page.getByRole("row").nth(1).getByRole("switch");
    for (let i = 0; i < (await switches.count()); i++) await w.open(`${where}: switch ${i + 1} confirmation`, switches.nth(i));
  },
  "/dashboard/flags": async (w, where) => {
    await w.open(`${where}: risk scan results`, w.page.getByRole("button", { name: say("flags.riskScan") }));
    await w.open(`${where}: raise flag`, w.page.getByRole("button", { name: say("flags.raise") }));
    await w.open(`${where}: edit flag`, w.page.getByRole("button", { name: say("flags.edit") }));
    await w.open(`${where}: change a flag's status`, w.page.getByRole("button", { name: say("flags.changeStatus") }));
  },
  "/dashboard/handover-tasks": (w, where) => w.open(`${where}: mark done`, w.page.getByRole("button", { name: say("handover.markDoneOf") })),
  "/dashboard/campaigns": (w, where) => w.open(`${where}: new campaign`, w.page.getByRole("button", { name: say("campaigns.create") })),
  "/dashboard/campaigns/$id": (w, where) => w.open(`${where}: open confirmation`, w.page.getByRole("button", { name: say("campaigns.open") })),
  "/dashboard/policies": (w, where) => w.open(`${where}: preview`, w.page.getByRole("button", { name: say("policyEditor.preview") })),
  // The entry's details open beside the table, in view.
  "/dashboard/audit-logs": (w, where) => w.open(`${where}: entry details`, w.page.getByRole("button", { name: say("audit.view") }), "inline"),
  "/dashboard/webhooks": (w, where) => w.open(`${where}: add`, w.page.getByRole("button", { name: say("webhooks.add") }), "inline"),
  "/dashboard/users/offboard/$id": (w, where) => w.open(`${where}: step 2`, w.page.getByRole("button", { name: say("offboarding.next") }), "inline"),
  "/dashboard/units/create": (w, where) => w.open(`${where}: sent empty`, w.page.locator('main form button[type="submit"]'), "inline"),
  "/dashboard/users/create": (w, where) => w.open(`${where}: sent empty`, w.page.locator('main form button[type="submit"]'), "inline"),
  "/dashboard/social-media-accounts/create": (w, where) => w.open(`${where}: sent empty`, w.page.locator('main form button[type="submit"]'), "inline"),
};

/**
 * The one page of the run, its browser speaking `locale`: before sign-in the dashboard follows the
 * browser's languages, and the API the Accept-Language header. (One page throughout: the Chromium
 * of @sparticuz/chromium runs single-process, where browser contexts do not keep their cookies apart.)
 */
async function pageIn(locale: Locale): Promise<Page> {
  page ??= await browser.newPage({ viewport: VIEWPORT, reducedMotion: "reduce" });
  watchTraffic(page);
  // Init scripts pile up; the last one added defines the languages last, so it wins.
  await page.addInitScript((tag) => {
    Object.defineProperty(Navigator.prototype, "languages", { get: () => [tag], configurable: true });
    Object.defineProperty(Navigator.prototype, "language", { get: () => tag, configurable: true });
  }, locale);
  await page.setExtraHTTPHeaders({ "accept-language": locale });
  current = page;
  return page;
}

async function walkSignedOut(walk: Walk): Promise<void> {
  await walk.page.context().clearCookies();
  for (const route of dashboardPages().filter((r) => !r.signedIn)) await walk.visit(route.path, `${route.path}${SIGNED_OUT_QUERY[route.path] ?? ""}`);
  // The refusal of a wrong password: the API's sentence in the reader's language.
  await walk.page.goto(`${server.url}/sign-in`);
  await walk.page.locator('input[type="email"]').fill(SUPER_ADMIN.email);
  await walk.page.locator('input[type="password"]').fill("not the password");
  await walk.page.locator('button[type="submit"]').click();
  await walk.page.getByRole("alert").first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  await walk.settle();
  await walk.collect("/sign-in: wrong password");
}

/** Signs in through the sign-in page; judges and accepts the policy gate when it shows. */
async function signIn(walk: Walk, email: string): Promise<void> {
  await walk.page.context().clearCookies();
  await walk.page.goto(`${server.url}/sign-in`);
  await walk.page.locator('input[type="email"]').fill(email);
  await walk.page.locator('input[type="password"]').fill(PASSWORD);
  await walk.page.locator('button[type="submit"]').click();
  await walk.page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
  const accept = walk.page.getByRole("alertdialog").getByRole("button", { name: say("ui.acceptPolicy") });
  if (!(await accept.waitFor({ timeout: 5_000 }).then(() => true, () => false))) return;
  await walk.settle();
  await walk.collect(`${email}: policy gate`);
  await accept.click();
  await accept.waitFor({ state: "hidden" });
}

async function walkSignedIn(walk: Walk, email: string, who: string): Promise<void> {
  await signIn(walk, email);
  for (const route of dashboardPages().filter((r) => r.signedIn)) {
    const where = `${who} ${route.path}`;
    await walk.visit(where, concretePath(route));
    const dialogs = DIALOGS[route.path];
    // A unit admin is offered fewer dialogs; the super admin's walk must open every one.
    if (dialogs) {
      const before = walk.unopened.length;
      walk.triggerWait = who === "super admin" ? 3_000 : 1_000;
      await dialogs(walk, where);
      if (who !== "super admin") walk.unopened.splice(before);
    }
  }
}

async function languageWalk(locale: Locale): Promise<Walk> {
  for (const email of [SUPER_ADMIN.email, UNIT_ADMIN.email]) await setLanguage(server, email, locale);
  // Everyone meets the policy gate again, in the walk's language.
  policyVersion += 1;
  await publishPolicy(server, institution.token, policyVersion);
  const walk = new Walk(locale, await pageIn(locale));
  try {
    await walkSignedOut(walk);
    await walkSignedIn(walk, SUPER_ADMIN.email, "super admin");
    // Spanish is walked as both roles. English is the specification's texts, which every other
    // end-to-end test reads as a unit admin too; the super admin's walk covers every route and dialog.
    if (locale !== "en") await walkSignedIn(walk, UNIT_ADMIN.email, "unit admin");
  } finally {
    await walk.page.goto("about:blank");
  }
  mkdirSync("test-results", { recursive: true });
  writeFileSync(`test-results/languages-${locale}.txt`, `${walk.report()}\n\n${walk.timings.map(([where, ms]) => `${ms}\t${where}`).join("\n")}\n`);
  return walk;
}

describe("the checker itself", () => {
  it("finds a raw key, an English message and an English sentence on a Spanish screen, and lets data and Spanish pass", () => {
    const check = languageCheck("es-CO", SPANISH_DATA);
    const offence = (text: string) => check.offenceOf(text)?.reason ?? null;
    expect(offence("pageTitles.units")).toBe("raw key");
    expect(offence("Ver pageTitles.units ahora")).toBe("raw key");
    // An English message of two words or more, whole or with its placeholder filled.
    expect(offence(messageIn("en", "ui.acceptPolicy"))).toBe("catalogue message");
    expect(offence(`${messageIn("en", "ui.acceptPolicy")}: Noticias Química`)).toBe("catalogue message");
    // Placeholders, plurals included, are cut out; the literal text around them is what is looked for.
    expect(literalFragments("Edit flag on {account}")).toEqual(["Edit flag on"]);
    expect(literalFragments("{count, plural, one {# account} other {# accounts}} left to review by {name}")).toEqual(["left to review by"]);
    expect(offence("Please check the form and try again")).toBe("function words");
    // Data in Spanish words, e-mails and addresses, and a single word, pass.
    for (const fine of ["Facultad de Ciencias", "Noticias Química", "ana@universidad.edu.co", "https://example.org/of-the-and", "YouTube", "15/03/2026, 03:05:09 p. m."]) expect(offence(fine), fine).toBeNull();
  });

  it("on an English screen, finds Spanish the same ways and lets Spanish data pass", () => {
    const check = languageCheck("en", SPANISH_DATA);
    const offence = (text: string) => check.offenceOf(text)?.reason ?? null;
    expect(offence(messageIn("es-CO", "ui.acceptPolicy"))).toBe("catalogue message");
    expect(offence("Esta frase no está en ningún catálogo de la aplicación")).toBe("function words");
    expect(offence("Facultad de Ciencias")).toBeNull();
    expect(offence("Physics on YouTube")).toBeNull();
  });
});

describe("every page and dialog in the reader's language", () => {
  it("in Spanish, nothing reads as English: no raw key, no English message, no English sentence", { timeout: 240_000 }, async () => {
    const walk = await languageWalk("es-CO");
    expect(walk.offences.length + walk.unopened.length, walk.report()).toBe(0);
  });

  it("in English, nothing reads as Spanish", { timeout: 240_000 }, async () => {
    const walk = await languageWalk("en");
    expect(walk.offences.length + walk.unopened.length, walk.report()).toBe(0);
  });
});

describe("switching language", () => {
  it("the sidebar's language changes the page in place, keeping what was typed", async () => {
    await setLanguage(server, SUPER_ADMIN.email, "en");
    const page = await pageIn("en");
    try {
      const walk = new Walk("en", page);
      await signIn(walk, SUPER_ADMIN.email);
      await page.goto(`${server.url}/dashboard/users/create`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const typed = "Ramón Ortega";
      const name = page.locator("main form input").first();
      await name.fill(typed);
      await page.evaluate(() => ((window as unknown as { languageMark: number }).languageMark = 31));
      await page.getByRole("combobox", { name: say("language.label") }).selectOption("es-CO");
      await page.getByText(messageIn("es-CO", "language.saved")).first().waitFor();
      // The same document (no reload), the page now in Spanish, the field still holding what was typed.
      expect(await page.evaluate(() => (window as unknown as { languageMark?: number }).languageMark)).toBe(31);
      await expect.poll(() => page.getByRole("combobox", { name: messageIn("es-CO", "language.label") }).count()).toBe(1);
      expect(await name.inputValue()).toBe(typed);
    } finally {
      await setLanguage(server, SUPER_ADMIN.email, "en");
    }
  });

  it("a portal-like page that mounts the dashboard with locale es-CO shows it in Spanish, whatever the browser's language", async () => {
    const page = await pageIn("en");
    await page.context().clearCookies();
    // A page of the portal's origin (the one the server allows) that does what a portal does with
    // the remote's plain container: load it, take `mount`, mount with a language.
    const address = `${portal.url}/languages-portal/sign-in`;
    await page.route(address, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="es"><body><div id="steward-region"></div>
<script src="${server.url}/remote/remoteEntry.js"></script>
<script>
(async () => {
  await steward.init({});
  const mount = (await steward.get("./mount"))();
  (mount.mount ?? mount.default)(document.getElementById("steward-region"), { apiBaseUrl: "${server.url}", basepath: "/languages-portal", theme: "light", locale: "es-CO" });
})().catch((error) => { document.body.dataset.failed = String(error); });
</script></body></html>`,
      }),
    );
    await page.goto(address);
    const region = page.locator("#steward-region");
    await region.getByRole("button", { name: messageIn("es-CO", "common.signIn") }).waitFor();
    const walk = new Walk("es-CO", page);
    await walk.collect("portal-like page, sign-in");
    expect(walk.offences, walk.report()).toEqual([]);
  });
});

describe("the first download in Spanish", () => {
  it("a Spanish user's Units page: at most 250 KB gzipped before its rows show, and only Spanish texts", async () => {
    await setLanguage(server, UNIT_ADMIN.email, "es-CO");
    await signIn(new Walk("es-CO", await pageIn("es-CO")), UNIT_ADMIN.email);
    // A new tab with the person's session and nothing of the dashboard in its memory or cache.
    // Her browser speaks English: the dashboard asks who she is before fetching any text, so the
    // browser's language is never fetched as a guess.
    const fresh = await browser.newPage({ viewport: VIEWPORT, locale: "en-US" });
    await fresh.context().addCookies(await page!.context().cookies());
    current = fresh;
    try {
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
      const texts = loaded.map((file) => file.slice(file.lastIndexOf("/") + 1)).filter((name) => name.startsWith("texts-"));
      expect(texts.some((name) => name.startsWith("texts-core-es-CO"))).toBe(true);
      expect(texts.filter((name) => /^texts-[a-z]+-en\./.test(name))).toEqual([]);
      expect(kb).toBeLessThanOrEqual(250);
      // The page is in Spanish: its title is the Spanish catalogue's; and once everything has
      // settled, still no English text was fetched.
      await fresh.getByRole("heading", { level: 1, name: messageIn("es-CO", "pageTitles.units") }).waitFor();
      await fresh.waitForLoadState("networkidle");
      expect(files.filter((file) => /\/texts-[a-z]+-en\./.test(file))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
