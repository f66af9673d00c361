// The inbox's list query and its mark-read body (issue 33).
import { z } from "zod";
import { listQuerySchema } from "./common.ts";
import inboxMessages from "../i18n/messages/en/inboxMessages.json" with { type: "json" };

/** Plain English sentences (the API's): the English catalogue itself, Spanish beside it. */
export const INBOX_MESSAGES = inboxMessages;

/** GET /api/inbox: newest first; `unread=true` for the unread ones only. */
export const inboxListQuerySchema = listQuerySchema(["createdAt"] as const, {
  unread: z.enum(["true", "false"], { error: INBOX_MESSAGES.unreadFlag }).optional(),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

export const INBOX_READ_MAX_IDS = 500;

/** POST /api/inbox/read: some of one's items by id, or all of them. */
export const inboxReadSchema = z.union(
  [
    z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(INBOX_READ_MAX_IDS) }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: INBOX_MESSAGES.readWhich },
);
export type InboxReadInput = z.infer<typeof inboxReadSchema>;
