// A recertification campaign from creation to evidence export (issue 18), in Chromium against the
// real server and the built UI, as the two roles that run one: the super admin creates and opens it,
// the unit admin works through My Reviews from the keyboard (one key attests, a selection is
// attested at once), both download the evidence, and the super admin closes it. Every campaign page
// passes axe on the way.
import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createClient } from "@libsql/client";
import { seriousViolations, describeViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { screenshotOnFailure } from "../support/e2e-setup.ts";
import { seedUnits } from "../support/seed-units.ts";
import { readerFormats } from "../support/reader-formats.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const PASSWORD = "a long password";
const ROOT = { name: "Ada Admin", email: "ada@uni.edu", password: PASSWORD };
const UNA = "una@uni.edu";

let server: RunningServer;
let browser: Browser;
let page: Page;
let rootToken: string;
let biology: number;
const browserErrors: string[] = [];

async function login(email: string) {
  const res = await http(server.url, "POST", "/api/users/login", { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return String(res.body.token);
}

async function switchTo(email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
}

async function expectAccessible(where: string): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

/** The evidence as the browser downloads it from the campaign's page. */
async function download(linkName: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: linkName }).click()]);
  return readFileSync((await file.path())!, "utf8");
}

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  expect((await http(server.url, "POST", "/api/create-first-user", { body: ROOT })).status).toBe(201);
  rootToken = await login(ROOT.email);
  await seedUnits(server.databaseUrl, "University", ["Biology", "Chemistry"]);
  const units = await http(server.url, "GET", "/api/organization?search=Biology", { token: rootToken });
  biology = units.body.docs.find((u: { name: string }) => u.name === "Biology").id;
  for (const [email, role, name] of [[UNA, "unit_admin", "Una Admin"], ["sam@uni.edu", "social_media_manager", "Sam Manager"]] as const) {
    const res = await http(server.url, "POST", "/api/users", { token: rootToken, body: { name, email, password: PASSWORD, role, status: "active", organizations: [biology] } });
    if (res.status !== 201) throw new Error(`user ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const client = createClient({ url: server.databaseUrl, timeout: 5000 });
  try {
    for (const name of ["Biology Facebook", "=Biology YouTube"]) {
      const row = await client.execute({
        sql: "INSERT INTO social_medias (name, profile_url, platform, creation_date, status, verification_status) VALUES (?, ?, 'facebook', '2026-01-01', 'active', 'verified') RETURNING id",
        args: [name, `https://social.example/${encodeURIComponent(name)}`],
      });
      await client.execute({ sql: "INSERT INTO social_media_units (social_media_id, unit_id, position) VALUES (?, ?, 0)", args: [Number(row.rows[0]?.["id"]), biology] });
    }
  } finally {
    client.close();
  }
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  page.on("pageerror", (error) => browserErrors.push(String(error.stack ?? error)));
  await switchTo(ROOT.email);
});
afterEach(async (ctx) => {
  const failed = ctx.task.result?.state === "fail";
  if (failed && browserErrors.length > 0) console.error(`browser errors:\n${browserErrors.join("\n")}`);
  await screenshotOnFailure(page, "campaigns", ctx.task.name, failed);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const nav = (name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
let campaignPath = "";

describe("a recertification campaign, end to end", () => {
  it("the super admin creates a campaign over the University and opens it", async () => {
    await nav("Campaigns").click();
    await page.waitForURL(/\/dashboard\/campaigns$/);
    await page.getByRole("table", { name: "Campaigns" }).waitFor();
    await expectAccessible("campaigns page");
    await page.getByRole("button", { name: "Create campaign" }).click();
    const dialog = page.getByRole("dialog", { name: "Create recertification campaign" });
    await dialog.getByLabel("Name").fill("Spring recertification");
    // Typed as an English reader writes a date (the field reads its reader's format).
    await dialog.getByLabel("Due date").fill(readerFormats("en").date("2099-12-31"));
    await dialog.getByRole("button", { name: /Unit under review/ }).click();
    await dialog.getByRole("treeitem", { name: "University", exact: true }).locator(":scope > div").first().click();
    await expect.poll(() => dialog.getByRole("button", { name: /Unit under review/ }).textContent()).toContain("University");
    await expectAccessible("create campaign dialog");
    await dialog.getByRole("button", { name: "Create" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("table", { name: "Campaigns" }).getByRole("link", { name: "Open campaign Spring recertification" }).click();
    await page.waitForURL(/\/dashboard\/campaigns\/\d+/);
    campaignPath = new URL(page.url()).pathname;
    await page.getByRole("heading", { level: 1, name: "Spring recertification" }).waitFor();
    await page.getByText("Draft", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Open", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Open Spring recertification" });
    await confirm.getByRole("button", { name: "Open", exact: true }).click();
    await confirm.waitFor({ state: "hidden" });
    // Two accounts and two grants of Biology: four items to review.
    await page.getByText("0 of 4 decided", { exact: false }).first().waitFor();
    await page.getByRole("table", { name: "Items" }).getByRole("cell", { name: "Biology Facebook" }).waitFor();
    await expectAccessible("campaign page");
  });

  it("the unit admin works through My Reviews from the keyboard and downloads the evidence of their units", async () => {
    await switchTo(UNA);
    await nav("My Reviews").click();
    const queue = page.getByRole("listbox", { name: "Items to review" });
    await queue.waitFor();
    await expectAccessible("my reviews");
    await expect.poll(() => queue.getByRole("option").allTextContents()).toEqual([
      expect.stringContaining("=Biology YouTube"),
      expect.stringContaining("Biology Facebook"),
      expect.stringContaining("Sam Manager"),
      expect.stringContaining("Una Admin"),
    ]);
    // The facts to confirm stand beside the active item.
    await page.getByRole("region", { name: "=Biology YouTube" }).getByText("Two-factor sign-in for every administrator").waitFor();
    await queue.focus();
    await page.keyboard.press("a");
    await page.getByText("Attested: =Biology YouTube").first().waitFor();
    await expect.poll(() => queue.getByRole("option").count()).toBe(3);
    // Select the next two and attest them at once.
    await queue.focus();
    await page.keyboard.press("x");
    await page.keyboard.press("j");
    await page.keyboard.press("x");
    await page.keyboard.press("Shift+A");
    await page.getByText("2 items attested").first().waitFor();
    // What is left is her own access: she may not decide it.
    await expect.poll(() => queue.getByRole("option").allTextContents()).toEqual([expect.stringContaining("Una Admin")]);
    await page.getByText("This is your own access: a colleague or the unit above decides it.").waitFor();

    await page.goto(`${server.url}${campaignPath}`);
    await page.getByText("3 of 4 decided", { exact: false }).first().waitFor();
    const csv = download("Export evidence (CSV)");
    const lines = (await csv).trimEnd().split("\r\n");
    expect(lines[0]).toBe("campaignId,campaignName,itemId,kind,unitId,unitName,subjectType,subjectId,subjectName,state,decision,decidedById,decidedByName,decidedAt,note,facts,auditEntryId,auditHash");
    expect(lines).toHaveLength(5);
    const youtube = lines.find((l) => l.includes("Biology YouTube"))!;
    // The formula-looking name is made inert for spreadsheets.
    expect(youtube).toContain(",'=Biology YouTube,decided,attest,");
    expect(youtube).toMatch(/,\d+,[0-9a-f]{64}$/);
  });

  it("the super admin sees the progress, downloads the whole evidence and closes the campaign", async () => {
    await switchTo(ROOT.email);
    await page.goto(`${server.url}${campaignPath}`);
    await page.getByText("3 of 4 decided", { exact: false }).first().waitFor();
    const jsonl = (await download("Export evidence (JSONL)")).trim().split("\n").map((l) => JSON.parse(l));
    expect(jsonl.map((r) => [r.subjectName, r.state, r.decision])).toEqual([
      ["=Biology YouTube", "decided", "attest"],
      ["Biology Facebook", "decided", "attest"],
      ["Sam Manager", "decided", "attest"],
      ["Una Admin", "pending", null],
    ]);
    // The hash in the evidence is the audit entry's own.
    const entry = await http(server.url, "GET", `/api/audit-logs/${jsonl[0].auditEntryId}`, { token: rootToken });
    expect(entry.body.doc).toMatchObject({ action: "attestation", entity: "social-medias" });

    // The attested accounts show as such in the accounts list's filter and on their Security tab.
    await page.goto(`${server.url}/dashboard/social-media-accounts?filters=${encodeURIComponent(JSON.stringify([{ id: "attested", value: ["yes"] }]))}`);
    const accounts = page.getByRole("table", { name: "Social Media" });
    await expect.poll(() => accounts.getByRole("row").count()).toBe(3);

    await page.goto(`${server.url}${campaignPath}`);
    await page.getByRole("button", { name: "Close", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Close Spring recertification" });
    await confirm.getByRole("button", { name: "Close", exact: true }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByText("Closed", { exact: true }).first().waitFor();
    await nav("Campaigns").click();
    await page.getByRole("table", { name: "Campaigns" }).getByRole("link", { name: "Open campaign Spring recertification" }).waitFor();
    await expectAccessible("campaigns page with a closed campaign");
  });
});
