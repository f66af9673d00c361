// Keeps the inbox live while the dashboard is open (issue 33), with one light request a minute:
// the version (unread count and newest item) is asked every `pollSeconds` the server names, only
// while the page is visible, and an unchanged inbox answers 304 without a body. When it moves, the
// open inbox pages are fetched again and the embedding page is told the new unread count. A 401
// (the session was revoked or ended) stops the polling at once.
import type { InboxVersionDoc } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ApiError } from "../api/api-error.ts";
import { useDashboardServices } from "../dashboard-services.tsx";
import { inboxVersionQuery } from "../data/inbox-queries.ts";
import { queryKeys } from "../data/query-keys.ts";

/** Until the server names its interval: the README's promise of at most one request a minute. */
export const DEFAULT_POLL_SECONDS = 60;

const everyMs = (data: InboxVersionDoc | undefined) => (data?.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000;
const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The inbox's version, shared by whoever reads it; only the layout's call of this hook polls. */
export function useInboxVersion(poll = false) {
  const { api } = useDashboardServices();
  return useQuery({
    ...inboxVersionQuery(api),
    staleTime: (query) => everyMs(query.state.data),
    refetchInterval: poll ? (query) => (signedOut(query.state.error) ? false : everyMs(query.state.data)) : false,
    refetchIntervalInBackground: false,
  });
}

export function useInboxWatch(): void {
  const { reportUnreadCount } = useDashboardServices();
  const queryClient = useQueryClient();
  const version = useInboxVersion(true);
  const seen = useRef<string | null>(null);
  const data = version.data;
  const ended = signedOut(version.error);

  useEffect(() => {
    if (!data) return;
    const now = `${data.latestId}:${data.unread}`;
    if (seen.current !== null && seen.current !== now) void queryClient.invalidateQueries({ queryKey: [...queryKeys.inbox.all, "list"] });
    if (seen.current !== now) reportUnreadCount?.(data.unread);
    seen.current = now;
  }, [data, queryClient, reportUnreadCount]);

  useEffect(() => {
    // Nobody is signed in any more: the embedding page should not go on showing their count.
    if (ended) reportUnreadCount?.(0);
  }, [ended, reportUnreadCount]);

  useEffect(
    () => () => {
      seen.current = null;
      // Signed out or the session ended (the session's answer is gone): the count is nobody's now.
      // An embedding page that only unmounts the dashboard keeps the last count it was told.
      if (!queryClient.getQueryData(queryKeys.session.me())) reportUnreadCount?.(0);
    },
    [queryClient, reportUnreadCount],
  );
}
