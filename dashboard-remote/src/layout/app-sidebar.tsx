import { Button, mergeClasses } from "@fluentui/react-components";
import { SignOut20Regular } from "@fluentui/react-icons";
import { navEntriesFor, PRODUCT_NAME, ROLE_LABELS, UI, type PublicUser } from "@steward/shared";
import { Link } from "@tanstack/react-router";
import { LABELS } from "../texts.ts";
import { useAppSidebarStyles } from "./app-sidebar.styles.ts";
import { NAV_ICONS } from "./nav-icons.tsx";
import { SIDEBAR_TEXTS, userLinksFor } from "./user-links.tsx";

export interface AppSidebarProps {
  user: Pick<PublicUser, "role" | "email">;
  onSignOut(): void;
  /** Called after an entry is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
  className?: string;
}

export function AppSidebar({ user, onSignOut, onNavigate, className }: AppSidebarProps) {
  const styles = useAppSidebarStyles();
  return (
    <div className={mergeClasses(styles.root, className)}>
      <div className={styles.brand}>
        <span className={styles.productName}>{PRODUCT_NAME}</span>
        <span className={styles.role}>{ROLE_LABELS[user.role]}</span>
        <span className={styles.email} title={user.email}>
          {user.email}
        </span>
      </div>
      <nav aria-label={LABELS.mainNavigation} className={styles.nav}>
        <ul className={styles.list}>
          {navEntriesFor(user.role).map((entry) => (
            <li key={entry.route}>
              <Link
                to={entry.route}
                className={styles.link}
                activeOptions={{ exact: entry.route === "/dashboard", includeSearch: false }}
                activeProps={{ className: mergeClasses(styles.link, styles.linkActive) }}
                onClick={onNavigate}
              >
                {NAV_ICONS[entry.resource]}
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={SIDEBAR_TEXTS.yourSettings}>
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
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.footer}>
        <Button appearance="subtle" icon={<SignOut20Regular />} className={styles.signOut} onClick={onSignOut}>
          {UI.signOut}
        </Button>
      </div>
    </div>
  );
}
