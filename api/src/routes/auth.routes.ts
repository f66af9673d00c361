import { Hono } from "hono";
import { firstUserInputSchema, loginInputSchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { publicRoute, requireActor, signedIn } from "../http/guards.ts";
import { clearSessionCookie, setSessionCookie } from "../http/session-cookie.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";
import { publicUrlOf, type Settings } from "../settings.ts";

/**
 * Where `GET /api/logout` sends the browser: a path of this server or a page of an allowed origin.
 * The value is resolved as a browser would resolve it (tabs and newlines dropped, `/\` and `//`
 * leaving the site), and what goes into Location is the parsed URL, never the raw text.
 */
export function safeReturnTo(value: string | undefined, settings: Settings): string {
  if (!value) return "/sign-in";
  const own = new URL(publicUrlOf(settings));
  let url: URL;
  try {
    url = new URL(value, own);
  } catch {
    return "/sign-in";
  }
  if (url.origin === own.origin) return `${url.pathname}${url.search}${url.hash}`;
  if (settings.ALLOWED_ORIGINS.includes(url.origin)) return url.href;
  return "/sign-in";
}

export function authRoutes(settings: Settings) {
  return new Hono<AppEnv>()
    .get("/setup", publicRoute(), async (c) => c.json(await c.var.services.auth.setupStatus()))
    .post("/create-first-user", publicRoute(), validate("json", firstUserInputSchema), async (c) => {
      const user = await c.var.services.auth.createFirstUser(c.req.valid("json"));
      return c.json({ user }, 201);
    })
    .post("/users/login", publicRoute(), validate("json", loginInputSchema), async (c) => {
      const result = await c.var.services.auth.login(c.req.valid("json"));
      setSessionCookie(c, settings, result.token, result.expiresAt);
      return c.json({ user: result.user, token: result.token, exp: result.exp });
    })
    .get("/users/me", signedIn({ policyExempt: true }), async (c) => {
      return c.json({ user: await c.var.services.auth.me(requireActor(c.var.actor, true)) });
    })
    .post("/users/logout", signedIn({ policyExempt: true }), async (c) => {
      await c.var.services.auth.logout(requireActor(c.var.actor, true).sessionId);
      clearSessionCookie(c, settings);
      return c.json({ message: "LOGGED_OUT" });
    })
    // The spec's Sign Out navigates here, so it must work as a plain GET from the browser.
    .get("/logout", publicRoute(), async (c) => {
      const actor = c.var.actor;
      if (actor) await c.var.services.auth.logout(actor.sessionId);
      clearSessionCookie(c, settings);
      return c.redirect(safeReturnTo(c.req.query("returnTo"), settings), 302);
    });
}

export const authRouteDocs: RouteDoc[] = [
  { method: "get", path: "/setup", summary: "Whether the first user still has to be created", tag: "auth", access: "public", responses: { 200: '{"firstUserRequired": boolean}' } },
  {
    method: "post", path: "/create-first-user", summary: "Create the first super admin while no user exists", tag: "auth", access: "public",
    body: firstUserInputSchema, responses: { 201: '{"user"}', 400: "ValidationError", 403: "a user already exists" },
  },
  {
    method: "post", path: "/users/login", summary: "Sign in: token in the body and an HttpOnly cookie", tag: "auth", access: "public",
    body: loginInputSchema, responses: { 200: '{"user","token","exp"}', 401: "INVALID_CREDENTIALS", 423: "USER_LOCKED" },
  },
  { method: "get", path: "/users/me", summary: "The signed-in user", tag: "auth", access: "signed-in", responses: { 200: '{"user"}', 401: "not signed in" } },
  { method: "post", path: "/users/logout", summary: "Revoke the current session", tag: "auth", access: "signed-in", responses: { 200: "revoked" } },
  { method: "get", path: "/logout", summary: "Browser sign-out: revoke, clear the cookie, redirect to sign-in", tag: "auth", access: "public", responses: { 302: "to /sign-in or an allowed returnTo" } },
];
