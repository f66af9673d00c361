// The inbox (issue 33): each person reads and marks only their own items; every query is keyed by
// the caller's id, so another person's item id is simply not found (never "forbidden": that would
// say it exists). Items are written by the fan-out (notifications/fan-out.ts), not here.
//
// Marking read is not audited: it changes nothing anyone governs, only what one person has seen
// (like a session's last use), and an entry per click would bury the audit log.
import { isEventType, inboxLinkOf, type InboxItemDoc, type InboxListQuery, type InboxReadInput, type InboxReadResult, type InboxVersionDoc, type ListResponse, type Locale } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { describeEvent } from "../notifications/messages.ts";
import { localizeScanDescription } from "../i18n/scan-descriptions.ts";
import { inboxPage, inboxVersion, markInboxRead, type InboxRow } from "../repositories/inbox-repo.ts";
import { listPage } from "../repositories/list-page.ts";
import type { ServiceDeps } from "./deps.ts";

const parsePayload = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** An item as its reader sees it: the sentence said now, in their language, from the event's data. */
function itemDoc(row: InboxRow, locale: Locale): InboxItemDoc | null {
  // A type a later version dropped is not shown rather than shown wrong.
  if (!isEventType(row.type)) return null;
  const payload = parsePayload(row.payload);
  // The risk scan writes its descriptions in English; a reader of another language reads them in
  // theirs, as on the flags page.
  if (payload["source"] === "scan" && typeof payload["description"] === "string") payload["description"] = localizeScanDescription(locale, payload["description"]);
  return {
    id: row.id,
    kind: row.type,
    sentence: describeEvent({ id: row.id, type: row.type, occurredAt: row.occurredAt, payload }, locale),
    occurredAt: row.occurredAt,
    readAt: row.readAt,
    link: inboxLinkOf(row.type, payload),
  };
}

export function createInboxService(deps: ServiceDeps) {
  const { database, now } = deps;
  return {
    async list(actor: Actor, query: InboxListQuery, locale: Locale): Promise<ListResponse<InboxItemDoc> & { unread: number }> {
      const { rows, total } = await inboxPage(database.db, actor.id, { unreadOnly: query.unread === "true", offset: (query.page - 1) * query.limit, limit: query.limit });
      const { unread } = await inboxVersion(database.db, actor.id);
      const docs = rows.map((row) => itemDoc(row, locale)).filter((doc): doc is InboxItemDoc => doc !== null);
      return { ...listPage(docs, total, query.page, query.limit), unread };
    },

    async version(actor: Actor): Promise<InboxVersionDoc> {
      return { ...(await inboxVersion(database.db, actor.id)), pollSeconds: deps.settings.STEWARD_INBOX_POLL_SECONDS };
    },

    async markRead(actor: Actor, input: InboxReadInput): Promise<InboxReadResult> {
      return database.write(async (tx) => {
        const marked = await markInboxRead(tx, actor.id, "all" in input ? "all" : input.ids, now().toISOString());
        const { unread } = await inboxVersion(tx, actor.id);
        return { marked, unread };
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
