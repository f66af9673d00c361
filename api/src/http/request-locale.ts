// The language a request is answered in (issue 31), decided once, here: a signed-in person's own
// choice, else the institution's STEWARD_DEFAULT_LOCALE (a person's language never follows the
// browser they happen to use); before sign-in, the browser's Accept-Language, else the default.
// The person's choice comes with the session check's row (sessions-repo.ts): no query of its own.
import type { Context } from "hono";
import { localeFromAcceptLanguage, type Locale } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import type { AppEnv } from "./context.ts";

/** The rule itself: who is calling (null: nobody signed in), what their browser asks, the default. */
export function requestLocale(actor: Pick<Actor, "locale"> | null, acceptLanguage: string | undefined, defaultLocale: Locale): Locale {
  if (actor) return actor.locale ?? defaultLocale;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

/** Decides the request's language once the caller is known (app.ts, right after authentication). */
export function decideLocale(c: Context<AppEnv>, defaultLocale: Locale): Locale {
  const locale = requestLocale(c.var.actor ?? null, c.req.header("accept-language"), defaultLocale);
  c.set("locale", locale);
  return locale;
}

/**
 * The request's language where an answer is shaped: the one decided, or, for a request refused
 * before its caller was known (outside /api, or before authentication), the signed-out rule.
 */
export function localeOf(c: Context<AppEnv>, defaultLocale: Locale): Locale {
  return c.var.locale ?? requestLocale(null, c.req.header("accept-language"), defaultLocale);
}
