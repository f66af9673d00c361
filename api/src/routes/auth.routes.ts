import { z } from "zod";
import { firstUserInputSchema, loginInputSchema } from "@steward/shared";
import { publicRoute, signedIn } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, bare, invalid, jsonBody, messageBody, refused } from "../http/responses.ts";
import { clearSessionCookie, setSessionCookie } from "../http/session-cookie.ts";
import { redirectWithin } from "../http/redirect.ts";
import type { Settings } from "../settings.ts";

const user = z.object({ id: z.number().int(), role: z.string() }).loose();

export const authRoutes = {
  setup: declareRoute({
    method: "get", path: "/setup", summary: "Whether the first user still has to be created", tags: ["auth"], access: publicRoute(),
    responses: { 200: answer('{"firstUserRequired": boolean}', z.object({ firstUserRequired: z.boolean() })) },
  }),
  createFirstUser: declareRoute({
    method: "post", path: "/create-first-user", summary: "Create the first super admin while no user exists", tags: ["auth"], access: publicRoute(),
    request: { body: jsonBody(firstUserInputSchema) },
    responses: { 201: answer('{"user"}', z.object({ user })), 400: invalid(), 403: refused("a user already exists") },
  }),
  login: declareRoute({
    method: "post", path: "/users/login", summary: "Sign in: token in the body and an HttpOnly cookie", tags: ["auth"], access: publicRoute(),
    request: { body: jsonBody(loginInputSchema) },
    responses: {
      200: answer('{"user","token","exp"}', z.object({ user, token: z.string(), exp: z.number().int() })),
      400: invalid(), 401: refused("INVALID_CREDENTIALS"), 423: refused("USER_LOCKED"),
    },
  }),
  me: declareRoute({
    method: "get", path: "/users/me", summary: "The signed-in user", tags: ["auth"], access: signedIn({ policyExempt: true }),
    responses: { 200: answer('{"user"}', z.object({ user })), 401: refused("not signed in") },
  }),
  logout: declareRoute({
    method: "post", path: "/users/logout", summary: "Revoke the current session", tags: ["auth"], access: signedIn({ policyExempt: true }),
    responses: { 200: answer("revoked", messageBody) },
  }),
  // The spec's Sign Out navigates here, so it must work as a plain GET from the browser.
  browserLogout: declareRoute({
    method: "get", path: "/logout", summary: "Browser sign-out: revoke, clear the cookie, redirect to sign-in", tags: ["auth"], access: publicRoute(),
    responses: { 302: bare("to /sign-in or an allowed returnTo") },
  }),
};

export function mountAuthRoutes(settings: Settings) {
  const app = router();
  handle(app, authRoutes.setup, async (c) => c.json(await c.var.services.auth.setupStatus()));
  handle(app, authRoutes.createFirstUser, async (c) => {
    const user = await c.var.services.auth.createFirstUser(c.req.valid("json"));
    return c.json({ user }, 201);
  });
  handle(app, authRoutes.login, async (c) => {
    const result = await c.var.services.auth.login(c.req.valid("json"));
    setSessionCookie(c, settings, result.token, result.expiresAt);
    return c.json({ user: result.user, token: result.token, exp: result.exp });
  });
  handle(app, authRoutes.me, async (c) => c.json({ user: await c.var.services.auth.me(c.var.actor) }));
  handle(app, authRoutes.logout, async (c) => {
    await c.var.services.auth.logout(c.var.actor.sessionId);
    clearSessionCookie(c, settings);
    return c.json({ message: "LOGGED_OUT" });
  });
  handle(app, authRoutes.browserLogout, async (c) => {
    const actor = c.var.actor;
    if (actor) await c.var.services.auth.logout(actor.sessionId);
    clearSessionCookie(c, settings);
    return redirectWithin(c, settings, c.req.query("returnTo"), 302);
  });
  return app;
}
