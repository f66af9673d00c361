// The sidebar's Inbox entry (issue 33) with the unread count as a badge. Its accessible name is the
// sentence ("Inbox, 3 unread"), taken from its content rather than aria-label so that it holds
// everything shown; the eye reads the word and the badge. Two short lines of the `core` bundle
// (inboxNav): the sidebar shows on the first screen, which never waits for the `pages` bundle.
import { makeStyles, tokens } from "@fluentui/react-components";
import { Mail20Regular } from "@fluentui/react-icons";
import { Link } from "@tanstack/react-router";
import { useT } from "../i18n/i18n-context.ts";
import { useInboxVersion } from "../inbox/use-inbox-watch.ts";

const useStyles = makeStyles({
  hidden: { position: "absolute", width: "1px", height: "1px", margin: "-1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  // A plain badge rather than Fluent's CounterBadge: the first download's budget.
  badge: {
    marginInlineStart: "auto",
    minWidth: "20px",
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: "20px",
    textAlign: "center",
    boxSizing: "border-box",
  },
});

export function InboxNavEntry({ className, activeClassName, onNavigate }: { className: string; activeClassName: string; onNavigate?: (() => void) | undefined }) {
  const t = useT();
  const styles = useStyles();
  const version = useInboxVersion();
  const unread = version.data?.unread ?? 0;
  return (
    <li>
      <Link to="/dashboard/inbox" className={className} activeOptions={{ includeSearch: false }} activeProps={{ className: activeClassName }} onClick={onNavigate} data-unread={unread}>
        <Mail20Regular aria-hidden />
        <span aria-hidden>{t("inboxNav.label")}</span>
        <span className={styles.hidden}>{t("inboxNav.withCount", { count: unread })}</span>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden>
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </Link>
    </li>
  );
}
