// The account workflow as two people live it, in Chromium against the real server and built UI:
// a unit admin registers an account (pending approval); the super admin approves, activates,
// deactivates with a reason and reactivates it; the unit admin sees the result and its history.
// The latest post comes from a YouTube stand-in on loopback through the real client.
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { TOASTS, UI } from "@steward/shared";
import { createPasswordHasher } from "../../api/src/auth/password.ts";
import { launchChromium } from "../support/chromium.ts";
import { seedUnits } from "../support/seed-units.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";
import { startYoutubeStandIn, type YoutubeStandIn } from "../support/stand-ins/youtube-stand-in.ts";

let server: RunningServer;
let youtube: YoutubeStandIn;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page | undefined;
const PASSWORD = "a long password";
const ACCOUNT = "Science on YouTube";

async function insertUser(email: string, name: string, role: string, unitId: number): Promise<number> {
  const hash = await createPasswordHasher().hash(PASSWORD);
  const client = createClient({ url: server.databaseUrl, timeout: 5000 });
  try {
    const row = await client.execute({
      sql: "INSERT INTO users (name, email, password_hash, role, status) VALUES (?, ?, ?, ?, 'active') RETURNING id",
      args: [name, email, hash, role],
    });
    const id = Number(row.rows[0]?.["id"]);
    await client.execute({ sql: "INSERT INTO access_grants (user_id, unit_id, type) VALUES (?, ?, 'permanent')", args: [id, unitId] });
    return id;
  } finally {
    client.close();
  }
}

/**
 * One page, one person at a time: with the Chromium that @sparticuz/chromium ships (single-process),
 * browser contexts share the cookie jar, so two signed-in contexts would be the same session.
 */
async function signInAs(email: string): Promise<void> {
  if (!page) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    contexts.push(context);
    page = await context.newPage();
  } else {
    await page.getByRole("button", { name: UI.signOut }).click();
    await page.waitForURL(/\/sign-in$/);
  }
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByText(email).first().waitFor();
}

/** On a loaded machine Playwright's "stable" wait on Fluent's animated switch can take long. */
async function flip(toggle: Locator): Promise<void> {
  await toggle.click({ timeout: 60_000 });
}

function p(): Page {
  if (!page) throw new Error("nobody is signed in");
  return page;
}
/**
 * A unit or person picker of the form: opens it by its label, searches the server when asked to
 * and chooses the option (one choice closes its panel; a list is closed by its button).
 */
async function pick(form: Locator, label: string, option: string, opts: { single?: boolean; search?: string } = {}): Promise<void> {
  const button = form.getByRole("button", { name: new RegExp(`^${label}(:|$)`) });
  await button.click();
  const panel = form.getByRole(opts.single ? "radiogroup" : "group", { name: label, exact: true });
  if (opts.search !== undefined) await panel.getByRole("searchbox").fill(opts.search);
  // A single choice closes the panel as it is made: click it (check() would look for it afterwards).
  // A unit's choice is followed by where it sits: "Faculty of Science (University)".
  const named = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(.*\\))?$`);
  const choice = panel.getByRole(opts.single ? "radio" : "checkbox", { name: named });
  if (opts.single) await choice.click();
  else await choice.check();
  if (!opts.single) await button.click();
  await panel.waitFor({ state: "hidden" });
}

let accountId = "";
const rowOf = (name: string) => p().getByRole("row").filter({ has: p().getByRole("cell", { name, exact: true }) });

beforeAll(async () => {
  youtube = await startYoutubeStandIn([
    {
      id: "UC1234567890abcdefghijkl",
      handle: "@uniscience",
      title: "Uni Science",
      videos: [{ id: "open-day", title: "Open day 2026", description: "Come and see", publishedAt: "2026-03-10T15:30:00Z", views: 1200, likes: 87, comments: 9, thumbnail: "https://i.ytimg.com/vi/open-day/hq.jpg" }],
    },
  ]);
  server = await startServer({
    apiOnly: false,
    env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn", YOUTUBE_API_BASE_URL: youtube.baseUrl, YOUTUBE_API_KEY: youtube.apiKey },
  });
  expect((await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada Admin", email: "ada@uni.edu", password: PASSWORD } })).status).toBe(201);
  await seedUnits(server.databaseUrl, "University", ["Faculty of Science"]);
  await insertUser("una@uni.edu", "Una Admin", "unit_admin", 2);
  await insertUser("sam@uni.edu", "Sam Manager", "social_media_manager", 2);
  browser = await launchChromium();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail") {
    await page?.screenshot({ path: `test-results/e2e-social-${ctx.task.name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
  }
});
afterAll(async () => {
  if (process.env["E2E_LOG_LEVEL"]) console.log(server?.output());
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await youtube?.close();
});

describe("social media accounts, end to end", () => {
  it("a unit admin registers an account, which waits for approval", async () => {
    await signInAs("una@uni.edu");
    const unitAdmin = p();
    await unitAdmin.goto(`${server.url}/dashboard/social-media-accounts`);
    await unitAdmin.getByRole("button", { name: "Create account" }).click();
    await unitAdmin.waitForURL(/\/social-media-accounts\/create$/);
    const form = unitAdmin.getByRole("form");
    await form.getByRole("textbox", { name: "Account Name" }).fill(ACCOUNT);
    await form.getByRole("textbox", { name: "Profile URL" }).fill("https://www.youtube.com/@uniscience");
    await form.getByRole("combobox", { name: "Platform", exact: true }).selectOption("youtube");
    // Units and people are searched on the server as they are typed (issue 15), never loaded whole.
    const searches: string[] = [];
    unitAdmin.on("request", (request) => {
      if (/\/api\/(organization|users|social-medias\/options)\b/.test(request.url())) searches.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await pick(form, "Unit", "Faculty of Science", { single: true, search: "facul" });
    await pick(form, "Administrator", "Una Admin (una@uni.edu)", { single: true, search: "una@" });
    await form.getByRole("textbox", { name: "Admin Contact Emails" }).fill("social@uni.edu");
    await form.getByRole("textbox", { name: "Account Handle" }).fill("@uniscience");
    expect(await form.getByRole("textbox", { name: "Third-Party Provider" }).count()).toBe(0);
    // A choice found in the first page may be made before the typed words' own search (debounced) goes.
    await expect.poll(() => searches.some((url) => url.startsWith("/api/organization?") && url.includes("search=facul") && url.includes("limit=20"))).toBe(true);
    await expect.poll(() => searches.some((url) => url.startsWith("/api/users?") && url.includes("search=una%40") && url.includes("limit=20"))).toBe(true);
    expect(searches.filter((url) => url.startsWith("/api/social-medias/options"))).toEqual([]);

    // The rule of section 5 first: the same person cannot be both administrators.
    await pick(form, "Backup Administrator", "Una Admin (una@uni.edu)", { single: true });
    await form.getByRole("button", { name: "Create account" }).click();
    await form.getByText("Fields 'Administrator' and 'Backup Administrator' must be different.").first().waitFor();
    await pick(form, "Backup Administrator", "Sam Manager (sam@uni.edu)", { single: true });
    await pick(form, "Social Media Managers", "Sam Manager (sam@uni.edu)");

    await form.getByRole("button", { name: "Create account" }).click();
    await unitAdmin.getByText(TOASTS.socialMediaCreatedPending).first().waitFor();
    await unitAdmin.waitForURL(/\/dashboard\/social-media-accounts$/);
    const row = rowOf(ACCOUNT);
    await row.getByText("Pending Approval").waitFor();
    expect(await row.getByRole("button", { name: "Approve" }).count()).toBe(0);
    expect(await row.getByRole("switch", { name: "Active" }).count()).toBe(0);
  });

  it("the super admin approves, then activates it", async () => {
    await signInAs("ada@uni.edu");
    const admin = p();
    await admin.goto(`${server.url}/dashboard/social-media-accounts`);
    const row = rowOf(ACCOUNT);
    await row.getByText("Pending Approval").waitFor();
    await row.getByRole("button", { name: "Approve" }).click();
    await admin.getByRole("alertdialog", { name: `Approve ${ACCOUNT}?` }).getByRole("button", { name: "Approve" }).click();
    await admin.getByText(TOASTS.statusUpdated).first().waitFor();
    await row.getByText("In Transition").waitFor();
    await row.getByRole("button", { name: "Activate" }).click();
    await admin.getByRole("alertdialog", { name: `Activate ${ACCOUNT}?` }).getByRole("button", { name: "Activate" }).click();
    await row.locator("[data-badge]", { hasText: /^Active$/ }).waitFor();
    expect(await row.getByRole("switch", { name: "Active" }).isChecked()).toBe(true);
  });

  it("deactivating asks for a reason longer than 10 characters and says only the super admin can reactivate", async () => {
    const admin = p();
    const row = rowOf(ACCOUNT);
    await flip(row.getByRole("switch", { name: "Active" }));
    const dialog = admin.getByRole("alertdialog");
    await dialog.getByText("Once deactivated, only the Super Admin can reactivate this account.").waitFor();
    const confirm = dialog.getByRole("button", { name: "Confirm" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("textbox").fill("  too short  ");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("textbox").fill("Replaced by the faculty's new channel");
    await confirm.click();
    await row.getByText("Inactive", { exact: true }).waitFor();
    expect(await row.getByRole("switch", { name: "Active" }).isChecked()).toBe(false);
  });

  it("the super admin reactivates it with the switch", async () => {
    const admin = p();
    const row = rowOf(ACCOUNT);
    await flip(row.getByRole("switch", { name: "Active" }));
    await row.locator("[data-badge]", { hasText: /^Active$/ }).waitFor();
    expect(await admin.getByRole("alertdialog").count()).toBe(0);
  });

  it("the unit admin sees it active, its details, history and latest post", async () => {
    await signInAs("una@uni.edu");
    const unitAdmin = p();
    await unitAdmin.goto(`${server.url}/dashboard/social-media-accounts`);
    const row = rowOf(ACCOUNT);
    await row.locator("[data-badge]", { hasText: /^Active$/ }).waitFor();
    await row.getByRole("button", { name: "View details" }).click();
    const dialog = unitAdmin.getByRole("dialog");
    await dialog.getByRole("heading", { name: new RegExp(ACCOUNT) }).waitFor();
    await dialog.getByText("Faculty of Science").first().waitFor();

    const card = dialog.getByRole("region", { name: "Latest Post" });
    await card.getByText("No saved latest post found, please get the latest post").waitFor();
    // The unit admin may update the account: the post is fetched, saved and audited (POST).
    const saving = unitAdmin.waitForRequest((request) => request.method() === "POST" && /\/api\/social-medias\/\d+\/latest-post$/.test(request.url()));
    await card.getByRole("button", { name: UI.getLatestPost }).click();
    accountId = /social-medias\/(\d+)\//.exec((await saving).url())?.[1] ?? "";
    await card.getByText("Open day 2026", { exact: false }).waitFor();
    // Counts are written the reader's way: English groups thousands with a comma (decisions.md).
    await card.getByText("Views: 1,200").waitFor();
    const kept = await unitAdmin.request.get(`${server.url}/api/social-medias/saved-latest-post?socialMediaId=${accountId}`);
    expect(((await kept.json()) as { data: { id: string } | null }).data?.id).toBe("open-day");

    await dialog.getByRole("tab", { name: "Audit Log" }).click();
    const entries = dialog.getByRole("list", { name: "Audit entries" });
    await expect.poll(() => entries.getByRole("button").count()).toBe(6);
    await dialog.getByText(UI.selectAuditEntry).waitFor();
    // The newest entry is the saved post; the one before it, the reactivation.
    await entries.getByRole("button").first().click();
    await dialog.getByText("open-day", { exact: false }).first().waitFor();
    await entries.getByRole("button").nth(1).click();
    // Field names and enumerations read as words in the diff (issue 15).
    await dialog.getByRole("table", { name: "Changes" }).getByRole("rowheader", { name: "Status" }).waitFor();
    expect(await dialog.getByRole("table", { name: "Changes" }).getByRole("cell", { name: "Inactive" }).count()).toBe(1);

    await dialog.getByRole("button", { name: "Edit Account" }).click();
    await unitAdmin.waitForURL(/\/social-media-accounts\/update\/\d+$/);
    const form = unitAdmin.getByRole("form");
    await expect.poll(() => form.getByRole("textbox", { name: "Account Name" }).inputValue()).toBe(ACCOUNT);
    // The account's people came with it, named, without a search.
    await form.getByRole("button", { name: "Administrator: Una Admin" }).waitFor();
  });

  it("a social media manager who opens the account's edit page gets its details, said so, and no form", async () => {
    await signInAs("sam@uni.edu");
    const manager = p();
    await manager.goto(`${server.url}/dashboard/social-media-accounts/update/${accountId}`);
    await manager.getByRole("heading", { level: 1, name: ACCOUNT }).waitFor();
    await manager.getByRole("status").getByText("Your role may view this account but not edit it", { exact: false }).waitFor();
    await manager.getByRole("tab", { name: "Access & Users" }).click();
    await manager.getByRole("tabpanel").getByText("Sam Manager").first().waitFor();
    expect(await manager.getByRole("form").count()).toBe(0);
    expect(await manager.getByRole("button", { name: "Save" }).count()).toBe(0);
    expect(await manager.getByRole("textbox").count()).toBe(0);
    await manager.getByRole("link", { name: "Back to Social Media" }).click();
    await manager.waitForURL(/\/dashboard\/social-media-accounts$/);
  });
});
