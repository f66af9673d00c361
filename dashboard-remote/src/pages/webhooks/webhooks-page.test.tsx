import type { WebhookDeliveryDoc, WebhookDoc } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import WEBHOOK_TEXTS from "../../i18n/messages/en/webhooks.json" with { type: "json" };
import { formatsFor } from "../../components/format/formats.ts";

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

describe("Webhooks page in Spanish", { timeout: 40_000 }, () => {
  it("names the events, the deliveries and their attempts in Spanish, with Spanish dates", async () => {
    const { events } = renderDashboard({ path: "/dashboard/webhooks", user: makeUser("super_admin", { locale: "es-CO" }), api: webhooksApi() });
    // The page may show before the Spanish texts have come; it is Spanish once they have.
    await screen.findByRole("button", { name: "Agregar webhook" });
    await screen.findByText(HOOK.url);
    expect(document.body.textContent).toContain("Los envíos fallidos se reintentan durante 24 horas.");
    expect(document.body.textContent).toContain(`Creado el ${formatsFor("es-CO").dateTime(HOOK.createdAt)}`);
    await events.click(screen.getByRole("button", { name: "Envíos" }));
    const table = await screen.findByRole("table", { name: `Envíos: ${HOOK.url}` });
    expect(within(table).getByRole("columnheader", { name: "Último intento" })).toBeTruthy();
    expect(within(table).getByText("fallido")).toBeTruthy();
    expect(within(table).getByRole("button", { name: "Enviar de nuevo" })).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Agregar webhook" }));
    const dialog = await screen.findByRole("dialog", { hidden: true });
    // By their label texts: happy-dom can leave Fluent's modal surface aria-hidden, emptying names.
    expect(within(dialog).getByText("Alerta de riesgo creada", { selector: "label" })).toBeTruthy();
    expect(within(dialog).getByText("Todos los eventos (*)", { selector: "label" })).toBeTruthy();
    const english = Object.values(WEBHOOK_TEXTS).filter((text) => !text.includes("{") && text.split(" ").length >= 2);
    expect(english.filter((text) => document.body.textContent?.includes(text))).toEqual([]);
  });
});
