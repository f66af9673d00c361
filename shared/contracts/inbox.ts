// The inbox (issue 33): each person's own items, what the list and the poll answer, and marking read.
import { z } from "zod";
import { EVENT_TYPES } from "../events.ts";
import { DASHBOARD_PAGES } from "../dashboard-pages.ts";
import type { DashboardPageName, InboxItemDoc, InboxReadResult, InboxVersionDoc } from "../inbox.ts";
import { inboxListQuerySchema, inboxReadSchema } from "../schemas/inbox.ts";
import { answer, bare, invalid, jsonBody, listOf } from "./answers.ts";
import { inboxEndpoints } from "./inbox-endpoints.ts";

const pageNames = Object.keys(DASHBOARD_PAGES) as [DashboardPageName, ...DashboardPageName[]];

export const inboxItemDocSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EVENT_TYPES),
  sentence: z.string(),
  occurredAt: z.string(),
  readAt: z.string().nullable(),
  link: z.object({ page: z.enum(pageNames), id: z.number().int().nullable(), search: z.string().nullable() }),
}) satisfies z.ZodType<InboxItemDoc>;

const listAnswer = listOf(inboxItemDocSchema).extend({ unread: z.number().int() });

export const inboxVersionDocSchema = z.object({
  unread: z.number().int(),
  latestId: z.number().int(),
  pollSeconds: z.number().int(),
}) satisfies z.ZodType<InboxVersionDoc>;

export const inboxReadResultSchema = z.object({ marked: z.number().int(), unread: z.number().int() }) satisfies z.ZodType<InboxReadResult>;

export const inboxContracts = {
  list: {
    ...inboxEndpoints.list, summary: "The caller's inbox, newest first, with their unread count", tags: ["inbox"],
    request: { query: inboxListQuerySchema },
    responses: { 200: answer('list, with "unread"', listAnswer), 400: invalid() },
  },
  version: {
    ...inboxEndpoints.version, summary: "The caller's unread count and newest item: an ETag, so an unchanged poll is a 304 without a body", tags: ["inbox"],
    responses: { 200: answer('{"unread","latestId","pollSeconds"}', inboxVersionDocSchema), 304: bare("nothing changed since the ETag sent in If-None-Match") },
  },
  read: {
    ...inboxEndpoints.read, summary: "Mark some of the caller's items read by id, or all of them; another person's ids change nothing", tags: ["inbox"],
    request: { body: jsonBody(inboxReadSchema) },
    responses: { 200: answer('{"marked","unread"}', inboxReadResultSchema), 400: invalid() },
  },
};

export type InboxContracts = typeof inboxContracts;
