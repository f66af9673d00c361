// The signed-in person's inbox (issue 33): its version (polled by the layout) and its pages.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { inboxVersion, listInbox, type InboxListParams } from "../api/inbox-api.ts";
import { queryKeys } from "./query-keys.ts";

export const inboxVersionQuery = (api: ApiClient) => queryOptions({ queryKey: queryKeys.inbox.version(), queryFn: ({ signal }) => inboxVersion(api, signal) });

export const inboxListQuery = (api: ApiClient, params: InboxListParams) =>
  queryOptions({ queryKey: queryKeys.inbox.list(params), queryFn: ({ signal }) => listInbox(api, params, signal), placeholderData: keepPreviousData });
