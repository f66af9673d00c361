import { ERRORS, TOASTS, UI, VALIDATION, policyDocumentSchema, type PolicyDoc } from "@steward/shared";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { POLICY, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { translatorFor } from "../../i18n/i18n-context.ts";

/** The English catalogue: what an English reader sees. */
const en = translatorFor("en");


// The editor is a lazy chunk and the machine may be busy: give first renders more than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

function policyApi() {
  const api = createFakeApi();
  api.on("GET /api/policies/current", { status: 200, body: { policy: POLICY, accepted: true } });
  return api;
}

const editorBox = async () => screen.findByRole("textbox", { name: "Policy text" });

/**
 * The open preview, found by role and its title's text. Under happy-dom, Fluent's focus manager
 * marks an open dialog aria-hidden at some moment after it opens (focus does not move there as in
 * a browser), and an aria-hidden subtree has no accessible names, so names are not queried here;
 * tests/e2e/accessibility.test.ts checks in Chromium that the preview stays exposed and named.
 */
/** The publish confirmation (aria-hidden under happy-dom at times, as the preview is). */
async function publishConfirmation(): Promise<HTMLElement> {
  const dialog = await screen.findByRole("alertdialog", { hidden: true });
  expect(document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent).toBe(en("confirm.publishTitle"));
  expect(dialog.textContent).toContain(en("confirm.publishBody"));
  return dialog;
}

async function openedPreview(): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", { hidden: true });
  expect(document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Policy preview");
  return dialog;
}

describe("Policy page", { timeout: 40_000 }, () => {
  it("lets the super admin format, preview and save a new version", async () => {
    const api = policyApi();
    api.on("POST /api/policies", (call) => {
      const body = call.body as { text: PolicyDoc["text"] };
      return { status: 201, body: { doc: { id: 8, version: 3, text: body.text, createdAt: "2024-02-01T00:00:00.000Z" } } };
    });
    const { events } = renderDashboard({ path: "/dashboard/policies", user: makeUser("super_admin"), api });

    const box = await editorBox();
    expect(box.getAttribute("contenteditable")).toBe("true");
    expect(screen.queryByText(UI.noPermissionToSavePolicies)).toBeNull();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    for (const name of ["Heading 1", "Heading 2", "Heading 3", "Bold", "Italic", "Underline", "Strikethrough", "Align center", "Align justify"]) {
      // A press does not take the focus from the editor (false: its default was prevented).
      expect(fireEvent.mouseDown(within(toolbar).getByRole("button", { name }))).toBe(false);
    }
    // The caret starts in the first block: make it a level-2 heading, aligned right.
    await events.click(within(toolbar).getByRole("button", { name: "Heading 2" }));
    await events.click(within(toolbar).getByRole("button", { name: "Align right" }));

    await events.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await openedPreview();
    expect(within(preview).getByText("Social media policy").closest("h2")).not.toBeNull();
    await events.click(within(preview).getByText("Close", { selector: "button" }));
    await waitFor(() => expect(screen.queryAllByRole("dialog", { hidden: true })).toHaveLength(0));

    await events.click(screen.getByRole("button", { name: "Save" }));
    // Publishing reaches everyone: nothing is sent until the author confirms.
    const confirmation = await publishConfirmation();
    expect(api.callsTo("POST /api/policies")).toHaveLength(0);
    await events.click(within(confirmation).getByText(en("confirm.publish"), { selector: "button" }));
    expect((await screen.findAllByText(TOASTS.policySaved)).length).toBeGreaterThan(0);
    const [saved] = api.callsTo("POST /api/policies");
    const text = (saved?.body as { text: unknown }).text;
    expect(policyDocumentSchema.safeParse(text).success).toBe(true);
    expect(text).toMatchObject({ content: [{ type: "heading", attrs: { level: 2, textAlign: "right" } }, { type: "paragraph" }] });
    expect(await screen.findByText(/Version 3/)).toBeTruthy();
  });

  it("keeps Ctrl+B and Cmd+B in the editor (bold), away from the sidebar", async () => {
    const { events } = renderDashboard({ path: "/dashboard/policies", user: makeUser("super_admin"), api: policyApi() });
    const box = await editorBox();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    await events.click(box);
    await events.keyboard("{Control>}b{/Control}");
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeTruthy();
    await events.keyboard("bold words");
    await waitFor(() => expect(box.querySelector("strong")?.textContent).toBe("bold words"));
    await events.keyboard("{Meta>}b{/Meta}");
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeTruthy();
    // Outside the editor the shortcut is the sidebar's again.
    await events.click(screen.getByRole("heading", { level: 1, name: "Policy" }));
    await events.keyboard("{Control>}b{/Control}");
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull());
  });

  it("says so when saving fails", async () => {
    const api = policyApi();
    api.on("POST /api/policies", { status: 400, body: { name: "ValidationError", message: "bad", errors: [] } });
    const { events } = renderDashboard({ path: "/dashboard/policies", user: makeUser("super_admin"), api });
    await editorBox();
    await events.click(screen.getByRole("button", { name: "Save" }));
    await events.click(within(await publishConfirmation()).getByText(en("confirm.publish"), { selector: "button" }));
    expect((await screen.findAllByText(ERRORS.policySaveFailed)).length).toBeGreaterThan(0);
  });

  it("shows the server's reason when it refuses an unchanged policy", async () => {
    const api = policyApi();
    api.on("POST /api/policies", { status: 400, body: { name: "ValidationError", message: "Invalid input", errors: [{ path: "text", message: VALIDATION.policyUnchanged }] } });
    const { events } = renderDashboard({ path: "/dashboard/policies", user: makeUser("super_admin"), api });
    await editorBox();
    await events.click(screen.getByRole("button", { name: "Save" }));
    const confirmation = await publishConfirmation();
    await events.click(within(confirmation).getByText(en("confirm.publish"), { selector: "button" }));
    await waitFor(() => expect(confirmation.textContent).toContain(VALIDATION.policyUnchanged));
    expect(screen.queryAllByText(TOASTS.policySaved)).toHaveLength(0);
  });

  it("sends nothing when the author cancels the confirmation", async () => {
    const api = policyApi();
    const { events } = renderDashboard({ path: "/dashboard/policies", user: makeUser("super_admin"), api });
    await editorBox();
    await events.click(screen.getByRole("button", { name: "Save" }));
    await events.click(within(await publishConfirmation()).getByText(en("confirm.cancel"), { selector: "button" }));
    await waitFor(() => expect(screen.queryAllByRole("alertdialog", { hidden: true })).toHaveLength(0));
    expect(api.callsTo("POST /api/policies")).toHaveLength(0);
  });

  for (const role of ["unit_admin", "social_media_manager"] as const) {
    it(`shows ${role} a read-only editor and a disabled Save with the reason`, async () => {
      const api = policyApi();
      const { events } = renderDashboard({ path: "/dashboard/policies", user: makeUser(role), api });
      const box = await editorBox();
      expect(box.getAttribute("contenteditable")).toBe("false");
      expect(screen.queryByRole("toolbar", { name: "Formatting" })).toBeNull();
      expect(screen.getByText(UI.noPermissionToSavePolicies)).toBeTruthy();

      const save = screen.getByRole("button", { name: "Save" });
      expect(save.getAttribute("aria-disabled")).toBe("true");
      await events.hover(save);
      expect((await screen.findByRole("tooltip")).textContent).toBe(UI.onlySuperAdminSavesTooltip);
      await events.click(save);
      expect(api.callsTo("POST /api/policies")).toHaveLength(0);

      await events.click(screen.getByRole("button", { name: "Preview" }));
      expect(within(await openedPreview()).getByText("Social media policy").closest("h1, h2, h3")).not.toBeNull();
    });
  }

  it("starts from an empty document when no policy exists yet", async () => {
    const api = createFakeApi();
    api.on("GET /api/policies/current", { status: 200, body: { policy: null, accepted: true } });
    renderDashboard({ path: "/dashboard/policies", user: makeUser("super_admin"), api });
    await editorBox();
    await waitFor(() => expect(screen.getByText("No policy has been published yet.")).toBeTruthy());
  });
});

describe("Policy page, leaving", { timeout: 40_000 }, () => {
  it("asks before leaving an edited policy, and not after publishing it", async () => {
    const api = policyApi();
    api.on("POST /api/policies", (call) => ({ status: 201, body: { doc: { id: 8, version: 3, text: (call.body as { text: PolicyDoc["text"] }).text, createdAt: "2024-02-01T00:00:00.000Z" } } }));
    const { events, router } = renderDashboard({ path: "/dashboard/policies", user: makeUser("super_admin"), api });
    await events.click(await editorBox());
    await events.keyboard("New rule. ");

    await events.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Units" }));
    const dialog = await screen.findByRole("alertdialog", { hidden: true });
    expect(dialog.textContent).toContain(en("leave.title"));
    await events.click(within(dialog).getByText(en("leave.stay"), { selector: "button" }));
    await waitFor(() => expect(screen.queryAllByRole("alertdialog", { hidden: true })).toHaveLength(0));
    expect(router.state.location.pathname).toBe("/dashboard/policies");

    await events.click(screen.getByRole("button", { name: "Save" }));
    await events.click(within(await publishConfirmation()).getByText(en("confirm.publish"), { selector: "button" }));
    expect((await screen.findAllByText(TOASTS.policySaved)).length).toBeGreaterThan(0);
    await events.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Units" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/units"));
  });
});
