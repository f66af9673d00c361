import { TOP_PAGES } from "@steward/shared";
import { createRoute, Outlet } from "@tanstack/react-router";
import { DashboardLayout } from "../layout/dashboard-layout.tsx";
import { PolicyGate, usePolicyWaits } from "../policy/policy-gate.tsx";
import { currentPolicyQuery } from "../data/other-queries.ts";
import { meQuery } from "../data/session-queries.ts";
import { rootRoute } from "./root.tsx";
import { identityRefusalRedirect, signInRedirect } from "./sign-in-target.ts";

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOP_PAGES.dashboard,
  beforeLoad: async ({ context, location }) => {
    // Asked beside the session, so the pages wait for no extra round trip to learn if a policy waits.
    void context.queryClient.prefetchQuery(currentPolicyQuery(context.api));
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
  // While a policy waits for acceptance every call is refused: the page behind the dialog would
  // only say its data could not be loaded, which is not true. It stays mounted (a form keeps what
  // was typed) but is not shown until the policy is accepted.
  const waits = usePolicyWaits();
  return (
    <DashboardLayout user={user}>
      <PolicyGate />
      <div hidden={waits} style={{ display: waits ? "none" : "contents" }}>
        <Outlet />
      </div>
    </DashboardLayout>
  );
}
