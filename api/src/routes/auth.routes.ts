import { authContracts } from "@steward/shared";
import { publicRoute, signedIn } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { clearSessionCookie, setSessionCookie } from "../http/session-cookie.ts";
import { redirectWithin } from "../http/redirect.ts";
import type { Settings } from "../settings.ts";

export const authRoutes = {
  setup: declareRoute({ ...authContracts.setup, access: publicRoute() }),
  createFirstUser: declareRoute({ ...authContracts.createFirstUser, access: publicRoute() }),
  login: declareRoute({ ...authContracts.login, access: publicRoute() }),
  me: declareRoute({ ...authContracts.me, access: signedIn({ policyExempt: true }) }),
  // Any signed-in person, for themselves only (the body names nobody); before accepting the
  // policy too, so the policy can be read in the language one chooses.
  updateMe: declareRoute({ ...authContracts.updateMe, access: signedIn({ policyExempt: true }) }),
  logout: declareRoute({ ...authContracts.logout, access: signedIn({ policyExempt: true }) }),
  browserLogout: declareRoute({ ...authContracts.browserLogout, access: publicRoute() }),
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
  handle(app, authRoutes.updateMe, async (c) => {
    const user = await c.var.services.auth.updateMe(c.var.actor, c.req.valid("json"));
    // The rest of this answer (and any later error of it) speaks the newly chosen language.
    c.set("locale", user.locale);
    return c.json({ user });
  });
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
