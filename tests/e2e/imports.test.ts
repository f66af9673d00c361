// The import wizard end to end (issue 32), in Chromium against the real server and built UI: a
// super admin opens Import from the sidebar, chooses Units, picks a CSV with the file button, keeps
// the suggested mapping, runs the dry run (every row's outcome listed), imports, opens the
// import's record (the file's own SHA-256) and finds the units in the Units list. A file with a row
// the unit form would refuse first shows that row's field and reason, and cannot be imported. The screens pass
// axe, and on a phone nothing runs off the side.
import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { describeViolations, seriousViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { screenshotOnFailure } from "../support/e2e-setup.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const ROOT = { name: "Root Admin", email: "root@uni.edu", password: "a long password" };
const CSV = [
  "Unit path,Type,Status,Unit admin e-mail",
  "University of the Andes,higher_education_institution,active,root@uni.edu",
  "University of the Andes / Faculty of Science,school_faculty,active,root@uni.edu",
  "University of the Andes / Faculty of Science / Physics,department,active,root@uni.edu",
  "",
].join("\r\n");
// The same file with a row no unit form would take: refused with its field and reason, and nothing imported.
const WITH_A_BAD_ROW = CSV.replace("school_faculty", "not_a_type");

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ apiOnly: false, env: { LOG_LEVEL: "warn" } });
  const first = await http(server.url, "POST", "/api/create-first-user", { body: ROOT });
  if (first.status !== 201) throw new Error(`first user: ${first.status} ${JSON.stringify(first.body)}`);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 }, reducedMotion: "reduce" });
});
afterEach(async (ctx) => screenshotOnFailure(page, "imports", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectAccessible(where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

async function chooseFile(text: string): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose a file" }).click();
  await (await chooser).setFiles({ name: "units.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
}

async function fitsAPhone(): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe("importing units from a CSV file in the dashboard", () => {
  it("uploads, maps, checks, imports, and the record and the Units list show it", async () => {
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel("Email").fill(ROOT.email);
    await page.getByLabel("Password").fill(ROOT.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Import" }).click();
    await page.getByRole("heading", { level: 1, name: "Past imports" }).waitFor();
    await page.getByRole("button", { name: "New import" }).click();

    await page.getByRole("heading", { level: 2, name: "Step 1 of 4: Choose a file" }).waitFor();
    await page.getByRole("radio", { name: /^Units/ }).check();
    await expectAccessible("the wizard's first step");
    await fitsAPhone();
    await chooseFile(WITH_A_BAD_ROW);
    await page.getByRole("button", { name: "Check the file" }).click();
    const refused = page.getByRole("table", { name: "Outcome of every row" }).getByRole("row").filter({ hasText: "Refused" });
    await expect.poll(() => refused.count()).toBe(1);
    expect(await refused.getByRole("cell").nth(3).textContent()).toMatch(/^Type: ./);
    await page.getByText(/^The import is all or nothing: 1 row is refused/).waitFor();
    expect(await page.getByRole("button", { name: "Import 3 rows" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Back to the mapping" }).click();
    await page.getByRole("button", { name: "Choose another file" }).click();
    await chooseFile(CSV);

    // The suggestion maps each header to the field it names.
    await page.getByRole("heading", { level: 2, name: "Step 2 of 4: Map the columns" }).waitFor();
    expect(await page.getByRole("combobox", { name: /^Unit path/ }).inputValue()).toBe("Unit path");
    expect(await page.getByRole("combobox", { name: /^Unit admin e-mail/ }).inputValue()).toBe("Unit admin e-mail");
    await expectAccessible("the mapping step");
    await page.getByRole("button", { name: "Check the file" }).click();

    await page.getByText("The dry run is finished: nothing was changed.").waitFor();
    const outcomes = page.getByRole("table", { name: "Outcome of every row" });
    await expect.poll(() => outcomes.getByRole("row").count()).toBe(4);
    expect(await outcomes.getByText("Created", { exact: true }).count()).toBe(3);
    await expectAccessible("the dry run's outcome");
    await fitsAPhone();
    // Nothing was written by the dry run.
    expect(JSON.stringify((await http(server.url, "GET", "/api/organization?search=Physics", { token: await token() })).body.docs)).toBe("[]");

    await page.getByRole("button", { name: "Import 3 rows" }).click();
    await page.getByText("Imported: 3 created, 0 updated, 0 unchanged.").waitFor();
    await page.getByRole("link", { name: "Open the record of this import" }).click();

    await page.getByRole("heading", { level: 1, name: /^Import #\d+$/ }).waitFor();
    await page.getByText(createHash("sha256").update(CSV).digest("hex")).waitFor();
    await page.getByRole("table", { name: "Outcome of every row when it was imported" }).getByRole("row").nth(3).waitFor();
    await expectAccessible("the import's record");
    await fitsAPhone();

    await page.getByRole("link", { name: "Back to the past imports" }).click();
    // Both uploads are on record: the refused file checked, the corrected one imported.
    const past = page.getByRole("table", { name: "Past imports" });
    await expect.poll(() => past.getByRole("link", { name: "units.csv" }).count()).toBe(2);
    expect(await past.getByRole("row").nth(1).getByText("Imported").count()).toBe(1);
    expect(await past.getByRole("row").nth(2).getByText("Checked").count()).toBe(1);
    await expectAccessible("the past imports");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Units" }).click();
    const units = page.getByRole("table");
    for (const name of ["University of the Andes", "Faculty of Science", "Physics"]) await units.getByRole("cell", { name, exact: true }).first().waitFor();
  });
});

async function token(): Promise<string> {
  return String((await http(server.url, "POST", "/api/users/login", { body: { email: ROOT.email, password: ROOT.password } })).body.token);
}
