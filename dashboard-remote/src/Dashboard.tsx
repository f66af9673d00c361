import { isLocale, type Locale } from "@steward/shared";
import { createBrowserHistory } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { createApiClient, type AccessTokenSource } from "./api/api-client.ts";
import { createNotificationQueue } from "./notifications/notification-queue.ts";
import { DashboardRoot } from "./dashboard-root.tsx";
import type { DashboardServices } from "./dashboard-services.tsx";
import { createDashboardQueryClient } from "./data/query-client.ts";
import { createDashboardRouter } from "./router.ts";
import { signInReturnUrl } from "./embedding.ts";
import { cancelHistoryDestroy, scheduleHistoryDestroy } from "./history-lifecycle.ts";
import type { DashboardTheme } from "./themes/use-fluent-theme.ts";

export type { DashboardTheme } from "./themes/use-fluent-theme.ts";

export interface DashboardProps {
  /** Origin of the API, '' when it is the page's own origin. */
  apiBaseUrl?: string;
  /** Where the dashboard's routes start in the page's URL space. */
  basepath?: string;
  theme?: DashboardTheme;
  /**
   * The embedding page's access token from the institution's identity provider, asked before
   * every call (issue 17). With it the API knows the person from the portal's own sign-in, and
   * Steward's sign-in page is never shown. The API accepts it when OIDC_API_AUDIENCE is set.
   */
  getAccessToken?: AccessTokenSource;
  /**
   * The portal's language ("en" or "es-CO"). When given, the dashboard speaks it, so it matches the
   * page around it; without it, the person's own language (issue 31).
   */
  locale?: Locale;
  /**
   * Called with the signed-in person's unread inbox count when the dashboard first learns it and
   * whenever it changes (issue 33), so the portal can show it beside its own link; 0 once nobody is
   * signed in. `mount()` also dispatches it as a `steward:unread-count` DOM event.
   */
  onUnreadCountChange?: (count: number) => void;
}

function createServices(apiBaseUrl: string, basepath: string, getAccessToken: AccessTokenSource | undefined, reportUnreadCount: (count: number) => void): DashboardServices {
  const api = createApiClient(apiBaseUrl.replace(/\/+$/, ""), undefined, getAccessToken);
  return {
    api,
    queryClient: createDashboardQueryClient(),
    notifications: createNotificationQueue(),
    leaveTo: (url) => window.location.assign(url),
    reportUnreadCount,
    // With the portal's token, signing out of Steward leaves for the portal's front page: its own
    // sign-in is the portal's business, and Steward's sign-in page is never shown.
    signInUrl: getAccessToken ? new URL("/", window.location.href).href : signInReturnUrl({ apiBaseUrl, basepath, pageUrl: window.location.href }),
  };
}

function createEmbeddedRouter(services: DashboardServices, basepath: string) {
  // Our own browser history, so that it can be destroyed on unmount: it patches
  // history.pushState/replaceState and listens to popstate on the host's window.
  const history = createBrowserHistory();
  // Scroll position belongs to the page that embeds us; restoring it would also leave document
  // listeners behind on every mount.
  const ownsPage = basepath === "/";
  return createDashboardRouter({ context: { api: services.api, queryClient: services.queryClient }, basepath, history, scrollRestoration: ownsPage });
}

/**
 * The whole dashboard as one component. The API address and base path are read once, when it
 * first renders; the theme may change at any time.
 */
export function Dashboard({ apiBaseUrl = "", basepath = "/", theme = "light", getAccessToken, locale, onUnreadCountChange }: DashboardProps) {
  // The latest callback the page gave, read when the count changes (services are made once).
  const unreadListener = useRef(onUnreadCountChange);
  unreadListener.current = onUnreadCountChange;
  const [services] = useState(() => createServices(apiBaseUrl, basepath, getAccessToken, (count) => unreadListener.current?.(count)));
  const [router] = useState(() => createEmbeddedRouter(services, basepath));

  useEffect(() => {
    cancelHistoryDestroy(router.history);
    return () => scheduleHistoryDestroy(router.history);
  }, [router]);

  return <DashboardRoot services={services} router={router} theme={theme} locale={isLocale(locale) ? locale : undefined} />;
}

export default Dashboard;
