// The browser's OpenID Connect sign-in (issue 17, point 1): login sends the browser to the provider
// with a fresh state, nonce and PKCE challenge; the callback checks the answer, opens the usual
// Steward session and goes back to returnTo. Every refusal lands on the sign-in page, which says
// what happened (`/sign-in?error=CODE`), and leaves no session behind. `link` is the same sign-in
// started by someone signed in, whose provider account the callback links to theirs (issue 27).
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { publicRoute, signedIn } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { Refusal } from "../http/errors.ts";
import { answer, bare, refused } from "../http/responses.ts";
import { cookieSecure, setSessionCookie } from "../http/session-cookie.ts";
import { OIDC_STATE_MINUTES } from "../services/oidc-sign-in-service.ts";
import type { Settings } from "../settings.ts";
import { afterSignInTarget, redirectToProvider, redirectWithin } from "../http/redirect.ts";

/** Binds a sign-in to the browser that started it; sent back on the provider's top-level redirect (Lax). */
export const OIDC_BROWSER_COOKIE = "steward_oidc";
const COOKIE_PATH = "/api/auth/oidc";

const text = z.string().max(4096).optional();

export const identityOidcRoutes = {
  login: declareRoute({
    method: "get", path: "/auth/oidc/login", summary: "Browser sign-in through the OpenID Connect provider: redirect with state, nonce and PKCE", tags: ["auth"],
    access: publicRoute(),
    request: { query: z.object({ returnTo: z.string().max(2048).optional() }) },
    responses: { 302: bare("to the provider; or to /sign-in?error=CODE when it is not configured or cannot be reached") },
  }),
  link: declareRoute({
    method: "post", path: "/auth/oidc/link", summary: "Link the provider's account to your own: a sign-in at the provider that the callback links to the signed-in user", tags: ["auth"],
    access: signedIn(),
    request: { query: z.object({ returnTo: z.string().max(2048).optional() }) },
    responses: {
      200: answer('{"url"}: the provider\'s address to send the browser to', z.object({ url: z.string() })),
      401: refused("not signed in"),
      404: refused("PROVIDER_NOT_CONFIGURED"),
      502: refused("PROVIDER_UNAVAILABLE"),
    },
  }),
  callback: declareRoute({
    method: "get", path: "/auth/oidc/callback", summary: "The provider's answer: checked, then a Steward session and a redirect to returnTo", tags: ["auth"],
    access: publicRoute(),
    request: { query: z.object({ code: text, state: text, iss: text, error: text, error_description: text, session_state: text }).loose() },
    responses: { 302: bare("signed in: to returnTo with the session cookie; pending review: to /sign-in?error=ACCESS_PENDING; refused: to /sign-in?error=CODE") },
  }),
};

function signInPage(code: string, reason?: unknown): string {
  const query = new URLSearchParams({ error: code });
  if (typeof reason === "string" && reason !== "") query.set("reason", reason.slice(0, 200));
  return `/sign-in?${query}`;
}

/** The cookie that binds a sign-in under way to this browser (also set by a test sign-in's start). */
export function bindOidcBrowser(c: Context, settings: Settings, browserSecret: string) {
  setCookie(c, OIDC_BROWSER_COOKIE, browserSecret, {
    httpOnly: true,
    secure: cookieSecure(c, settings),
    sameSite: "Lax",
    path: COOKIE_PATH,
    maxAge: OIDC_STATE_MINUTES * 60,
  });
}

/** The page that started a test sign-in, told which result to show. */
export function withTestResult(returnTo: string, id: string): string {
  const url = new URL(returnTo, "http://steward.invalid");
  url.searchParams.set("signInTest", id);
  return `${url.pathname}${url.search}`;
}

export function mountIdentityOidcRoutes(settings: Settings) {
  const app = router();
  const bindBrowser = (c: Context, browserSecret: string) => bindOidcBrowser(c, settings, browserSecret);
  handle(app, identityOidcRoutes.login, async (c) => {
    try {
      const { url, browserSecret } = await c.var.services.oidc.start(afterSignInTarget(c.req.valid("query").returnTo, settings));
      bindBrowser(c, browserSecret);
      return redirectToProvider(c, url);
    } catch (error) {
      if (error instanceof Refusal) return redirectWithin(c, settings, signInPage(error.body.message), 302);
      throw error;
    }
  });
  // A POST, not a GET: a cross-site page cannot start it (the origin check), so nobody is made to
  // link an account of someone else's choosing that their browser happens to be signed in to.
  handle(app, identityOidcRoutes.link, async (c) => {
    const { url, browserSecret } = await c.var.services.oidc.start(afterSignInTarget(c.req.valid("query").returnTo, settings), c.var.actor.id);
    bindBrowser(c, browserSecret);
    return c.json({ url }, 200);
  });
  handle(app, identityOidcRoutes.callback, async (c) => {
    const browserSecret = getCookie(c, OIDC_BROWSER_COOKIE);
    deleteCookie(c, OIDC_BROWSER_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: cookieSecure(c, settings), sameSite: "Lax" });
    try {
      const result = await c.var.services.oidc.finish(new URL(c.req.url), browserSecret);
      // A super admin's test (issue 33): no session; the page shows what the provider sent.
      if (result.outcome === "test") {
        const id = await c.var.services.identitySettings.recordTest(result);
        return redirectWithin(c, settings, withTestResult(result.returnTo, id), 302, "/");
      }
      if (result.outcome === "pending_activation") return redirectWithin(c, settings, signInPage(IDENTITY_ERROR_CODES.accessPending), 302);
      setSessionCookie(c, settings, result.token, result.expiresAt);
      // Checked again on the way out: a value stored before this check existed is not trusted.
      return redirectWithin(c, settings, result.returnTo, 302, "/");
    } catch (error) {
      if (error instanceof Refusal) return redirectWithin(c, settings, signInPage(error.body.message, (error.body as Record<string, unknown>)["reason"]), 302);
      throw error;
    }
  });
  return app;
}
