// Everything the dashboard renders inside: Fluent theme, toasts, services and the router. Split
// from Dashboard so that tests can hand in a memory-history router and a fake fetch.
import { FluentProvider, IdPrefixProvider, Toaster, makeStyles, useId } from "@fluentui/react-components";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { DashboardServicesContext, type DashboardServices } from "./dashboard-services.tsx";
import { ToasterIdContext } from "./hooks/use-notify.tsx";
import { RefreshContext } from "./hooks/use-refresh.tsx";
import type { DashboardRouter } from "./router.ts";
import { THEMES, type DashboardTheme } from "./theme.ts";

const useStyles = makeStyles({
  provider: { minHeight: "100vh" },
});

export interface DashboardRootProps {
  services: DashboardServices;
  router: DashboardRouter;
  theme: DashboardTheme;
}

function ThemedRoot({ services, router, theme }: DashboardRootProps) {
  const styles = useStyles();
  const toasterId = useId("steward-toaster");
  const [version, setVersion] = useState(0);
  const refresh = useMemo(() => ({ version, refresh: () => setVersion((value) => value + 1) }), [version]);

  useEffect(
    () =>
      services.api.on("unauthorized", () => {
        // Only an expired session matters here; a failed sign-in is handled by its form.
        if (!services.session.current()) return;
        services.session.clear();
        void router.navigate({ to: "/sign-in" });
      }),
    [services, router],
  );

  return (
    <FluentProvider theme={THEMES[theme]} className={styles.provider}>
      <ToasterIdContext.Provider value={toasterId}>
        <DashboardServicesContext.Provider value={services}>
          <RefreshContext.Provider value={refresh}>
            <RouterProvider router={router} />
          </RefreshContext.Provider>
        </DashboardServicesContext.Provider>
        <Toaster toasterId={toasterId} position="top-end" pauseOnHover pauseOnWindowBlur />
      </ToasterIdContext.Provider>
    </FluentProvider>
  );
}

export function DashboardRoot(props: DashboardRootProps) {
  // A prefix keeps Fluent's generated ids apart from those of a page that embeds the dashboard.
  return (
    <IdPrefixProvider value="steward-">
      <ThemedRoot {...props} />
    </IdPrefixProvider>
  );
}
