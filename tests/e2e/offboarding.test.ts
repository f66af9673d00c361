// Offboarding with handover (issue 19), in Chromium against the real server and built UI: the
// super admin offboards an administrator from the user's details dialog (what she holds, who
// takes over, confirm), every account she held is handed over, and the handover tasks are closed,
// the successor's on the Handover tasks page and the rest from the account's Handover section,
// until her offboarding is complete.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../support/chromium.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let rootBrowser: Browser;
let samBrowser: Browser;
let root: Page;
let sam: Page;
let token = "";
const ROOT = { name: "Root Admin", email: "root@uni.edu", password: "a long password" };
const PASSWORD = "a long enough password";
const ids = { unit: 0, pat: 0, sam: 0, mia: 0, instagram: 0, facebook: 0 };

async function created(path: string, body: unknown): Promise<number> {
  const res = await http(server.url, "POST", path, { token, body });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.doc.id);
}

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: process.env["E2E_LOG_LEVEL"] ?? "warn" } });
  rootBrowser = await launchChromium();
  samBrowser = await launchChromium();
  root = await rootBrowser.newPage({ viewport: { width: 1366, height: 768 } });
  sam = await samBrowser.newPage({ viewport: { width: 1366, height: 768 } });
  const first = await http(server.url, "POST", "/api/create-first-user", { body: ROOT });
  token = (await http(server.url, "POST", "/api/users/login", { body: { email: ROOT.email, password: ROOT.password } })).body.token;
  ids.unit = await created("/api/organization", { name: "Department of Physics", type: "higher_education_institution", admin: first.body.user.id });
  const person = (name: string, email: string, role: string) => ({ name, email, role, status: "active", organizations: [ids.unit], password: PASSWORD });
  ids.pat = await created("/api/users", person("Pat Leaving", "pat@uni.edu", "unit_admin"));
  ids.sam = await created("/api/users", person("Sam Successor", "sam@uni.edu", "unit_admin"));
  ids.mia = await created("/api/users", person("Mia Manager", "mia@uni.edu", "social_media_manager"));
  const account = (name: string, platform: string, primaryAdmin: number, backupAdmin: number, managers: number[]) => ({
    name,
    profileUrl: `https://www.${platform}.com/physics`,
    platform,
    creationDate: "2024-01-10",
    organization: [ids.unit],
    primaryAdmin,
    backupAdmin,
    adminContactEmails: ["physics@uni.edu"],
    thirdPartyManagement: "no",
    socialMediaManagers: managers,
  });
  ids.instagram = await created("/api/social-medias", account("Physics on Instagram", "instagram", ids.pat, ids.mia, [ids.mia]));
  ids.facebook = await created("/api/social-medias", account("Physics on Facebook", "facebook", ids.mia, ids.pat, [ids.pat]));
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail") {
    for (const [who, page] of [["root", root], ["sam", sam]] as const) {
      await page?.screenshot({ path: `test-results/e2e-offboarding-${who}-${ctx.task.name.replace(/\W+/g, "-")}.png` }).catch(() => undefined);
    }
  }
});
afterAll(async () => {
  if (process.env["E2E_LOG_LEVEL"]) console.log(server?.output());
  await rootBrowser?.close();
  await samBrowser?.close();
  await server?.stop();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe("offboarding an administrator", () => {
  it("the super admin offboards her from her details: every account handed over, tasks opened", async () => {
    await signIn(root, ROOT.email, ROOT.password);
    await root.goto(`${server.url}/dashboard/users`);
    const row = root.getByRole("row").filter({ hasText: "Pat Leaving" });
    await row.getByRole("button", { name: "View details" }).click();
    await root.getByRole("dialog").getByRole("button", { name: "Offboard this person" }).click();
    await root.waitForURL(/\/dashboard\/users\/offboard\/\d+$/);

    // Step 1: what she holds, and what blocks a plain deactivation.
    await root.getByRole("heading", { name: "Offboard Pat Leaving" }).waitFor();
    const accounts = root.getByRole("region", { name: "Accounts" });
    await accounts.getByText("Physics on Instagram").waitFor();
    await accounts.getByText("Physics on Facebook").waitFor();
    await root.getByText("Primary administrator of Physics on Instagram, in Department of Physics").waitFor();
    await root.getByRole("button", { name: "Next" }).click();

    // Step 2: Sam succeeds her everywhere (the default for each account).
    await root.getByRole("button", { name: /^Successor/ }).click();
    await root.getByRole("radio", { name: "Sam Successor (sam@uni.edu)" }).click();
    await root.getByLabel("Note (kept in the audit log)").fill("Pat moved to another university");
    await root.getByRole("button", { name: "Next" }).click();

    // Step 3: confirm what will happen.
    const summary = root.getByRole("list", { name: "Accounts" });
    await summary.getByText("Physics on Instagram: primary Sam Successor (sam@uni.edu), backup Mia Manager (mia@uni.edu)").waitFor();
    await summary.getByText("Physics on Facebook: primary Mia Manager (mia@uni.edu), backup Sam Successor (sam@uni.edu)").waitFor();
    await root.getByText(/6 handover tasks will be opened/).waitFor();
    await root.getByRole("button", { name: "Offboard", exact: true }).click();

    // Lands on her handover tasks.
    await root.waitForURL(/\/dashboard\/handover-tasks/);
    const table = root.getByRole("table", { name: "Handover tasks" });
    await expect.poll(() => table.getByRole("row").filter({ hasText: "Pat Leaving" }).count()).toBe(6);

    const pat = await http(server.url, "GET", `/api/users/${ids.pat}`, { token });
    expect(pat.body.doc).toMatchObject({ status: "inactive", offboardingCompleted: false });
    const instagram = await http(server.url, "GET", `/api/social-medias/${ids.instagram}`, { token });
    expect([instagram.body.doc.primaryAdmin.name, instagram.body.doc.backupAdmin.name]).toEqual(["Sam Successor", "Mia Manager"]);
    const facebook = await http(server.url, "GET", `/api/social-medias/${ids.facebook}`, { token });
    expect([facebook.body.doc.primaryAdmin.name, facebook.body.doc.backupAdmin.name, facebook.body.doc.socialMediaManagers]).toEqual(["Mia Manager", "Sam Successor", []]);
    expect((await http(server.url, "POST", "/api/users/login", { body: { email: "pat@uni.edu", password: PASSWORD } })).status).toBe(401);
  });

  it("the successor closes his tasks on the Handover tasks page", async () => {
    await signIn(sam, "sam@uni.edu", PASSWORD);
    await sam.goto(`${server.url}/dashboard/handover-tasks`);
    const table = sam.getByRole("table", { name: "Handover tasks" });
    const mine = table.getByRole("row").filter({ hasText: "Physics on Instagram" });
    await expect.poll(() => mine.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      await mine.getByRole("button", { name: /^Mark done/ }).first().click();
      const dialog = sam.getByRole("dialog");
      await dialog.getByLabel("Note").fill("Done with the team's password manager");
      await dialog.getByRole("button", { name: "Mark done" }).click();
      await dialog.waitFor({ state: "detached" }).catch(() => dialog.waitFor({ state: "hidden" }));
      await expect.poll(() => mine.getByRole("button", { name: /^Mark done/ }).count()).toBe(2 - i);
    }
    await expect.poll(() => mine.getByText("Done", { exact: true }).count()).toBe(3);
  });

  it("the super admin closes the rest from the account's Handover section, and her offboarding is complete", async () => {
    await root.goto(`${server.url}/dashboard/social-media-accounts`);
    await root.getByRole("row").filter({ hasText: "Physics on Facebook" }).getByRole("button", { name: "View details" }).click();
    const dialog = root.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Access & Users" }).click();
    const handover = dialog.getByRole("region", { name: "Handover" });
    await expect.poll(() => handover.getByRole("button", { name: /^Mark done/ }).count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      await handover.getByRole("button", { name: /^Mark done/ }).first().click();
      const close = root.getByRole("dialog").filter({ hasText: "Mark done:" });
      await close.getByRole("button", { name: "Mark done", exact: true }).click();
      await expect.poll(() => handover.getByRole("button", { name: /^Mark done/ }).count()).toBe(2 - i);
    }
    await expect.poll(async () => (await http(server.url, "GET", `/api/users/${ids.pat}`, { token })).body.doc.offboardingCompleted).toBe(true);
    const open = await http(server.url, "GET", "/api/handover-tasks?state=open,overdue", { token });
    expect(open.body.totalDocs).toBe(0);
  });
});
