import { NAV_ENTRIES, can, mayImportSpreadsheets, mayReadReports, type Role } from "@steward/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "../test/fixtures.ts";
import { renderDashboard } from "../test/render-dashboard.tsx";

const pathsByResource = [
  ["/dashboard/units", "UNITS", "Units"],
  ["/dashboard/users", "USERS", "Users"],
  ["/dashboard/users/access/4", "USERS", "User Access"],
  ["/dashboard/users/update/4", "USERS", "Edit User"],
  ["/dashboard/social-media-accounts", "SOCIAL_MEDIAS", "Social Media"],
  ["/dashboard/social-media-accounts/update/4", "SOCIAL_MEDIAS", "Edit Social Media Account"],
  ["/dashboard/policies", "POLICIES", "Policy"],
  ["/dashboard/flags", "FLAGS", "Risk Flags"],
  ["/dashboard/audit-logs", "AUDIT_LOGS", "Audit Log"],
  ["/dashboard/campaigns", "CAMPAIGNS", "Campaigns"],
  ["/dashboard/reviews", "CAMPAIGNS", "My Reviews"],
  ["/dashboard/incidents", "SOCIAL_MEDIAS", "Incidents"],
  ["/dashboard/cases", "SOCIAL_MEDIAS", "Cases"],
] as const;

describe("route guards", () => {
  it("sends a visitor who is not signed in to the sign-in page", async () => {
    const { router } = renderDashboard({ path: "/dashboard/units", user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  });

  it.each([
    [null, "/sign-in"],
    [makeUser("unit_admin"), "/dashboard"],
  ])("sends / to the right start page", async (user, target) => {
    const { router } = renderDashboard({ path: "/", user });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it("sends a signed-in user away from the sign-in page", async () => {
    const { router } = renderDashboard({ path: "/sign-in", user: makeUser("social_media_manager") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  const roles: Role[] = ["super_admin", "unit_admin", "social_media_manager"];
  const cases = roles.flatMap((role) => pathsByResource.map(([path, resource, title]) => [role, path, resource, title] as const));

  it.each(cases)("%s opening %s: the page if readable, else /dashboard", async (role, path, resource, title) => {
    const { router } = renderDashboard({ path, user: makeUser(role) });
    if (can(role, resource, "read")) {
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
    } else {
      await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
      expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    }
  });

  // Pages narrower than the matrix: their own role rule (the API's) decides.
  const narrowPages = [
    ["/dashboard/reports", "Reports", mayReadReports, "Reports"],
    ["/dashboard/imports", "Past imports", mayImportSpreadsheets, "Import"],
  ] as const;
  it.each(roles.flatMap((role) => narrowPages.map(([path, title, rule, label]) => [role, path, title, rule, label] as const)))(
    "%s opening %s: the page if the role rule lets them, else /dashboard",
    async (role, path, title, rule, label) => {
      const { router } = renderDashboard({ path, user: makeUser(role) });
      if (rule(role)) {
        expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
        expect(router.state.location.pathname).toBe(path);
      } else {
        await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
        expect(await screen.findByText(new RegExp(`^${label} is for Super Admins and Unit Admins`))).toBeTruthy();
      }
    },
  );

  it("covers every sidebar entry", () => {
    const guarded = new Set<string>(["/dashboard", ...pathsByResource.map(([path]) => path), ...narrowPages.map(([path]) => path)]);
    for (const entry of NAV_ENTRIES) expect(guarded.has(entry.route)).toBe(true);
  });
});
