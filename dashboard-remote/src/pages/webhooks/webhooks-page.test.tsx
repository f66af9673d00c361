import type { WebhookDeliveryDoc, WebhookDoc } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { WEBHOOK_TEXTS } from "../notifications/notification-texts.ts";

configure({ asyncUtilTimeout: 10_000 });

const HOOK: WebhookDoc = { id: 4, url: "https://chat.uni.edu/hooks/steward", events: ["flag.raised"], createdAt: "2026-03-15T12:00:00.000Z", createdBy: { id: 1, name: "Root Admin" } };
const FAILED: WebhookDeliveryDoc = {
  id: 9,
  messageId: "msg_abc",
  event: { id: 3, type: "flag.raised" },
  status: "failed",
  attempts: [{ at: "2026-03-15T12:00:05.000Z", status: 500, durationMs: 12, error: "HTTP 500" }],
  nextAttemptAt: null,
  giveUpAt: "2026-03-16T12:00:00.000Z",
  deliveredAt: null,
  createdAt: "2026-03-15T12:00:00.000Z",
};

function webhooksApi(hooks: WebhookDoc[] = [HOOK]) {
  const api = createFakeApi();
  api.on("GET /api/webhooks", () => ({ status: 200, body: { docs: hooks } }));
  api.on(`GET /api/webhooks/${HOOK.id}/deliveries`, { status: 200, body: listOf([FAILED]) });
  api.on(`POST /api/webhooks/${HOOK.id}/deliveries/${FAILED.id}/redeliver`, { status: 202, body: { doc: { ...FAILED, status: "pending" } } });
  api.on(`DELETE /api/webhooks/${HOOK.id}`, { status: 204 });
  return api;
}

describe("Webhooks page", { timeout: 40_000 }, () => {
  it("creates a webhook and shows its signing secret once; a forbidden address is refused under the field", async () => {
    const api = webhooksApi([]);
    let attempts = 0;
    api.on("POST /api/webhooks", (call) => {
      attempts += 1;
      if (attempts === 1) {
        return { status: 400, body: { name: "ValidationError", message: "Validation failed", errors: [{ path: "url", message: "This address is on this machine (169.254.169.254, a cloud metadata service)" }] } };
      }
      const body = call.body as { url: string; events: string[] };
      return { status: 201, body: { doc: { ...HOOK, url: body.url, events: body.events, secret: "whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmU=" } } };
    });
    const { events } = renderDashboard({ path: "/dashboard/webhooks", user: makeUser("super_admin"), api });
    await screen.findByText(WEBHOOK_TEXTS.none);
    await events.click(screen.getByRole("button", { name: WEBHOOK_TEXTS.add }));
    const dialog = await screen.findByRole("dialog", { hidden: true });
    const url = within(dialog).getByRole("textbox", { hidden: true });
    await events.type(url, "https://169.254.169.254/latest");
    await events.click(within(dialog).getByRole("checkbox", { name: "Risk flag raised", hidden: true }));
    await events.click(within(dialog).getByText(WEBHOOK_TEXTS.create, { selector: "button" }));
    expect(await within(dialog).findByText(/a cloud metadata service/)).toBeTruthy();
    expect(api.callsTo("POST /api/webhooks")[0]?.body).toEqual({ url: "https://169.254.169.254/latest", events: ["flag.raised"] });

    await events.clear(url);
    await events.type(url, "https://chat.uni.edu/hooks/steward");
    await events.click(within(dialog).getByRole("checkbox", { name: WEBHOOK_TEXTS.allEvents, hidden: true }));
    await events.click(within(dialog).getByText(WEBHOOK_TEXTS.create, { selector: "button" }));
    const secret = (await screen.findByDisplayValue(/^whsec_/)) as HTMLInputElement;
    expect(secret.value).toBe("whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmU=");
    expect(api.callsTo("POST /api/webhooks")[1]?.body).toEqual({ url: "https://chat.uni.edu/hooks/steward", events: ["*"] });
  });

  it("lists deliveries with their attempts, sends one again, and deletes after confirming", async () => {
    const api = webhooksApi();
    const { events } = renderDashboard({ path: "/dashboard/webhooks", user: makeUser("super_admin"), api });
    await screen.findByText(HOOK.url);
    await events.click(screen.getByRole("button", { name: WEBHOOK_TEXTS.deliveries }));
    const table = await screen.findByRole("table");
    expect(within(table).getByText(/HTTP 500 \(12 ms\)/)).toBeTruthy();
    await events.click(within(table).getByRole("button", { name: WEBHOOK_TEXTS.redeliver }));
    await waitFor(() => expect(api.callsTo(`POST /api/webhooks/${HOOK.id}/deliveries/${FAILED.id}/redeliver`)).toHaveLength(1));

    await events.click(screen.getByRole("button", { name: WEBHOOK_TEXTS.delete }));
    const confirm = await screen.findByRole("alertdialog", { hidden: true });
    expect(api.callsTo(`DELETE /api/webhooks/${HOOK.id}`)).toHaveLength(0);
    await events.click(within(confirm).getByText(WEBHOOK_TEXTS.delete, { selector: "button" }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/webhooks/${HOOK.id}`)).toHaveLength(1));
  });

  it("is offered to super admins only", async () => {
    renderDashboard({ path: "/dashboard/webhooks", user: makeUser("unit_admin"), api: webhooksApi() });
    await waitFor(() => expect(screen.queryByRole("heading", { name: WEBHOOK_TEXTS.title })).toBeNull());
    const settings = await screen.findByRole("navigation", { name: "Your settings" });
    expect(within(settings).queryByRole("link", { name: "Webhooks" })).toBeNull();
  });
});
