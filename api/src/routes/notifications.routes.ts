import { z } from "zod";
import { notificationContracts } from "@steward/shared";
import { publicRoute, signedIn } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { bare } from "../http/responses.ts";
import type { UnsubscribeOutcome } from "../notifications/notification-service.ts";
import { UNSUBSCRIBE_PATH } from "../notifications/unsubscribe-token.ts";

// Lenient: mail clients may append their own parameters; a bad or missing token is a page that says so.
const unsubscribeQuery = z.object({ token: z.string().max(500).optional() });

export const notificationRoutes = {
  get: declareRoute({ ...notificationContracts.getPreferences, access: signedIn() }),
  update: declareRoute({ ...notificationContracts.savePreferences, access: signedIn() }),
  unsubscribePage: declareRoute({
    method: "get", path: "/notifications/unsubscribe", summary: "The confirmation page of an e-mail's one-click unsubscribe link (changes nothing)", tags: ["notifications"],
    access: publicRoute(), request: { query: unsubscribeQuery },
    responses: { 200: bare("an HTML page with a button that confirms"), 400: bare("an HTML page: the link is not valid") },
  }),
  unsubscribe: declareRoute({
    method: "post", path: "/notifications/unsubscribe", summary: "Turn off one event type for the link's person (the page's button, or RFC 8058 one-click)", tags: ["notifications"],
    access: publicRoute(), request: { query: unsubscribeQuery },
    responses: { 200: bare("an HTML page: done"), 400: bare("an HTML page: the link is not valid") },
  }),
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} - Steward</title></head><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">` +
    `<h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1>${body}<p><a href="/dashboard/notifications">Choose what you receive</a></p></body></html>`;
}

const INVALID = page("This link is not valid", "<p>It may have been copied incompletely. Change what you receive on your notifications page.</p>");

function confirmPage(outcome: Extract<UnsubscribeOutcome, { valid: true }>, token: string): string {
  if (outcome.alreadyOff) return page("Already unsubscribed", `<p>You receive no e-mails about <strong>${escapeHtml(outcome.label)}</strong>.</p>`);
  return page(
    "Unsubscribe?",
    `<p>Stop e-mails about <strong>${escapeHtml(outcome.label)}</strong>?</p>` +
      `<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function mountNotificationRoutes() {
  const app = router();
  handle(app, notificationRoutes.get, async (c) => c.json({ doc: await c.var.services.notifications.get(c.var.actor) }));
  handle(app, notificationRoutes.update, async (c) => c.json({ doc: await c.var.services.notifications.update(c.var.actor, c.req.valid("json")) }));
  handle(app, notificationRoutes.unsubscribePage, async (c) => {
    const token = c.req.valid("query").token ?? "";
    const outcome = await c.var.services.notifications.checkUnsubscribe(token);
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return outcome.valid ? c.html(confirmPage(outcome, token)) : c.html(INVALID, 400);
  });
  handle(app, notificationRoutes.unsubscribe, async (c) => {
    const outcome = await c.var.services.notifications.unsubscribe(c.req.valid("query").token ?? "");
    c.header("Cache-Control", "no-store");
    if (!outcome.valid) return c.html(INVALID, 400);
    return c.html(page("Unsubscribed", `<p>You will no longer receive e-mails about <strong>${escapeHtml(outcome.label)}</strong>.</p>`));
  });
  return app;
}
