import type { Context } from "hono";
import { z } from "zod";
import { notificationContracts, type Locale } from "@steward/shared";
import { pageLocale } from "../directory-page/page-locale.ts";
import { escapeHtml, htmlMessage } from "../i18n/html-message.ts";
import { serverT } from "../i18n/server-catalogue.ts";
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

type Say = ReturnType<typeof serverT>;

function page(t: Say, locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t("unsubscribePage.title", { title }))}</title></head><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">` +
    `<h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1>${body}<p><a href="/dashboard/notifications">${escapeHtml(t("unsubscribePage.choose"))}</a></p></body></html>`;
}

/** A sentence naming what the link turns off, the name in bold. */
const aboutLabel = (t: Say, key: "unsubscribePage.alreadyBody" | "unsubscribePage.confirmBody" | "unsubscribePage.doneBody", label: string) =>
  `<p>${htmlMessage((values) => t(key, values), { label: `<strong>${escapeHtml(label)}</strong>` })}</p>`;

/** A link that names nobody is answered in the browser's language, else the institution's. */
function invalidPage(c: Context, defaultLocale: Locale): string {
  const { locale } = pageLocale(undefined, c.req.header("accept-language"), defaultLocale);
  const t = serverT(locale);
  return page(t, locale, t("unsubscribePage.invalidTitle"), `<p>${escapeHtml(t("unsubscribePage.invalidBody"))}</p>`);
}

function confirmPage(outcome: Extract<UnsubscribeOutcome, { valid: true }>, token: string): string {
  const t = serverT(outcome.locale);
  if (outcome.alreadyOff) return page(t, outcome.locale, t("unsubscribePage.alreadyTitle"), aboutLabel(t, "unsubscribePage.alreadyBody", outcome.label));
  return page(
    t,
    outcome.locale,
    t("unsubscribePage.confirmTitle"),
    aboutLabel(t, "unsubscribePage.confirmBody", outcome.label) +
      `<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><button type="submit">${escapeHtml(t("unsubscribePage.confirmButton"))}</button></form>`,
  );
}

export function mountNotificationRoutes(defaultLocale: Locale = "en") {
  const app = router();
  handle(app, notificationRoutes.get, async (c) => c.json({ doc: await c.var.services.notifications.get(c.var.actor) }));
  handle(app, notificationRoutes.update, async (c) => c.json({ doc: await c.var.services.notifications.update(c.var.actor, c.req.valid("json")) }));
  handle(app, notificationRoutes.unsubscribePage, async (c) => {
    const token = c.req.valid("query").token ?? "";
    const outcome = await c.var.services.notifications.checkUnsubscribe(token);
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return outcome.valid ? c.html(confirmPage(outcome, token)) : c.html(invalidPage(c, defaultLocale), 400);
  });
  handle(app, notificationRoutes.unsubscribe, async (c) => {
    const outcome = await c.var.services.notifications.unsubscribe(c.req.valid("query").token ?? "");
    c.header("Cache-Control", "no-store");
    if (!outcome.valid) return c.html(invalidPage(c, defaultLocale), 400);
    // The page speaks the link's person's language, as their e-mail did.
    const t = serverT(outcome.locale);
    return c.html(page(t, outcome.locale, t("unsubscribePage.doneTitle"), aboutLabel(t, "unsubscribePage.doneBody", outcome.label)));
  });
  return app;
}
