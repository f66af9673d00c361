// Every Location this server sends goes through here (a test reads api/src for any other
// `c.redirect`). A target is judged as the browser will read it: after the URL parser has dropped
// tabs and newlines, turned `\` into `/`, decoded `%2e` dot segments and removed them. Checking the
// raw text and sending the normalised one let `/..//evil.com` leave as `//evil.com` (issue 27).
import type { Context } from "hono";
import { publicUrlOf, type Settings } from "../settings.ts";

export const SIGN_IN_PAGE = "/sign-in";

type RedirectStatus = 302 | 303;

/** Where the browser resolves a Location sent by this server, or null when it cannot be resolved. */
function resolve(value: string, own: URL): URL | null {
  try {
    return new URL(value, own);
  } catch {
    return null;
  }
}

/**
 * A target of this server (as a path) or of an allowed origin (as an absolute address), or null.
 * The answer is itself proven: resolved again as a browser would, it lands where it was judged to.
 */
export function sameSiteTarget(value: string | undefined, settings: Pick<Settings, "STEWARD_PUBLIC_URL" | "PORT" | "ALLOWED_ORIGINS">): string | null {
  if (!value) return null;
  const own = new URL(publicUrlOf(settings));
  const url = resolve(value, own);
  if (!url || url.username !== "" || url.password !== "") return null;
  let target: string;
  if (url.origin === own.origin) target = `${url.pathname}${url.search}${url.hash}`;
  else if (settings.ALLOWED_ORIGINS.includes(url.origin)) target = url.href;
  else return null;
  return lands(target, own, settings) ? target : null;
}

/** The check made on what is actually sent: the same origin it was judged to have, on a second resolution. */
function lands(target: string, own: URL, settings: Pick<Settings, "ALLOWED_ORIGINS">): boolean {
  // A path must stay a path: `//host` and `/\host` are addresses of another site.
  if (/^\/[/\\]/.test(target)) return false;
  if (!target.startsWith("/") && !/^https?:\/\//i.test(target)) return false;
  const again = resolve(target, own);
  if (!again) return false;
  return again.origin === own.origin || settings.ALLOWED_ORIGINS.includes(again.origin);
}

/** Where a provider sign-in goes back to: a proven target, the dashboard when none (or the sign-in page itself) is asked. */
export function afterSignInTarget(value: string | undefined, settings: Settings): string {
  const target = sameSiteTarget(value, settings);
  return target === null || target === SIGN_IN_PAGE ? "/" : target;
}

/** Sends the browser to a page of this server or an allowed origin; anything unproven goes to `fallback`. */
export function redirectWithin(c: Context, settings: Settings, target: string | undefined, status: RedirectStatus, fallback = SIGN_IN_PAGE) {
  return c.redirect(sameSiteTarget(target, settings) ?? fallback, status);
}

/**
 * Sends the browser to the identity provider's own address, as its discovery document or metadata
 * gave it (never a value from the request), over https or to loopback in tests.
 */
export function redirectToProvider(c: Context, address: string) {
  const url = new URL(address);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("an identity provider's address must be http(s)");
  return c.redirect(url.href, 302);
}
