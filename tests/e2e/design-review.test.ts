// Issue 30, point 9: the smaller things a design review would not pass, each seen in Chromium at
// 1366x768 against the real server and the built UI. The policy dialog says which version, when,
// and what changed, with no false "could not be loaded" behind it; the create-unit form's button
// and the choosers' placeholders; the campaign's unit; one chooser in Raise flag and no note on a
// flag still in review; toasts that cover no main button; a list that keeps its page and shows
// the saved row; a refused page that says why; Approve and Activate that ask first; the handover
// entry for those who have tasks.
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { CAMPAIGN_MESSAGES, FLAG_MESSAGES, formatMessage, TOASTS, UI, type MessageValues } from "@steward/shared";
import CHOOSER_TEXTS from "../../shared/i18n/messages/en/chooser.json" with { type: "json" };
import HANDOVER_NAV_TEXTS from "../../shared/i18n/messages/en/handoverNav.json" with { type: "json" };
import NOT_OFFERED_TEXTS from "../../shared/i18n/messages/en/notOffered.json" with { type: "json" };
import POLICY_GATE_TEXTS from "../../shared/i18n/messages/en/policyGate.json" with { type: "json" };
import SAVED_ROW_TEXTS from "../../shared/i18n/messages/en/savedRow.json" with { type: "json" };
import STATUS_CONFIRM_TEXTS from "../../shared/i18n/messages/en/statusConfirm.json" with { type: "json" };
import COMMON from "../../dashboard-remote/src/i18n/messages/en/common.json" with { type: "json" };
import { launchChromium } from "../support/chromium.ts";
import { readerFormats } from "../support/reader-formats.ts";
import { ADMIN, POLICY_DOC, UNIT_ADMIN, prepareInstitution, screenshotOnFailure, type PeopleAndAccounts } from "../support/e2e-setup.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

/** An English catalogue message with its values, as an English reader sees it. */
const en = (message: string, values: MessageValues) => formatMessage("en", message, values);

const MANAGER = { name: "Mia Manager", email: "mia@uni.edu", password: "mia's long password" };
const NEW_BLOCK = "Report a lost phone within one hour.";

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
let people: PeopleAndAccounts;
const ids: Record<string, number> = {};

async function login(email: string, password: string): Promise<string> {
  const res = await http(server.url, "POST", "/api/users/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return String(res.body.token);
}

async function accept(bearer: string): Promise<void> {
  const current = await http(server.url, "GET", "/api/policies/current", { token: bearer });
  if (current.body.policy && !current.body.accepted) await http(server.url, "POST", "/api/acknowledgments", { token: bearer, body: { policy: current.body.policy.id } });
}

/** The bundled Chromium shares cookies between contexts: people take turns on one page. */
async function signIn(email: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
}

async function sql(statement: string, args: (string | number | null)[] = []) {
  const db = createClient({ url: server.databaseUrl });
  try {
    return await db.execute({ sql: statement, args });
  } finally {
    db.close();
  }
}

const boxesOverlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  const institution = await prepareInstitution(server, { withAccounts: true });
  token = institution.token;
  people = institution.accounts!;
  await accept(token);
  const manager = await http(server.url, "POST", "/api/users", { token, body: { ...MANAGER, role: "social_media_manager", status: "active", organizations: [people.unitId] } });
  if (manager.status !== 201) throw new Error(`manager: ${manager.status} ${JSON.stringify(manager.body)}`);
  ids["manager"] = Number(manager.body.doc?.id ?? manager.body.user?.id);
  // Enough people for a second page of five.
  for (let i = 1; i <= 6; i++) {
    const res = await http(server.url, "POST", "/api/users", { token, body: { name: `Zed Person ${i}`, email: `zed${i}@uni.edu`, role: "super_admin", status: "active" } });
    if (res.status !== 201) throw new Error(`person ${i}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  // A second version, so the dialog has something to say changed.
  const v2 = { ...POLICY_DOC, content: [...POLICY_DOC.content, { type: "paragraph", content: [{ type: "text", text: NEW_BLOCK }] }] };
  const published = await http(server.url, "POST", "/api/policies", { token, body: { text: v2 } });
  if (published.status !== 201) throw new Error(`policy v2: ${published.status}`);
  for (const [email, password] of [[UNIT_ADMIN.email, UNIT_ADMIN.password], [MANAGER.email, MANAGER.password]] as const) await accept(await login(email, password));
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
});
afterEach(async (ctx) => screenshotOnFailure(page, "design-review", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("design review, point 9 (1366x768)", () => {
  it("the policy dialog names its version, date and what changed, and no page behind it claims its data could not be loaded", async () => {
    await signIn(ADMIN.email, ADMIN.password);
    const refused = page.waitForResponse((res) => res.url().includes("/api/organization") && res.status() === 403);
    await page.goto(`${server.url}/dashboard/units`);
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(en(POLICY_GATE_TEXTS.changesTitle, { since: 1 })).waitFor();
    const version = await dialog.getByText(/^Version 2, published /).textContent();
    // Published today, written as an English reader's date.
    const published = version?.replace(/^Version 2, published /, "") ?? "";
    expect(readerFormats("en").date(readerFormats("en").parseDate(published))).toBe(published);
    expect(await dialog.getByRole("listitem").filter({ hasText: NEW_BLOCK }).count()).toBe(1);
    // The units list was asked for and refused (the policy waits); nothing on the page says it failed.
    await refused;
    // The page behind the dialog is out of sight: no table saying its rows failed to load.
    expect(await page.getByRole("table", { name: "Units" }).filter({ visible: true }).count()).toBe(0);
    await dialog.getByRole("button", { name: UI.acceptPolicy }).click();
    await page.getByRole("table", { name: "Units" }).getByRole("row").nth(1).getByRole("cell").first().waitFor();
  });

  it("the create-unit form's button says what it does, and its choosers do not repeat their labels", async () => {
    // Each step stands alone: the policy is accepted whatever the step before did.
    await accept(token);
    await page.goto(`${server.url}/dashboard/units/create`);
    await page.getByRole("heading", { level: 1, name: "Create Unit" }).waitFor();
    await page.getByRole("button", { name: "Create unit", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: UI.saveChanges }).count()).toBe(0);
    const backups = page.getByRole("button", { name: `Backup Admins: ${CHOOSER_TEXTS.noneChosen}`, exact: true });
    expect((await backups.textContent())?.trim()).toBe(CHOOSER_TEXTS.noneChosen);
    const weight = await backups.getByText(CHOOSER_TEXTS.noneChosen).evaluate((el) => getComputedStyle(el).fontWeight);
    expect(Number(weight)).toBeLessThan(600);
  });

  it("after a save the list keeps its page and size, shows the saved row marked, and the toast covers no main button", async () => {
    await page.goto(`${server.url}/dashboard/users?pageIndex=1&pageSize=5`);
    const table = page.getByRole("table", { name: "Users" });
    await table.getByRole("row").nth(1).waitFor();
    await page.getByRole("button", { name: "Create user" }).click();
    await page.getByLabel("Name").fill("Aaron Aardvark");
    await page.getByLabel("Email").fill("aaron@uni.edu");
    await page.getByLabel("Role").selectOption("super_admin");
    await page.getByRole("button", { name: "Create User" }).click();
    await page.waitForURL(/\/dashboard\/users\?/);
    const url = new URL(page.url());
    expect([url.searchParams.get("pageIndex"), url.searchParams.get("pageSize")]).toEqual(["1", "5"]);
    // Sorted by name the new person is on the first page; this page shows them first, marked.
    await page.getByText(en(SAVED_ROW_TEXTS.savedElsewhere, { name: "Aaron Aardvark" })).waitFor();
    const marked = table.locator('tr[aria-current="true"]');
    expect(await marked.count()).toBe(1);
    expect(await marked.textContent()).toContain("aaron@uni.edu");

    const toast = page.locator(".fui-Toast").filter({ hasText: TOASTS.userCreated });
    await toast.waitFor();
    const toastBox = (await toast.boundingBox())!;
    const mainButton = (await page.getByRole("button", { name: "Create user" }).boundingBox())!;
    expect(boxesOverlap(toastBox, mainButton)).toBe(false);
  });

  it("a new campaign reviews the whole institution until a unit is chosen, and says so", async () => {
    await page.goto(`${server.url}/dashboard/campaigns`);
    await page.getByRole("button", { name: "Create campaign" }).click();
    const dialog = page.getByRole("dialog", { name: "Create recertification campaign" });
    const unit = dialog.getByRole("button", { name: /^Unit under review/ });
    expect((await unit.textContent())?.trim()).toBe(CAMPAIGN_MESSAGES.wholeInstitution);
    expect(await dialog.getByText(/No parent unit/).count()).toBe(0);
    await dialog.getByLabel(/^Name/).fill("Yearly review");
    await dialog.getByLabel(/^Due date/).fill("2027-01-15");
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    const campaigns = await http(server.url, "GET", "/api/campaigns", { token });
    expect(campaigns.body.docs.find((c: { name: string }) => c.name === "Yearly review")).toMatchObject({ unit: null });
  });

  it("Approve and Activate ask first and say what follows; nothing changes until confirmed", async () => {
    const [accountId] = people.accountIds;
    await sql("UPDATE social_medias SET status = 'pending_approval' WHERE id = ?", [accountId!]);
    const status = async () => (await http(server.url, "GET", `/api/social-medias/${accountId}`, { token })).body.doc.status;
    await page.goto(`${server.url}/dashboard/social-media-accounts`);
    const row = page.getByRole("table", { name: "Social Media" }).getByRole("row").filter({ hasText: "Physics on YouTube" });
    await row.getByRole("button", { name: "Approve" }).click();
    const approve = page.getByRole("alertdialog", { name: en(STATUS_CONFIRM_TEXTS.approveTitle, { name: "Physics on YouTube" }) });
    await approve.getByText(STATUS_CONFIRM_TEXTS.approveBody).waitFor();
    expect(await status()).toBe("pending_approval");
    await approve.getByRole("button", { name: STATUS_CONFIRM_TEXTS.cancel }).click();
    await approve.waitFor({ state: "hidden" });
    expect(await status()).toBe("pending_approval");

    await row.getByRole("button", { name: "Approve" }).click();
    await approve.getByRole("button", { name: STATUS_CONFIRM_TEXTS.approve }).click();
    await row.getByRole("button", { name: "Activate" }).waitFor();
    expect(await status()).toBe("in_transition");
    await row.getByRole("button", { name: "Activate" }).click();
    const activate = page.getByRole("alertdialog", { name: en(STATUS_CONFIRM_TEXTS.activateTitle, { name: "Physics on YouTube" }) });
    await activate.getByText(STATUS_CONFIRM_TEXTS.activateBody).waitFor();
    expect(await status()).toBe("in_transition");
    await activate.getByRole("button", { name: STATUS_CONFIRM_TEXTS.activate }).click();
    await row.getByRole("switch", { name: "Active" }).waitFor();
    expect(await status()).toBe("active");
  });

  it("Raise flag has one chooser for the account, and a note on a flag kept in review is refused in words", async () => {
    await page.goto(`${server.url}/dashboard/flags`);
    await page.getByRole("button", { name: "Raise flag" }).click();
    const dialog = page.getByRole("dialog", { name: "Raise a risk flag" });
    const chooser = dialog.getByRole("button", { name: /^Account/ });
    expect((await chooser.textContent())?.trim()).toBe("Choose an account");
    // One control: the search is inside the chooser's panel, not a second field beside it.
    expect(await dialog.getByRole("textbox").count()).toBe(1);
    await chooser.click();
    await dialog.getByRole("searchbox", { name: "Search accounts" }).fill("Campus");
    // Choosing closes the panel, so the radio is clicked, not checked and watched.
    await dialog.getByRole("radio", { name: "Campus Life" }).click();
    // The chosen account is said with what tells it from namesakes (its unit's path or handle, issue 30).
    await expect.poll(async () => (await chooser.textContent())?.trim()).toMatch(/^Campus Life \(.+\)$/);
    await dialog.getByLabel(/^Category/).selectOption("policy_violation");
    await dialog.getByLabel(/^Severity/).selectOption("low");
    await dialog.getByLabel(/^Description/).fill("Old logo on the banner");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });

    const row = page.getByRole("table", { name: "Risk Flags" }).getByRole("row").filter({ hasText: "Old logo on the banner" });
    await row.getByRole("button", { name: "Change status of flag on Campus Life" }).click();
    const status = page.getByRole("dialog", { name: "Change flag status" });
    await status.getByRole("radio", { name: "In review" }).check();
    await status.getByLabel(/Resolution note/).fill("Looked at it");
    await status.getByRole("button", { name: "Save" }).click();
    await status.getByText(FLAG_MESSAGES.resolutionNoteNotClosing).waitFor();
    const flags = await http(server.url, "GET", "/api/flags?limit=100", { token });
    expect(flags.body.docs.find((f: { description: string }) => f.description === "Old logo on the banner")).toMatchObject({ status: "open", resolutionNote: null });
  });

  it("a page the role may not use says why on the dashboard it leads to", async () => {
    await signIn(MANAGER.email, MANAGER.password);
    await page.goto(`${server.url}/dashboard/audit-logs`);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    const alert = page.getByRole("alert").filter({ hasText: NOT_OFFERED_TEXTS.title });
    await alert.getByText(en(NOT_OFFERED_TEXTS.page, { page: "Audit Log", role: "Social Media Manager", roles: "Super Admins and Unit Admins" }), { exact: false }).waitFor();
  });

  it("the sidebar offers Handover Tasks to those who have them", async () => {
    await signIn(UNIT_ADMIN.email, UNIT_ADMIN.password);
    const nav = page.getByRole("navigation", { name: COMMON.mainNavigation });
    await nav.getByRole("link", { name: "Social Media", exact: true }).waitFor();
    // No handover task yet: no entry (the list answers before the entry would show).
    await page.goto(`${server.url}/dashboard/handover-tasks`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.goto(`${server.url}/dashboard`);
    await nav.getByRole("link", { name: "Social Media", exact: true }).waitFor();
    const listed = page.waitForResponse((res) => res.url().includes("/api/handover-tasks"));
    await page.reload();
    await listed;
    expect(await nav.getByRole("link", { name: HANDOVER_NAV_TEXTS.label }).count()).toBe(0);

    const now = new Date().toISOString();
    await sql(
      "INSERT INTO handover_tasks (kind, state, social_media_id, user_id, assignee_id, opened_at, due_at) VALUES ('rotate_password', 'open', ?, ?, ?, ?, ?)",
      [people.accountIds[1]!, ids["manager"]!, people.userId, now, new Date(Date.now() + 14 * 86_400_000).toISOString()],
    );
    await page.reload();
    await nav.getByRole("link", { name: HANDOVER_NAV_TEXTS.label }).click();
    await page.waitForURL(/\/dashboard\/handover-tasks/);
  });
});
