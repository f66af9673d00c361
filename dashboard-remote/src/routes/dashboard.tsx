import { createRoute, Outlet, redirect } from "@tanstack/react-router";
import { DashboardLayout } from "../layout/dashboard-layout.tsx";
import { PolicyGate } from "../policy/policy-gate.tsx";
import { meQuery } from "../data/session-queries.ts";
import { rootRoute } from "./root.tsx";
import { signInSearchFor } from "./sign-in-return.ts";

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "dashboard",
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ to: "/sign-in", search: signInSearchFor(location.href), replace: true });
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
