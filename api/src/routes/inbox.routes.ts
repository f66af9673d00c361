// The inbox (issue 33): anyone signed in reads and marks their own items. The dashboard polls the
// version (one light request a minute by default, STEWARD_INBOX_POLL_SECONDS): its ETag is the
// unread count and the newest item, so an unchanged inbox answers 304 without a body. Every poll
// authenticates like any call, so a revoked session's next poll is a 401 and the polling stops.
import { inboxContracts, type InboxVersionDoc } from "@steward/shared";
import { signedIn } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const inboxRoutes = {
  list: declareRoute({ ...inboxContracts.list, access: signedIn() }),
  // Only a count: it keeps answering while a new policy waits to be accepted, so the badge (and the
  // embedding portal's) stays right; the items themselves are behind the policy like every page.
  version: declareRoute({ ...inboxContracts.version, access: signedIn({ policyExempt: true }) }),
  read: declareRoute({ ...inboxContracts.read, access: signedIn() }),
};

/** Weak: it names the answer's meaning (the person's count and newest item), not its bytes. */
const etagOf = (userId: number, v: InboxVersionDoc) => `W/"inbox-${userId}-${v.latestId}-${v.unread}-${v.pollSeconds}"`;
const matches = (sent: string | undefined, etag: string) => sent !== undefined && sent.split(",").some((t) => t.trim() === etag || t.trim() === etag.slice(2));

export function mountInboxRoutes() {
  const app = router();
  handle(app, inboxRoutes.list, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.inbox.list(c.var.actor, c.req.valid("query"), c.var.locale));
  });
  handle(app, inboxRoutes.version, async (c) => {
    const version = await c.var.services.inbox.version(c.var.actor);
    const etag = etagOf(c.var.actor.id, version);
    // The browser keeps the answer for this person only and asks again each time (If-None-Match).
    const headers = { ETag: etag, "Cache-Control": "private, no-cache", Vary: "Cookie, Authorization" };
    if (matches(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });
    c.header("ETag", etag);
    c.header("Cache-Control", headers["Cache-Control"]);
    c.header("Vary", headers.Vary);
    return c.json(version, 200);
  });
  handle(app, inboxRoutes.read, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.inbox.markRead(c.var.actor, c.req.valid("json")), 200);
  });
  return app;
}
