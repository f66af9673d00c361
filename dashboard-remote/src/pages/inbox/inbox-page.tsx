// The signed-in person's inbox (issue 33): newest first, all or only the unread, each item a
// sentence in their language that leads to the thing itself, marked read one by one or all at once.
// It follows the version the layout polls: a new item shows without a reload.
import { Button, MessageBar, MessageBarBody, Tab, TabList } from "@fluentui/react-components";
import { CheckmarkCircle20Regular } from "@fluentui/react-icons";
import type { InboxItemDoc } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { TextLink } from "../../components/link/text-link.tsx";
import { useState } from "react";
import { markInboxRead } from "../../api/inbox-api.ts";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { inboxListQuery } from "../../data/inbox-queries.ts";
import { queryKeys } from "../../data/query-keys.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { inboxLinkTarget } from "../../inbox/inbox-link.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useInboxPageStyles } from "./inbox-page.styles.ts";

const route = getRouteApi("/dashboard/inbox");
export const INBOX_PAGE_SIZE = 20;

function InboxEntry({ item, onMarkRead, busy }: { item: InboxItemDoc; onMarkRead: (id: number) => void; busy: boolean }) {
  const styles = useInboxPageStyles();
  const t = useT();
  const formats = useFormats();
  const unread = item.readAt === null;
  const target = inboxLinkTarget(item.link);
  return (
    <li className={unread ? styles.itemUnread : styles.item} data-inbox-item={item.id}>
      <span className={unread ? styles.dot : styles.noDot} aria-hidden />
      <div className={styles.body}>
        {unread && <span className={styles.hidden}>{t("inbox.unreadItem")}: </span>}
        <TextLink {...(target as { to: string })} className={unread ? styles.sentenceUnread : styles.sentence}>
          {item.sentence}
        </TextLink>
        <div className={styles.meta}>
          {t(`events.${item.kind}`)} · <time dateTime={item.occurredAt}>{formats.dateTime(item.occurredAt)}</time>
        </div>
      </div>
      {unread && (
        <Button size="small" appearance="subtle" icon={<CheckmarkCircle20Regular />} disabled={busy} aria-label={t("inbox.markReadNamed", { sentence: item.sentence })} onClick={() => onMarkRead(item.id)}>
          <span className={styles.buttonText}>{t("inbox.markRead")}</span>
        </Button>
      )}
    </li>
  );
}

export function InboxPage() {
  const styles = useInboxPageStyles();
  const t = useT();
  const notify = useNotify();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = { page: search.page, limit: INBOX_PAGE_SIZE, ...(search.unread ? { unread: "true" as const } : {}) };
  const list = useQuery(inboxListQuery(api, params));
  const [busy, setBusy] = useState(false);

  const mark = async (body: { ids: number[] } | { all: true }) => {
    setBusy(true);
    try {
      const result = await markInboxRead(api, body);
      if ("all" in body) notify.success(t("inbox.markedAll", { count: result.marked }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all });
    } catch {
      notify.error(t("inbox.markFailed"));
    } finally {
      setBusy(false);
    }
  };

  const data = list.data;
  const unread = data?.unread ?? 0;
  return (
    <div className={styles.root}>
      <PageHeader
        title={t("inbox.title")}
        actions={
          <Button appearance="primary" disabledFocusable={busy || unread === 0} onClick={() => void mark({ all: true })}>
            {t("inbox.markAllRead")}
          </Button>
        }
      />
      <p className={styles.intro}>
        {t("inbox.intro")} <TextLink to="/dashboard/notifications">{t("inbox.settings")}</TextLink>
      </p>
      <div className={styles.toolbar}>
        <TabList
          aria-label={t("inbox.show")}
          selectedValue={search.unread ? "unread" : "all"}
          onTabSelect={(_e, d) => void navigate({ search: { page: 1, unread: d.value === "unread" } })}
        >
          <Tab value="all">{t("inbox.all")}</Tab>
          <Tab value="unread">{t("inbox.unread")}</Tab>
        </TabList>
        <span className={styles.count} role="status">
          {data ? t("inbox.unreadCount", { count: unread }) : ""}
        </span>
      </div>
      {list.isError && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <FailureExplanation error={list.error} />
          </MessageBarBody>
        </MessageBar>
      ) : !data ? (
        <p>{t("common.loading")}</p>
      ) : data.docs.length === 0 ? (
        <p className={styles.empty}>{search.unread ? t("inbox.emptyUnread") : t("inbox.empty")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("inbox.items")}>
          {data.docs.map((item) => (
            <InboxEntry key={item.id} item={item} busy={busy} onMarkRead={(id) => void mark({ ids: [id] })} />
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <nav className={styles.pager} aria-label={t("inbox.page", { page: data.page, pages: data.totalPages })}>
          <Button disabled={!data.hasPrevPage} onClick={() => void navigate({ search: { ...search, page: search.page - 1 } })}>
            {t("inbox.previous")}
          </Button>
          <span>{t("inbox.page", { page: data.page, pages: data.totalPages })}</span>
          <Button disabled={!data.hasNextPage} onClick={() => void navigate({ search: { ...search, page: search.page + 1 } })}>
            {t("inbox.next")}
          </Button>
        </nav>
      )}
    </div>
  );
}
