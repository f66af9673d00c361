import { Button, mergeClasses } from "@fluentui/react-components";
import { ArrowSwap20Regular, SignOut20Regular } from "@fluentui/react-icons";
import { navEntriesFor, PRODUCT_NAME, type PublicUser } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { Link } from "@tanstack/react-router";
import { useDashboardServices } from "../dashboard-services.tsx";
import { handoverTaskListQuery } from "../data/offboarding-queries.ts";
import { useT } from "../i18n/i18n-context.ts";
import { useAppSidebarStyles } from "./app-sidebar.styles.ts";
import { NAV_ICONS, NAV_ROUTE_ICONS } from "./nav-icons.tsx";
import { LanguageChooser } from "./language-chooser.tsx";
import { InboxNavEntry } from "./inbox-nav-entry.tsx";
import { NAV_LABELS } from "./nav-labels.ts";
import { userLinksFor } from "./user-links.tsx";


export interface AppSidebarProps {
  user: Pick<PublicUser, "role" | "email">;
  onSignOut(): void;
  /** Called after an entry is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
  className?: string;
}

export function AppSidebar({ user, onSignOut, onNavigate, className }: AppSidebarProps) {
  const styles = useAppSidebarStyles();
  const t = useT();
  return (
    <div className={mergeClasses(styles.root, className)}>
      <div className={styles.brand}>
        <span className={styles.productName}>{PRODUCT_NAME}</span>
        <span className={styles.role}>{t(`roles.${user.role}`)}</span>
        <span className={styles.email} title={user.email}>
          {user.email}
        </span>
      </div>
      <nav aria-label={t("common.mainNavigation")} className={styles.nav}>
        <ul className={styles.list}>
          {navEntriesFor(user.role).map((entry, index) => (
            <Fragment key={entry.route}>
            <li>
              <Link
                to={entry.route}
                className={styles.link}
                activeOptions={{ exact: entry.route === "/dashboard", includeSearch: false }}
                activeProps={{ className: mergeClasses(styles.link, styles.linkActive) }}
                onClick={onNavigate}
              >
                {NAV_ROUTE_ICONS[entry.route] ?? NAV_ICONS[entry.resource]}
                {NAV_LABELS[entry.route] ? t(NAV_LABELS[entry.route]!) : entry.label}
              </Link>
            </li>
            {/* The inbox right after the home page: everyone has one. */}
            {index === 0 && <InboxNavEntry className={styles.link} activeClassName={mergeClasses(styles.link, styles.linkActive)} onNavigate={onNavigate} />}
            </Fragment>
          ))}
          <HandoverNavEntry className={styles.link} activeClassName={mergeClasses(styles.link, styles.linkActive)} onNavigate={onNavigate} />
        </ul>
      </nav>
      <nav aria-label={t("shell.yourSettings")}>
        <ul className={styles.list}>
          {userLinksFor(user.role).map((entry) => (
            <li key={entry.route}>
              <Link
                to={entry.route}
                className={styles.link}
                activeOptions={{ includeSearch: false }}
                activeProps={{ className: mergeClasses(styles.link, styles.linkActive) }}
                onClick={onNavigate}
              >
                {entry.icon}
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageChooser />
      <div className={styles.footer}>
        <Button appearance="subtle" icon={<SignOut20Regular />} className={styles.signOut} onClick={onSignOut}>
          {t("ui.signOut")}
        </Button>
      </div>
    </div>
  );
}

/**
 * The Handover Tasks entry (issue 19's page), shown to those who have handover tasks: the tasks of
 * accounts in their scope or assigned to them. An answer of one row says whether any exist.
 */
function HandoverNavEntry({ className, activeClassName, onNavigate }: { className: string; activeClassName: string; onNavigate?: (() => void) | undefined }) {
  const { api } = useDashboardServices();
  const t = useT();
  const tasks = useQuery({ ...handoverTaskListQuery(api, { page: 1, limit: 1 }), staleTime: 60_000 });
  if (!tasks.data || tasks.data.totalDocs === 0) return null;
  return (
    <li>
      <Link to="/dashboard/handover-tasks" className={className} activeOptions={{ includeSearch: false }} activeProps={{ className: activeClassName }} onClick={onNavigate}>
        <ArrowSwap20Regular aria-hidden />
        {t("handoverNav.label")}
      </Link>
    </li>
  );
}
