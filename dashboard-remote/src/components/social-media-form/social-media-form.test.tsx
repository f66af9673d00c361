import { ERRORS, TOASTS, VALIDATION, dateInZone } from "@steward/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { OPTIONS, makeAccount } from "../../pages/social-media-accounts/social-media-fixtures.ts";
import { translatorFor } from "../../i18n/i18n-context.ts";
import { INSTITUTION_LOCALE, formatsFor } from "../format/formats.ts";

/** The English catalogue: what an English reader sees. */
const en = translatorFor("en");

/** The server's scoped lists, searched by name (and e-mail), a page of `limit`. */
const searched = <T extends { name: string; email?: string }>(docs: readonly T[]) => (call: { query: URLSearchParams }) => {
  const words = (call.query.get("search") ?? "").toLowerCase();
  const limit = Number(call.query.get("limit") ?? 10);
  const found = docs.filter((doc) => `${doc.name} ${doc.email ?? ""}`.toLowerCase().includes(words));
  return { status: 200, body: listOf(found.slice(0, limit), 1, limit, found.length) };
};

function formApi(createAnswer: { status: number; body?: unknown }) {
  const api = createFakeApi();
  api.on("GET /api/organization", searched(OPTIONS.units));
  api.on("GET /api/users", searched(OPTIONS.users));
  api.on("GET /api/social-medias", { status: 200, body: listOf([]) });
  api.on("POST /api/social-medias", createAnswer);
  return api;
}

const SINGLE = ["Unit", "Administrator", "Backup Administrator"];

/** Opens a picker by its label, searches when asked to, and chooses the option that reads `option`. */
async function choose(events: Awaited<ReturnType<typeof openCreate>>["events"], label: string, option: string, search?: string) {
  await events.click(screen.getByRole("button", { name: new RegExp(`^${label}(:|$)`) }));
  if (search !== undefined) await events.type(screen.getByRole("searchbox"), search);
  const single = SINGLE.includes(label);
  await events.click(await screen.findByRole(single ? "radio" : "checkbox", { name: option }));
  // A single choice closes its panel; a list of choices is closed by its button.
  if (!single) await events.click(screen.getByRole("button", { name: new RegExp(`^${label}(:|$)`) }));
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: "input, select, textarea" });

async function openCreate(role: "super_admin" | "unit_admin", answer = { status: 201, body: { doc: makeAccount(9, { status: role === "super_admin" ? "active" : "pending_approval" }) } }) {
  const view = renderDashboard({ path: "/dashboard/social-media-accounts/create", user: makeUser(role), api: formApi(answer) });
  await screen.findByRole("heading", { level: 1, name: "Create Social Media Account" });
  await screen.findByRole("form", {}, { timeout: 5000 });
  return view;
}

async function fillValid(events: Awaited<ReturnType<typeof openCreate>>["events"]) {
  await events.type(field("Account Name"), "Science YouTube");
  await events.type(field("Profile URL"), "https://www.youtube.com/@science");
  await events.selectOptions(field("Platform"), "youtube");
  await choose(events, "Unit", "Faculty of Science");
  await choose(events, "Administrator", "Una Admin (ua@uni.edu)");
  await events.type(field("Admin Contact Emails"), "social@uni.edu, web@uni.edu");
  await choose(events, "Social Media Managers", "Fay Staff (staff@uni.edu)");
}

describe("create-social-media form", () => {
  it("ends with the product's button order: Cancel, then the primary action", async () => {
    await openCreate("super_admin");
    const form = screen.getByRole("form");
    const buttons = [...form.querySelectorAll(":scope > div:last-child button")].map((button) => button.textContent);
    expect(buttons).toEqual(["Cancel", "Create account"]);
  });

  it("starts with today's creation date (disabled), verification pending, third-party no and its fields hidden", async () => {
    await openCreate("super_admin");
    const creation = field("Creation Date") as HTMLInputElement;
    // Written as every date of the product is (es-CO: day first), not as the browser would.
    expect(creation.value).toBe(formatsFor(INSTITUTION_LOCALE).date(dateInZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)));
    expect(creation.disabled).toBe(true);
    expect((field("Verification Status") as HTMLSelectElement).value).toBe("pending");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "No" }).checked).toBe(true);
    expect(screen.queryByLabelText("Third-Party Provider")).toBeNull();
    expect(screen.queryByLabelText("Third-Party Contact")).toBeNull();
  });

  it("shows the third-party provider and contact only when third-party management is yes", async () => {
    const { events } = await openCreate("super_admin");
    await events.click(screen.getByRole("radio", { name: "Yes" }));
    expect(field("Third-Party Provider")).toBeTruthy();
    expect(field("Third-Party Contact")).toBeTruthy();
    await events.click(screen.getByRole("radio", { name: "No" }));
    expect(screen.queryByLabelText("Third-Party Provider")).toBeNull();
  });

  it("shows the section 5 messages and the summary, and sends nothing", async () => {
    const { events, api } = await openCreate("super_admin");
    await events.type(field("Profile URL"), "not a url");
    await events.type(field("Contact Phone"), "0123");
    await choose(events, "Administrator", "Sam Manager (smm@uni.edu)");
    await choose(events, "Backup Administrator", "Sam Manager (smm@uni.edu)");
    await events.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(screen.getAllByRole("alert").some((el) => el.textContent?.startsWith(VALIDATION.formSummary))).toBe(true));
    for (const message of [
      VALIDATION.accountNameRequired,
      VALIDATION.invalidUrl,
      VALIDATION.adminContactEmailRequired,
      VALIDATION.socialMediaManagerRequired,
      VALIDATION.adminsMustDiffer,
      VALIDATION.invalidPhone,
      VALIDATION.fieldRequired,
    ]) {
      expect(screen.getAllByText(message, { exact: false }).length, message).toBeGreaterThan(0);
    }
    // The admins message sits under Backup Administrator.
    const backupField = screen.getByRole("button", { name: /^Backup Administrator:/ }).closest(".fui-Field") as HTMLElement;
    expect(within(backupField).getByText(VALIDATION.adminsMustDiffer)).toBeTruthy();
    expect(api.callsTo("POST /api/social-medias")).toHaveLength(0);
  });

  it("a super admin's account: sends the fields, toasts 'created successfully', goes back to the list", async () => {
    const { events, api, router } = await openCreate("super_admin");
    await fillValid(events);
    await events.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/social-media-accounts"));
    expect((await screen.findAllByText(TOASTS.socialMediaCreated)).length).toBeGreaterThan(0);
    expect(api.callsTo("POST /api/social-medias")[0]?.body).toMatchObject({
      name: "Science YouTube",
      profileUrl: "https://www.youtube.com/@science",
      platform: "youtube",
      organization: [10],
      primaryAdmin: 2,
      backupAdmin: null,
      adminContactEmails: ["social@uni.edu", "web@uni.edu"],
      socialMediaManagers: [4],
      thirdPartyManagement: "no",
      verificationStatus: "pending",
    });
  });

  it("searches units and people on the server, a page at a time, and never asks for every unit and user", async () => {
    const { events, api } = await openCreate("unit_admin");
    await choose(events, "Unit", "Chemistry", "chem");
    await waitFor(() => expect(api.callsTo("GET /api/organization").some((call) => call.query.get("search") === "chem")).toBe(true));
    const unitSearch = api.callsTo("GET /api/organization").find((call) => call.query.get("search") === "chem")!;
    expect(unitSearch.query.get("limit")).toBe("20");
    // Typed words wait for the debounce: one request for the whole word, not one per letter.
    expect(api.callsTo("GET /api/organization").filter((call) => ["c", "ch", "che"].includes(call.query.get("search") ?? ""))).toHaveLength(0);
    expect(screen.getByRole("button", { name: /^Unit: Chemistry$/ })).toBeTruthy();
    await choose(events, "Social Media Managers", "Fay Staff (staff@uni.edu)", "staff@");
    await waitFor(() => expect(api.callsTo("GET /api/users").some((call) => call.query.get("search") === "staff@")).toBe(true));
    const peopleSearch = api.callsTo("GET /api/users").find((call) => call.query.get("search") === "staff@")!;
    expect(peopleSearch.query.get("limit")).toBe("20");
    expect(peopleSearch.query.get("status")?.split(",").sort()).toEqual(["active", "inactive", "pending_activation"]);
    expect(api.callsTo("GET /api/social-medias/options")).toHaveLength(0);
  });

  it("says how many more the server would find than the picker shows", async () => {
    const api = formApi({ status: 201 });
    const many = Array.from({ length: 45 }, (_, i) => ({ id: 100 + i, name: `Department ${String(i).padStart(2, "0")}` }));
    api.on("GET /api/organization", searched(many));
    const { events } = renderDashboard({ path: "/dashboard/social-media-accounts/create", user: makeUser("super_admin"), api });
    await screen.findByRole("form", {}, { timeout: 5000 });
    await events.click(screen.getByRole("button", { name: /^Other Units(:|$)/ }));
    expect(await screen.findByText("20 of 45: type to narrow the search.")).toBeTruthy();
    expect(screen.getAllByRole("checkbox").filter((box) => /^Department/.test(box.closest("label")?.textContent ?? ""))).toHaveLength(20);
  });

  it("a unit admin's account: 'created successfully and is pending approval'", async () => {
    const { events } = await openCreate("unit_admin");
    await fillValid(events);
    await events.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findAllByText(TOASTS.socialMediaCreatedPending)).length).toBeGreaterThan(0);
  });

  it("a server validation error lands on the field, with the error toast", async () => {
    const { events, router } = await openCreate("unit_admin", {
      status: 400,
      body: { name: "ValidationError", message: "Validation failed", errors: [{ path: "organization", message: VALIDATION.socialMediaUnitUnknown }] },
    } as never);
    await fillValid(events);
    await events.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findAllByText(ERRORS.socialMediaCreateToast)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByRole("alert").some((el) => el.textContent?.includes(ERRORS.socialMediaCreateFailed))).toBe(true));
    expect(screen.getAllByText(VALIDATION.socialMediaUnitUnknown, { exact: false }).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe("/dashboard/social-media-accounts/create");
  });

  it("Cancel goes back to the list; a social media manager cannot open the form", async () => {
    const { events, router } = await openCreate("super_admin");
    await events.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/social-media-accounts"));

    const smm = renderDashboard({ path: "/dashboard/social-media-accounts/create", user: makeUser("social_media_manager"), api: formApi({ status: 201 }) });
    await waitFor(() => expect(smm.router.state.location.pathname).toBe("/dashboard/social-media-accounts"));
  });
});

describe("edit-social-media form", () => {
  it("loads the account, sends the change and returns to the list", async () => {
    const api = formApi({ status: 201 });
    const account = makeAccount(5, { thirdPartyManagement: "yes", thirdPartyProvider: "Agency", linkedTools: ["Canva"] });
    api.on("GET /api/social-medias/5", { status: 200, body: { doc: account } });
    api.on("PATCH /api/social-medias/5", { status: 200, body: { doc: account } });
    const { events, router } = renderDashboard({ path: "/dashboard/social-media-accounts/update/5", user: makeUser("unit_admin"), api });
    await screen.findByRole("form", {}, { timeout: 5000 });
    expect((field("Account Name") as HTMLInputElement).value).toBe("Account 5");
    expect((field("Third-Party Provider") as HTMLInputElement).value).toBe("Agency");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Canva" }).checked).toBe(true);
    await events.clear(field("Account Name"));
    await events.type(field("Account Name"), "Renamed");
    await events.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/social-media-accounts"));
    expect(api.callsTo("PATCH /api/social-medias/5")[0]?.body).toMatchObject({ name: "Renamed", thirdPartyProvider: "Agency", organization: [10] });
  });

  it("names the account's current units with their paths, like the picker's search results, so namesakes are told apart", async () => {
    const api = formApi({ status: 201 });
    const here = { id: 21, name: "Agriculture Admissions", pathNames: ["Northbridge", "Department of Journalism", "Agriculture Admissions"] };
    const also = { id: 22, name: "Agriculture Admissions", pathNames: ["Northbridge", "School of Farming", "Agriculture Admissions"] };
    api.on("GET /api/organization", searched([here, also, { id: 23, name: "Agriculture Admissions", pathNames: ["Northbridge", "Health System", "Agriculture Admissions"] }]));
    api.on("GET /api/social-medias/5", { status: 200, body: { doc: makeAccount(5, { organization: here, organizations: [here, also] }) } });
    const { events } = renderDashboard({ path: "/dashboard/social-media-accounts/update/5", user: makeUser("unit_admin"), api });
    await screen.findByRole("form", {}, { timeout: 5000 });
    // The button says the chosen unit whole, as its option does.
    expect(screen.getByRole("button", { name: /^Unit(:|$)/ }).textContent).toBe("Agriculture Admissions (Northbridge › Department of Journalism)");
    await events.click(screen.getByRole("button", { name: /^Unit(:|$)/ }));
    const chosen = await screen.findByRole<HTMLInputElement>("radio", { name: "Agriculture Admissions (Northbridge › Department of Journalism)" });
    expect(chosen.checked).toBe(true);
    await events.click(screen.getByRole("button", { name: /^Unit(:|$)/ }));
    await events.click(screen.getByRole("button", { name: /^Other Units(:|$)/ }));
    expect((await screen.findByRole<HTMLInputElement>("checkbox", { name: "Agriculture Admissions (Northbridge › School of Farming)" })).checked).toBe(true);
  });

  it("offers a social media manager the account's details, said so, and no form", async () => {
    const api = formApi({ status: 201 });
    api.on("GET /api/social-medias/5", { status: 200, body: { doc: makeAccount(5) } });
    api.on("GET /api/social-medias/saved-latest-post", { status: 200, body: { success: true, data: null, message: "" } });
    renderDashboard({ path: "/dashboard/social-media-accounts/update/5", user: makeUser("social_media_manager"), api });
    await screen.findByRole("heading", { level: 1, name: "Account 5" });
    expect(screen.getByRole("status").textContent).toBe(en("loadProblem.mayNotEditAccount"));
    expect(screen.getByRole("tab", { name: "Overview" })).toBeTruthy();
    expect(screen.getByRole("link", { name: en("loadProblem.backToAccounts") }).getAttribute("href")).toBe("/dashboard/social-media-accounts");
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(api.callsTo("PATCH /api/social-medias/5")).toHaveLength(0);
  });
});
