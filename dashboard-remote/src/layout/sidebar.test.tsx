import { NAV_ENTRIES, ROLES, navEntriesFor } from "@steward/shared";
import ROLE_LABELS from "@steward/shared/i18n/messages/en/roles.json" with { type: "json" };
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "../test/fixtures.ts";
import { renderDashboard } from "../test/render-dashboard.tsx";
import { readSidebarCookie, sidebarCookie } from "./sidebar-cookie.ts";

describe("sidebar entries by role", () => {
  it.each(ROLES)("shows %s exactly the entries it may read", async (role) => {
    renderDashboard({ path: "/dashboard", user: makeUser(role, { email: `${role}@example.org` }) });

    const nav = await screen.findByRole("navigation", { name: "Main" });
    // Everyone's inbox comes right after the home page.
    await within(nav).findByRole("link", { name: "Inbox, nothing unread" });
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    const [home, ...rest] = navEntriesFor(role).map((entry) => entry.label);
    expect(names).toEqual([home, "InboxInbox, nothing unread", ...rest]);
    expect(screen.getByText(ROLE_LABELS[role])).toBeTruthy();
    expect(screen.getByText(`${role}@example.org`)).toBeTruthy();
  });

  it("hides the audit log from a social media manager and shows all entries to a super admin", async () => {
    const first = renderDashboard({ path: "/dashboard", user: makeUser("social_media_manager") });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).queryByRole("link", { name: "Audit Log" })).toBeNull();
    first.unmount();

    renderDashboard({ path: "/dashboard", user: makeUser("super_admin") });
    const allNav = await screen.findByRole("navigation", { name: "Main" });
    await within(allNav).findByRole("link", { name: /^Inbox/ });
    expect(within(allNav).getAllByRole("link")).toHaveLength(NAV_ENTRIES.length + 1);
  });

  it("links each entry to its route", async () => {
    const { events, router } = renderDashboard({ path: "/dashboard", user: makeUser("unit_admin") });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await events.click(within(nav).getByRole("link", { name: "Risk Flags" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/flags"));
    expect(await screen.findByRole("heading", { level: 1, name: "Risk Flags" })).toBeTruthy();
  });

  it("signs out through the server's logout address", async () => {
    const { events, leaveTo } = renderDashboard({ path: "/dashboard", user: makeUser("unit_admin") });
    await events.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(leaveTo).toHaveBeenCalledWith("/api/logout");
  });
});

describe("sidebar toggle", () => {
  it("toggles with Ctrl+B and Cmd+B and remembers the state in the sidebar_state cookie", async () => {
    const { events } = renderDashboard({ path: "/dashboard", user: makeUser("super_admin") });
    await screen.findByRole("navigation", { name: "Main" });

    await events.keyboard("{Control>}b{/Control}");
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull());
    expect(document.cookie).toContain("sidebar_state=false");
    expect(readSidebarCookie()).toBe(false);

    await events.keyboard("{Meta>}b{/Meta}");
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(document.cookie).toContain("sidebar_state=true");
  });

  it("does not react to B alone", async () => {
    const { events } = renderDashboard({ path: "/dashboard", user: makeUser("super_admin") });
    await screen.findByRole("navigation", { name: "Main" });
    await events.keyboard("b");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });

  it("starts closed when the cookie says so", async () => {
    document.cookie = "sidebar_state=false; path=/";
    renderDashboard({ path: "/dashboard", user: makeUser("super_admin") });
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("writes the cookie for seven days on the whole site", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800");
    expect(sidebarCookie(true)).toBe("sidebar_state=true; path=/; max-age=604800");
  });
});

describe("sidebar on narrow screens", () => {
  interface HappyDomControls {
    setViewport(viewport: { width: number; height: number }): void;
  }
  const isHappyDomControls = (value: unknown): value is HappyDomControls =>
    typeof value === "object" && value !== null && typeof Reflect.get(value, "setViewport") === "function";
  const setViewport = (width: number) => {
    const controls: unknown = Reflect.get(window, "happyDOM");
    if (!isHappyDomControls(controls)) throw new Error("these tests need happy-dom");
    controls.setViewport({ width, height: 800 });
  };

  it("is an overlay drawer opened by the toggle button, and does not touch the cookie", async () => {
    setViewport(500);
    try {
      expect(window.matchMedia("(max-width: 767.98px)").matches).toBe(true);
      const { events } = renderDashboard({ path: "/dashboard", user: makeUser("super_admin") });
      expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
      expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();

      await events.click(screen.getByRole("button", { name: "Toggle sidebar" }));
      const nav = await screen.findByRole("navigation", { name: "Main" });
      await events.click(within(nav).getByRole("link", { name: "Units" }));
      await waitFor(() => expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull());
      expect(document.cookie).not.toContain("sidebar_state");
    } finally {
      setViewport(1024);
    }
  });
});

describe("skip link", () => {
  it("is the first Tab stop and moves focus past the navigation into the page", async () => {
    const { events } = renderDashboard({ path: "/dashboard/units", user: makeUser("super_admin") });
    await screen.findByRole("heading", { level: 1, name: "Units" });
    await events.tab();
    const link = screen.getByRole("link", { name: "Skip to main content" });
    expect(document.activeElement).toBe(link);
    await events.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(screen.getByRole("main").contains(screen.getByRole("heading", { level: 1, name: "Units" }))).toBe(true);
  });
});
