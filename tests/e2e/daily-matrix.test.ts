// Issue 33's "done when", in Chromium against the real server and built UI: each role the daily
// surfaces concern (super admin, unit admin, social media manager), in both languages, at 1366x768
// and on a phone, signs in and uses them: the search box finds an account and opens it, the inbox
// opens, the accounts page starts on that role's view (My accounts, My units, All accounts), and the
// super admin's checklist and identity provider page show. Every screen is judged for the other
// language's texts and for running off the side. The flows' details (what a search matches, marking
// read, rejecting, the settings' writes) are each capability's own e2e file; this one is their reach.
// It found that a person whose language is not the browser's stayed in the browser's language after
// signing in, and then saw raw keys once the switch was mended (the pages' texts of the language left).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Locale } from "@steward/shared";
import { launchChromium } from "../support/chromium.ts";
import { screenshotOnFailure } from "../support/e2e-setup.ts";
import { languageCheck, messageIn } from "../support/language-check.ts";
import { networkQuiet, watchTraffic } from "../support/network-quiet.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";
import { makeSpanishInstitution, PASSWORD, setLanguage, SPANISH_DATA, SUPER_ADMIN, UNIT_ADMIN } from "../support/spanish-institution.ts";
import { visibleTexts } from "../support/visible-texts.ts";

const MANAGER_EMAIL = "sergio@universidad.edu.co";
const ACCOUNT = "Noticias Química";
const VIEWPORTS = { "1366x768": { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;
const ROLES = [
  { who: "super admin", email: SUPER_ADMIN.email, view: "dailyWork.views.all" },
  { who: "unit admin", email: UNIT_ADMIN.email, view: "dailyWork.views.myUnits" },
  { who: "manager", email: MANAGER_EMAIL, view: "dailyWork.views.mine" },
] as const;

const checkers = {
  en: languageCheck("en", [...SPANISH_DATA, SUPER_ADMIN.email, UNIT_ADMIN.email, MANAGER_EMAIL]),
  "es-CO": languageCheck("es-CO", [...SPANISH_DATA, SUPER_ADMIN.email, UNIT_ADMIN.email, MANAGER_EMAIL]),
};
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ apiOnly: false });
  await makeSpanishInstitution(server);
  // Everyone accepts the policy up front: the gate is other tests' subject, and waiting to see
  // whether it shows would cost each sign-in here seconds.
  for (const { email } of ROLES) {
    const token = (await http(server.url, "POST", "/api/users/login", { body: { email, password: PASSWORD } })).body.token as string;
    const current = await http(server.url, "GET", "/api/policies/current", { token });
    if (current.body?.policy && !current.body.accepted) await http(server.url, "POST", "/api/acknowledgments", { token, body: { policy: current.body.policy.id } });
  }
  browser = await launchChromium();
  // One page throughout: this Chromium runs single-process, where contexts do not keep cookies apart.
  page = await browser.newPage({ viewport: VIEWPORTS["1366x768"], reducedMotion: "reduce" });
  watchTraffic(page);
}, 120_000);
afterEach(async (ctx) => screenshotOnFailure(page, "daily-matrix", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Judges the screen as it is now: nothing of the other language, nothing wider than the window. */
async function judge(locale: Locale, where: string): Promise<void> {
  await networkQuiet(page);
  const check = checkers[locale];
  const offences = (await visibleTexts(page)).flatMap((text) => {
    const offence = check.offenceOf(text);
    return offence ? [`${offence.reason}: ${JSON.stringify(offence.text)} (${offence.detail})`] : [];
  });
  expect(offences.join("\n"), where).toBe("");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where}: wider than the window by ${overflow} px`).toBeLessThanOrEqual(1);
}

async function signIn(email: string, locale: Locale): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${server.url}/sign-in`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
  await page.getByRole("heading", { level: 1, name: messageIn(locale, "pageTitles.dashboard") }).waitFor();
}

/** The search box (Ctrl+K on a wide screen, the header's icon on a phone) finds the account and opens its details. */
async function searchAndOpen(locale: Locale, phone: boolean): Promise<void> {
  const launcher = page.getByRole("button", { name: messageIn(locale, "searchBox.openHint") });
  await launcher.waitFor();
  if (phone) await launcher.click();
  else await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog", { name: messageIn(locale, "search.title") });
  await dialog.getByRole("combobox", { name: messageIn(locale, "search.inputLabel") }).fill("Química");
  const option = dialog.getByRole("listbox", { name: messageIn(locale, "search.results") }).getByRole("option", { name: new RegExp(ACCOUNT) });
  await option.first().waitFor();
  await judge(locale, "search results");
  await option.first().click();
  const details = page.getByRole("dialog", { name: ACCOUNT });
  await details.waitFor();
  await judge(locale, "account details from search");
  await page.keyboard.press("Escape");
  await details.waitFor({ state: "detached" });
}

/** Opens a page from the sidebar, as a person does (on a phone, through the drawer): no reload. */
async function openFromSidebar(locale: Locale, phone: boolean, name: string | RegExp): Promise<void> {
  if (phone) await page.getByRole("button", { name: messageIn(locale, "common.toggleSidebar") }).click();
  await page.getByRole("navigation", { name: messageIn(locale, "common.mainNavigation") }).getByRole("link", { name }).click();
}

describe.each(ROLES)("the $who's daily surfaces", ({ email, view }) => {
  for (const locale of ["es-CO", "en"] as const) {
    it(`in ${locale}, at 1366x768 then on a phone: inbox, the accounts' starting view, search${email === SUPER_ADMIN.email ? ", checklist, identity provider" : ""}`, async () => {
      await setLanguage(server, email, locale);
      await page.setViewportSize(VIEWPORTS["1366x768"]);
      await signIn(email, locale);
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const phone = size === "phone";
        await page.setViewportSize(viewport);
        if (phone) {
          await page.goto(`${server.url}/dashboard`);
          await page.getByRole("heading", { level: 1, name: messageIn(locale, "pageTitles.dashboard") }).waitFor();
        }
        if (email === SUPER_ADMIN.email) await page.getByRole("region", { name: messageIn(locale, "dailyWork.checklist.title") }).waitFor();
        await judge(locale, `${size}: home`);

        await openFromSidebar(locale, phone, new RegExp(`^${messageIn(locale, "inboxNav.label")}`));
        await page.getByRole("heading", { level: 1, name: messageIn(locale, "inbox.title") }).waitFor();
        await judge(locale, `${size}: inbox`);

        await openFromSidebar(locale, phone, messageIn(locale, "pageTitles.socialMedia"));
        const views = page.getByRole("tablist", { name: messageIn(locale, "dailyWork.views.label") });
        await expect.poll(() => views.getByRole("tab", { selected: true }).textContent()).toBe(messageIn(locale, view));
        await page.getByText(ACCOUNT).first().waitFor();
        await judge(locale, `${size}: accounts`);

        await searchAndOpen(locale, phone);

        if (phone && locale === "es-CO") {
          // The longest choices are Spanish ones: side by side with their events they ran off a phone.
          await page.getByRole("button", { name: messageIn(locale, "common.toggleSidebar") }).click();
          await page.getByRole("navigation", { name: messageIn(locale, "shell.yourSettings") }).getByRole("link", { name: messageIn(locale, "shell.notifications") }).click();
          await page.getByRole("heading", { level: 1, name: messageIn(locale, "notifications.title") }).waitFor();
          await page.getByRole("combobox").first().waitFor();
          await judge(locale, `${size}: notification settings`);
        }

        if (email === SUPER_ADMIN.email) {
          await page.goto(`${server.url}/dashboard/identity-provider`);
          await page.getByRole("heading", { level: 1, name: messageIn(locale, "identityProvider.title") }).waitFor();
          await judge(locale, `${size}: identity provider settings`);
        }
      }
    });
  }
});
