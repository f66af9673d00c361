import { DEFAULT_DELIVERY, EVENT_LABELS, EVENT_TYPES, type NotificationPreferences } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import NOTIFICATION_TEXTS from "../../i18n/messages/en/notifications.json" with { type: "json" };

configure({ asyncUtilTimeout: 10_000 });

function preferencesApi(preferences: NotificationPreferences = { ...DEFAULT_DELIVERY }) {
  const api = createFakeApi();
  api.on("GET /api/users/me/notifications", { status: 200, body: { doc: { preferences, defaults: DEFAULT_DELIVERY } } });
  api.on("PUT /api/users/me/notifications", (call) => {
    const body = call.body as { preferences: NotificationPreferences };
    return { status: 200, body: { doc: { preferences: { ...preferences, ...body.preferences }, defaults: DEFAULT_DELIVERY } } };
  });
  return api;
}

const selectFor = (type: (typeof EVENT_TYPES)[number]) => screen.getByRole("combobox", { name: EVENT_LABELS[type] }) as HTMLSelectElement;

describe("Notifications page", { timeout: 40_000 }, () => {
  it("shows each event with the person's choice, and saves the changes with PUT", async () => {
    const api = preferencesApi({ ...DEFAULT_DELIVERY, "flag.raised": "weekly" });
    const { events } = renderDashboard({ path: "/dashboard/notifications", user: makeUser("social_media_manager"), api });
    await screen.findByRole("heading", { name: NOTIFICATION_TEXTS.title });
    await waitFor(() => expect(selectFor("flag.raised").value).toBe("weekly"));
    for (const type of EVENT_TYPES) expect(selectFor(type)).toBeTruthy();
    expect(selectFor("flag.resolved").value).toBe(DEFAULT_DELIVERY["flag.resolved"]);
    // The default choice is marked in the options.
    expect(within(selectFor("policy.published")).getByRole("option", { name: "Right away (default)" })).toBeTruthy();

    const save = screen.getByRole("button", { name: NOTIFICATION_TEXTS.save });
    expect(save.getAttribute("aria-disabled")).toBe("true");
    await events.selectOptions(selectFor("policy.published"), "off");
    await events.selectOptions(selectFor("flag.raised"), "daily");
    await waitFor(() => expect(save.getAttribute("aria-disabled")).not.toBe("true"));
    await events.click(save);
    expect((await screen.findAllByText(NOTIFICATION_TEXTS.saved)).length).toBeGreaterThan(0);
    const [put] = api.callsTo("PUT /api/users/me/notifications");
    expect((put?.body as { preferences: NotificationPreferences }).preferences).toEqual({ ...DEFAULT_DELIVERY, "flag.raised": "daily", "policy.published": "off" });
  });

  it("puts every choice back to its default with one button (saved only on Save)", async () => {
    const api = preferencesApi({ ...DEFAULT_DELIVERY, "flag.raised": "off", "access.expiring": "weekly" });
    const { events } = renderDashboard({ path: "/dashboard/notifications", user: makeUser("unit_admin"), api });
    await waitFor(() => expect(selectFor("flag.raised").value).toBe("off"));
    await events.click(screen.getByRole("button", { name: NOTIFICATION_TEXTS.useDefaults }));
    await waitFor(() => expect(selectFor("flag.raised").value).toBe("immediate"));
    expect(selectFor("access.expiring").value).toBe("immediate");
    expect(api.callsTo("PUT /api/users/me/notifications")).toHaveLength(0);
    await events.click(screen.getByRole("button", { name: NOTIFICATION_TEXTS.save }));
    await waitFor(() => expect(api.callsTo("PUT /api/users/me/notifications")).toHaveLength(1));
    expect((api.callsTo("PUT /api/users/me/notifications")[0]?.body as { preferences: NotificationPreferences }).preferences).toEqual(DEFAULT_DELIVERY);
  });

  it("is linked under the person's name in the sidebar; webhooks only for super admins", async () => {
    renderDashboard({ path: "/dashboard/notifications", user: makeUser("unit_admin"), api: preferencesApi() });
    const settings = await screen.findByRole("navigation", { name: "Your settings" });
    expect(within(settings).getByRole("link", { name: "Notifications" })).toBeTruthy();
    expect(within(settings).queryByRole("link", { name: "Webhooks" })).toBeNull();
  });
});

describe("Notifications page in Spanish", { timeout: 40_000 }, () => {
  it("names each event, its audience and the deliveries in Spanish, and leaves no English sentence", async () => {
    renderDashboard({ path: "/dashboard/notifications", user: makeUser("unit_admin", { locale: "es-CO" }), api: preferencesApi() });
    await screen.findByRole("heading", { name: "Notificaciones" });
    const flagRaised = (await screen.findByRole("combobox", { name: "Alerta de riesgo creada" })) as HTMLSelectElement;
    expect(within(flagRaised).getByRole("option", { name: "De inmediato (predeterminado)" })).toBeTruthy();
    expect(within(flagRaised).getByRole("option", { name: "Resumen semanal" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Campaña de recertificación abierta" })).toBeTruthy();
    expect(document.body.textContent).toContain("Se envía a: Los revisores de la campaña");
    expect(screen.getByRole("columnheader", { name: "Evento" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Usar los valores predeterminados" })).toBeTruthy();
    const text = document.body.textContent ?? "";
    const english = [...Object.values(NOTIFICATION_TEXTS), ...Object.values(EVENT_LABELS)].filter((s) => !s.includes("{") && s.split(" ").length >= 2);
    expect(english.filter((s) => text.includes(s))).toEqual([]);
  });
});
