// The sidebar's Inbox entry (issue 33) with the unread count as a badge; its accessible name says
// the count ("Inbox, 3 unread"). Its words are in the `pages` bundle (the first download's budget
// leaves them out), so it shows once they are here, fetching them if nobody has yet.
import { CounterBadge } from "@fluentui/react-components";
import { Mail20Regular } from "@fluentui/react-icons";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useLocale, useT } from "../i18n/i18n-context.ts";
import { isLoaded, loadBundle } from "../i18n/load-catalogue.ts";
import { useInboxVersion } from "../inbox/use-inbox-watch.ts";

function usePageTexts(): boolean {
  const locale = useLocale();
  const [ready, setReady] = useState(() => isLoaded(locale, "pages"));
  useEffect(() => {
    if (isLoaded(locale, "pages")) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    loadBundle(locale, "pages").then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return ready;
}

export function InboxNavEntry({ className, activeClassName, onNavigate }: { className: string; activeClassName: string; onNavigate?: (() => void) | undefined }) {
  const t = useT();
  const texts = usePageTexts();
  const version = useInboxVersion();
  if (!texts) return null;
  const unread = version.data?.unread ?? 0;
  return (
    <li>
      <Link
        to="/dashboard/inbox"
        className={className}
        activeOptions={{ includeSearch: false }}
        activeProps={{ className: activeClassName }}
        onClick={onNavigate}
        aria-label={t("inbox.navWithCount", { count: unread })}
        data-unread={unread}
      >
        <Mail20Regular aria-hidden />
        {t("inbox.nav")}
        {unread > 0 && <CounterBadge count={unread} overflowCount={99} size="small" color="brand" aria-hidden style={{ marginInlineStart: "auto" }} />}
      </Link>
    </li>
  );
}
