import { TOP_PAGES } from "@steward/shared";
import { createRoute, Outlet } from "@tanstack/react-router";
import { DashboardLayout } from "../layout/dashboard-layout.tsx";
import { PolicyGate } from "../policy/policy-gate.tsx";
import { meQuery } from "../data/session-queries.ts";
import { rootRoute } from "./root.tsx";
import { identityRefusalRedirect, signInRedirect } from "./sign-in-target.ts";

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOP_PAGES.dashboard,
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api)).catch((error: unknown) => {
      throw identityRefusalRedirect(error) ?? error;
    });
    if (!user) throw signInRedirect(context.api, location.href);
    return { user };
  },
  component: DashboardShell,
});

function DashboardShell() {
  const { user } = dashboardRoute.useRouteContext();
  return (
    <DashboardLayout user={user}>
      <PolicyGate />
      <Outlet />
    </DashboardLayout>
  );
}
