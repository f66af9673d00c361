// Issue 34, "done when", in Chromium against the real server and built UI: an impostor report and a
// removal request sent from the public /directory page (the removal request from a phone), each
// confirmed by the link the loopback SMTP relay received, become cases that a super admin resolves
// in the dashboard (removed; reported to the platform with its ticket).
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import SERVER_CASE_TEXTS from "../../api/src/i18n/messages/en/cases.json" with { type: "json" };
import FORM_TEXTS from "../../api/src/i18n/messages/en/reportForms.json" with { type: "json" };
import CASE_TEXTS from "../../dashboard-remote/src/i18n/messages/en/caseDesk.json" with { type: "json" };
import { describeViolations, seriousViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { screenshotOnFailure } from "../support/e2e-setup.ts";
import { decodedText } from "../support/mail-decode.ts";
import { seedUnits } from "../support/seed-units.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";

let server: RunningServer;
let sink: SmtpSink;
let browser: Browser;
let page: Page;
const ADA = { name: "Ada Admin", email: "ada@uni.edu", password: "a long password" };
const ACCOUNT = "Science on Instagram";

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ apiOnly: false, env: { MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, STEWARD_MAIL_POLL_MS: "200", MAIL_FROM: "steward@uni.edu" } });
  expect((await http(server.url, "POST", "/api/create-first-user", { body: ADA })).status).toBe(201);
  // The seed makes every third unit inactive, the first among them: the faculty is the second (id 3).
  await seedUnits(server.databaseUrl, "University", ["Old Archive", "Faculty of Science"]);
  const token = (await http(server.url, "POST", "/api/users/login", { body: { email: ADA.email, password: ADA.password } })).body.token as string;
  const me = await http(server.url, "GET", "/api/users/me", { token });
  const account = await http(server.url, "POST", "/api/social-medias", {
    token,
    body: { name: ACCOUNT, profileUrl: "https://www.instagram.com/uni.science", platform: "instagram", creationDate: "2026-03-15", organization: 3, primaryAdmin: me.body.user.id, adminContactEmails: ["social@uni.edu"], thirdPartyManagement: "no", socialMediaManagers: [me.body.user.id] },
  });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  // Accounts made by a super admin start in the approval workflow; this one is live.
  const db = createClient({ url: server.databaseUrl });
  try {
    await db.execute({ sql: "UPDATE social_medias SET status = 'active' WHERE id = ?", args: [account.body.doc.id] });
  } finally {
    db.close();
  }
  const listed = await http(server.url, "PUT", `/api/social-medias/${account.body.doc.id}/public-listing`, { token, body: { publicListing: true } });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
});
afterEach(async (ctx) => screenshotOnFailure(page, "cases", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

/** The confirmation link of the latest e-mail to `to`, once it has arrived. */
async function confirmationLink(to: string): Promise<string> {
  for (let tries = 0; tries < 300; tries++) {
    const mail = [...sink.received].reverse().find((m) => m.to.includes(to));
    const link = mail && (decodedText(mail.raw) + mail.raw).match(/https?:\/\/[^\s"<>]+\/reports\/confirm\?token=[\w-]+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation e-mail to ${to}`);
}

async function sendAndConfirm(button: string, reporter: string): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("heading", { name: FORM_TEXTS.sentHeading }).waitFor();
  // The link opens a page with a button (a mail scanner's visit confirms nothing); pressing it
  // confirms, and the report counts from now.
  expect((await page.goto(await confirmationLink(reporter)))?.status()).toBe(200);
  await page.getByRole("button", { name: SERVER_CASE_TEXTS.pageConfirmButton }).click();
  await page.getByRole("heading", { name: SERVER_CASE_TEXTS.pageConfirmedTitle }).waitFor();
}

/** Opens the case about `about` from the list and moves it on with `action`, filling in `text` when asked. */
async function resolve(about: string, action: string, field: string | null, text: string): Promise<void> {
  await page.goto(`${server.url}/dashboard/cases`);
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: about, exact: true }) });
  await row.getByRole("link").click();
  const actions = page.getByRole("region", { name: CASE_TEXTS["actions.heading"] });
  await actions.getByRole("button", { name: action }).click();
  const dialog = page.getByRole("dialog");
  if (field) await dialog.getByLabel(field).fill(text);
  await dialog.getByRole("button", { name: CASE_TEXTS["actions.save"] }).click();
  await page.getByText(CASE_TEXTS["actions.closed"]).waitFor();
}

describe("public reports to resolved cases", () => {
  it("an impostor report and a removal request go from /directory through the e-mailed link to cases resolved in the dashboard", async () => {
    // The impostor: from the check box's "not official" answer, its address already filled in.
    await page.goto(`${server.url}/directory?check=${encodeURIComponent("https://www.instagram.com/fake.uni.science")}`);
    await page.getByRole("link", { name: FORM_TEXTS.impostorLink }).click();
    expect(await page.getByLabel(FORM_TEXTS.impostorUrl).inputValue()).toBe("https://www.instagram.com/fake.uni.science");
    const violations = await seriousViolations(page);
    expect(violations, describeViolations("/directory/report-impostor", violations)).toEqual([]);
    await page.getByLabel(FORM_TEXTS.evidence).fill("https://www.instagram.com/p/fake1");
    // The official account it imitates, by its name as the directory shows it.
    await page.getByLabel(FORM_TEXTS.pretendsAccount).fill(ACCOUNT);
    await page.getByLabel(FORM_TEXTS.impostorDescription).fill("It asks students for their passwords.");
    await page.getByLabel(FORM_TEXTS.name).fill("Iris Informer");
    await page.getByLabel(FORM_TEXTS.email).fill("iris@example.org");
    await sendAndConfirm(FORM_TEXTS.sendImpostor, "iris@example.org");

    // The removal request, from a phone: one column, nothing running off the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/directory`);
    await page.getByRole("link", { name: FORM_TEXTS.removalLink }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A form sent incomplete says what is wrong at each field, and the page stays accessible.
    await page.getByRole("button", { name: FORM_TEXTS.sendRemoval }).click();
    await page.getByRole("alert").getByRole("heading", { name: FORM_TEXTS.errorsHeading }).waitFor();
    expect(await page.getByLabel(FORM_TEXTS.signature).getAttribute("aria-invalid")).toBe("true");
    const refused = await seriousViolations(page);
    expect(refused, describeViolations("/directory/request-removal (refused)", refused)).toEqual([]);
    // The account by its address, written as people paste it.
    await page.getByLabel(FORM_TEXTS.account).fill("instagram.com/uni.science/");
    await page.getByLabel(FORM_TEXTS.postUrl).fill("https://www.instagram.com/p/photo42");
    await page.getByLabel(FORM_TEXTS.contentKind).selectOption("photo_of_person");
    await page.getByLabel(FORM_TEXTS.removalDescription).fill("A photo of me at graduation, posted without asking.");
    await page.getByLabel(FORM_TEXTS.goodFaith).check();
    await page.getByLabel(FORM_TEXTS.name).fill("Rosa Reporter");
    await page.getByLabel(FORM_TEXTS.email).fill("rosa@example.org");
    await page.getByLabel(FORM_TEXTS.signature).fill("Rosa Reporter");
    await sendAndConfirm(FORM_TEXTS.sendRemoval, "rosa@example.org");
    await page.setViewportSize({ width: 1366, height: 768 });

    // The super admin handles both in the dashboard.
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel("Email").fill(ADA.email);
    await page.getByLabel("Password").fill(ADA.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/dashboard/);
    await resolve(ACCOUNT, CASE_TEXTS["actions.removed"], null, "");
    await resolve("https://www.instagram.com/fake.uni.science", CASE_TEXTS["actions.reported_to_platform"], CASE_TEXTS["actions.ticket"], "IG-2026-0042");
    await page.getByText("IG-2026-0042").first().waitFor();

    // Both are closed in the list, and the removal met its clock.
    await page.goto(`${server.url}/dashboard/cases`);
    const table = page.getByRole("table");
    await table.getByText(CASE_TEXTS["states.removed"]).waitFor();
    await table.getByText(CASE_TEXTS["states.reported_to_platform"]).waitFor();
    await table.getByText(CASE_TEXTS["sla.met"]).waitFor();
  });
});
