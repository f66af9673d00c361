// Everything the dashboard renders inside: Fluent theme, toasts, services and the router. Split
// from Dashboard so that tests can hand in a memory-history router and a fake fetch.
import { FluentProvider, IdPrefixProvider, makeStyles } from "@fluentui/react-components";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect } from "react";
import { DashboardServicesContext, type DashboardServices } from "./dashboard-services.tsx";
import { queryKeys } from "./data/query-keys.ts";
import { changeSession } from "./data/session-queries.ts";
import { LazyToastHost } from "./notifications/lazy-toast-host.tsx";
import type { DashboardRouter } from "./router.ts";
import { signInSearchFor } from "./routes/sign-in-return.ts";
import { useFluentTheme, type DashboardTheme } from "./themes/use-fluent-theme.ts";
import { I18nProvider } from "./i18n/i18n-provider.tsx";
import { useDashboardLocale } from "./i18n/use-dashboard-locale.ts";
import { PortalLocaleContext, setPortalLocaleNow } from "./layout/portal-locale.ts";
import type { Locale } from "@steward/shared";

// The full height sits on an inner element, not on FluentProvider: Fluent copies the provider's
// classes onto every portal (toasts, tooltips, dialogs), and a full-height portal would cover the
// whole page while one is open.
const useStyles = makeStyles({
  fill: { minHeight: "100vh" },
});

export interface DashboardRootProps {
  services: DashboardServices;
  router: DashboardRouter;
  theme: DashboardTheme;
  /** The embedding portal's language, if it passes one (it then wins: see use-dashboard-locale). */
  locale?: Locale | undefined;
}

function ThemedRoot({ services, router, theme, locale: portalLocale }: DashboardRootProps) {
  const styles = useStyles();
  const fluentTheme = useFluentTheme(theme);
  const locale = useDashboardLocale(services.api, services.queryClient, portalLocale);
  setPortalLocaleNow(portalLocale);

  useEffect(
    () =>
      services.api.on("unauthorized", () => {
        // Only an expired session matters here; a failed sign-in is handled by its form. What the
        // last session read must not be shown to whoever signs in next.
        if (!services.queryClient.getQueryData(queryKeys.session.me())) return;
        changeSession(services.queryClient, null);
        // Embedded with the portal's token, signing in again is the portal's business.
        if (services.api.usesAccessToken) void router.navigate({ to: "/access" });
        else void router.navigate({ to: "/sign-in", search: signInSearchFor(router.state.location.href) });
      }),
    [services, router],
  );

  if (!fluentTheme || !locale) return null;
  return (
    <I18nProvider locale={locale}>
    <FluentProvider theme={fluentTheme} lang={locale}>
      <div className={styles.fill}>
        <DashboardServicesContext.Provider value={services}>
          <PortalLocaleContext.Provider value={portalLocale}>
            <QueryClientProvider client={services.queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </PortalLocaleContext.Provider>
        </DashboardServicesContext.Provider>
      </div>
      <LazyToastHost queue={services.notifications} />
    </FluentProvider>
    </I18nProvider>
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
