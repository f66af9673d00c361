// The inbox page and the sidebar's badge (issue 33): the count in the badge's accessible name, each
// item leading to its thing, marking one or all read (the badge follows without a reload), and the
// same screen in Spanish.
import type { InboxItemDoc } from "@steward/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

const item = (id: number, overrides: Partial<InboxItemDoc>): InboxItemDoc => ({
  id,
  kind: "flag.raised",
  sentence: `Sentence ${id}`,
  occurredAt: "2026-03-14T15:04:05.000Z",
  readAt: null,
  link: { page: "flags", id: null, search: null },
  ...overrides,
});

/** An inbox on the fake server that marks read as the API does. */
function inboxServer(sentences: { flag: string; access: string }) {
  const api = createFakeApi();
  const items = [
    item(12, { sentence: sentences.flag, link: { page: "flags", id: null, search: "Biology Lab" } }),
    item(11, { kind: "access.expiring", sentence: sentences.access, link: { page: "userAccess", id: 7, search: null } }),
  ];
  const unread = () => items.filter((i) => i.readAt === null).length;
  api.on("GET /api/inbox/version", () => ({ status: 200, body: { unread: unread(), latestId: 12, pollSeconds: 60 } }));
  api.on("GET /api/inbox", (call) => {
    const docs = call.query.get("unread") === "true" ? items.filter((i) => i.readAt === null) : items;
    return { status: 200, body: { docs, totalDocs: docs.length, page: 1, limit: 20, totalPages: 1, hasNextPage: false, hasPrevPage: false, unread: unread() } };
  });
  api.on("POST /api/inbox/read", (call) => {
    const body = call.body as { ids?: number[]; all?: true };
    let marked = 0;
    for (const i of items) {
      if (i.readAt === null && (body.all || body.ids?.includes(i.id))) {
        i.readAt = "2026-03-15T10:00:00.000Z";
        marked += 1;
      }
    }
    return { status: 200, body: { marked, unread: unread() } };
  });
  return api;
}

describe("the inbox", () => {
  it("says the unread count in the sidebar, leads each item to its thing, and marks one read with the badge following", async () => {
    const api = inboxServer({ flag: "A flag on Biology Lab.", access: "Ana's access ends tomorrow." });
    const { events } = renderDashboard({ path: "/dashboard/inbox", user: makeUser("unit_admin"), api });

    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(await within(nav).findByRole("link", { name: "Inbox, 2 unread" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Inbox" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Inbox items" });
    expect(within(list).getByRole("link", { name: "A flag on Biology Lab." }).getAttribute("href")).toBe("/dashboard/flags?search=Biology+Lab");
    expect(within(list).getByRole("link", { name: "Ana's access ends tomorrow." }).getAttribute("href")).toBe("/dashboard/users/access/7");

    await events.click(within(list).getByRole("button", { name: "Mark read: A flag on Biology Lab." }));
    expect(api.callsTo("POST /api/inbox/read").map((c) => c.body)).toEqual([{ ids: [12] }]);
    expect(await within(nav).findByRole("link", { name: "Inbox, 1 unread" })).toBeTruthy();
    await waitFor(() => expect(within(list).queryByRole("button", { name: "Mark read: A flag on Biology Lab." })).toBeNull());

    // Only the unread: the one read is not listed.
    await events.click(screen.getByRole("tab", { name: "Unread" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "A flag on Biology Lab." })).toBeNull());
    expect(screen.getByRole("link", { name: "Ana's access ends tomorrow." })).toBeTruthy();
  });

  it("marks all read at once, in Spanish", async () => {
    const api = inboxServer({ flag: "Una alerta sobre Biology Lab.", access: "El acceso de Ana termina mañana." });
    const { events } = renderDashboard({ path: "/dashboard/inbox", user: makeUser("super_admin"), api, locale: "es-CO" });

    const nav = await screen.findByRole("navigation", { name: "Principal" });
    expect(await within(nav).findByRole("link", { name: "Bandeja de entrada, 2 sin leer" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Bandeja de entrada" })).toBeTruthy();
    expect(await screen.findByText("2 sin leer")).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Marcar todo como leído" }));
    expect(api.callsTo("POST /api/inbox/read").map((c) => c.body)).toEqual([{ all: true }]);
    expect(await screen.findByText("2 elementos marcados como leídos.")).toBeTruthy();
    expect(await within(nav).findByRole("link", { name: "Bandeja de entrada, nada sin leer" })).toBeTruthy();
  });
});
