import { ERROR_CODES, FORGOT_PASSWORD_PER_CLIENT, isSuperAdmin, mayManageAccess, passwordContracts, userContracts } from "@steward/shared";
import { allow, publicRoute } from "../http/access-rules.ts";
import { factory } from "../http/context.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { clientAddress } from "../http/client-address.ts";
import { createRateLimit } from "../http/rate-limit.ts";
import { sentencesIn } from "../i18n/api-sentences.ts";


export const userRoutes = {
  list: declareRoute({ ...userContracts.list, access: allow("USERS", "read") }),
  get: declareRoute({ ...userContracts.get, access: allow("USERS", "read") }),
  create: declareRoute({ ...userContracts.create, access: allow("USERS", "create") }),
  update: declareRoute({ ...userContracts.update, access: allow("USERS", "update") }),
  setStatus: declareRoute({ ...userContracts.setStatus, access: allow("USERS", "update", isSuperAdmin) }),
  replaceAccess: declareRoute({ ...userContracts.replaceAccess, access: allow("USERS", "update", mayManageAccess) }),
  forgotPassword: declareRoute({ ...passwordContracts.forgotPassword, access: publicRoute() }),
  resetPassword: declareRoute({ ...passwordContracts.resetPassword, access: publicRoute() }),
  welcomeEmail: declareRoute({ ...passwordContracts.welcomeEmail, access: allow("USERS", "update", mayManageAccess) }),
};

export function mountUserRoutes() {
  const app = router();
  handle(app, userRoutes.list, async (c) => c.json(await c.var.services.users.list(c.var.actor, c.req.valid("query"))));
  handle(app, userRoutes.get, async (c) => c.json({ doc: await c.var.services.users.get(c.var.actor, c.req.valid("param").id) }));
  handle(app, userRoutes.create, async (c) => {
    const doc = await c.var.services.users.create(c.var.actor, c.req.valid("json"));
    return c.json({ doc }, 201);
  });
  handle(app, userRoutes.update, async (c) => c.json({ doc: await c.var.services.users.update(c.var.actor, c.req.valid("json")) }));
  handle(app, userRoutes.setStatus, async (c) => c.json({ doc: await c.var.services.users.setStatus(c.var.actor, c.req.valid("json")) }));
  handle(app, userRoutes.replaceAccess, async (c) => c.json({ doc: await c.var.services.access.replace(c.var.actor, c.req.valid("json")) }));

  const forgotPerClient = createRateLimit(FORGOT_PASSWORD_PER_CLIENT.max, FORGOT_PASSWORD_PER_CLIENT.windowMinutes * 60_000);
  // Before the body is read: a flood from one client costs a map lookup, nothing more.
  const perClientLimit = factory.createMiddleware(async (c, next) => {
    const wait = forgotPerClient.hit(clientAddress(c), Date.now());
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json({ message: ERROR_CODES.tooManyRequests }, 429);
    }
    await next();
  });
  handle(
    app,
    userRoutes.forgotPassword,
    async (c) => {
      c.var.services.passwords.forgot(c.req.valid("json").email);
      // A sentence, not a code: said in the request's language (the catalogue's apiErrors.forgotPasswordAccepted).
      return c.json({ message: sentencesIn(c.var.locale)("If the address is registered, an e-mail with instructions is on its way.") });
    },
    { before: [perClientLimit] },
  );
  handle(app, userRoutes.resetPassword, async (c) => {
    const { token, password } = c.req.valid("json");
    await c.var.services.passwords.reset(token, password);
    return c.json({ message: "PASSWORD_RESET" });
  });
  handle(app, userRoutes.welcomeEmail, async (c) => {
    await c.var.services.passwords.sendWelcome(c.var.actor, c.req.valid("json").user);
    return c.json({ message: "WELCOME_EMAIL_QUEUED" }, 201);
  });
  return app;
}
