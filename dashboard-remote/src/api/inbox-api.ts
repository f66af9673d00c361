import { inboxEndpoints, type InboxContracts, type InboxItemDoc, type InboxReadResult, type InboxVersionDoc, type ListResponse } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const inbox = contractCalls<InboxContracts>(inboxEndpoints);

export interface InboxListParams {
  page: number;
  limit: number;
  unread?: "true";
}

export function listInbox(api: ApiClient, params: InboxListParams, signal?: AbortSignal): Promise<ListResponse<InboxItemDoc> & { unread: number }> {
  return inbox.list(api, { query: params }, signal);
}

/**
 * The poll. The browser keeps the last answer with its ETag and asks again with If-None-Match, so
 * an unchanged inbox is a 304 without a body, answered to this call from the browser's own cache.
 */
export async function inboxVersion(api: ApiClient, signal?: AbortSignal): Promise<InboxVersionDoc> {
  return (await inbox.version(api, {}, signal)) as InboxVersionDoc;
}

export function markInboxRead(api: ApiClient, body: { ids: number[] } | { all: true }): Promise<InboxReadResult> {
  return inbox.read(api, { body });
}
