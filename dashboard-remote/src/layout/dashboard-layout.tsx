import { Button } from "@fluentui/react-components";
import { PanelLeft20Regular } from "@fluentui/react-icons";
import type { PublicUser } from "@steward/shared";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { logoutUrl } from "../api/auth-api.ts";
import { useDashboardServices } from "../dashboard-services.tsx";
import { AppSidebar } from "./app-sidebar.tsx";
import { MAIN_ID, SkipLink } from "./skip-link.tsx";
import { useDashboardLayoutStyles } from "./dashboard-layout.styles.ts";
import { useSidebarState } from "./use-sidebar-state.ts";
import { useT } from "../i18n/i18n-context.ts";
import { useInboxWatch } from "../inbox/use-inbox-watch.ts";

// Only narrow screens need the overlay drawer; wide ones never download it.
const MobileSidebarDrawer = lazy(() => import("./mobile-sidebar-drawer.tsx"));
// The search box (issue 33): its button speaks from the core bundle; the dialog loads when opened.
const SearchLauncher = lazy(() => import("../components/search/search-launcher.tsx"));
/** The search button comes once the first screen has settled: the first download stays the page's own. */
const SEARCH_AFTER_MS = 1000;

export interface DashboardLayoutProps {
  user: PublicUser;
  children: ReactNode;
}

export function DashboardLayout({ user, children }: DashboardLayoutProps) {
  const t = useT();
  const styles = useDashboardLayoutStyles();
  const mainRef = useRef<HTMLElement>(null);
  const { api, leaveTo, signInUrl } = useDashboardServices();
  const sidebar = useSidebarState();
  // The one poll of the inbox while anyone is signed in, whether the sidebar shows or not.
  useInboxWatch();
  const signOut = () => leaveTo(logoutUrl(api, signInUrl));
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;
  // Once needed, the drawer stays mounted and is only closed when the screen widens: unmounting a
  // modal in the middle of its closing motion would leave the rest of the page aria-hidden.
  const [drawerNeeded, setDrawerNeeded] = useState(sidebar.isMobile);
  const [searchShown, setSearchShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearchShown(true), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (sidebar.isMobile && !drawerNeeded) setDrawerNeeded(true);
  if (!sidebar.isMobile && sidebar.openMobile) sidebar.setOpenMobile(false);

  return (
    <div className={styles.shell}>
      <SkipLink target={mainRef} />
      {drawerNeeded && (
        <Suspense fallback={null}>
          <MobileSidebarDrawer open={sidebar.isMobile && sidebar.openMobile} onOpenChange={sidebar.setOpenMobile}>
            <AppSidebar user={user} onSignOut={signOut} onNavigate={() => sidebar.setOpenMobile(false)} />
          </MobileSidebarDrawer>
        </Suspense>
      )}
      {!sidebar.isMobile && sidebar.open && (
        <aside className={styles.sidebar} id="steward-sidebar">
          <AppSidebar user={user} onSignOut={signOut} />
        </aside>
      )}
      <div className={styles.main}>
        <div className={styles.topBar}>
          <Button
            appearance="subtle"
            icon={<PanelLeft20Regular />}
            aria-label={t("common.toggleSidebar")}
            aria-expanded={expanded}
            onClick={sidebar.toggle}
          />
          <Suspense fallback={null}>
            {searchShown && <SearchLauncher user={user} compact={sidebar.isMobile} />}
          </Suspense>
        </div>
        <main className={styles.content} id={MAIN_ID} ref={mainRef} tabIndex={-1}>{children}</main>
      </div>
    </div>
  );
}
