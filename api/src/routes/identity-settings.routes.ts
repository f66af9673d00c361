// The identity provider settings page's routes (issue 33, point 7), super admins only. The test
// sign-in's way back is the OIDC callback (identity-oidc.routes.ts) or the SAML ACS (saml.routes.ts),
// which hand their result to the identity settings service.
import { identitySettingsContracts, isSuperAdmin, DASHBOARD_PAGES, TOP_PAGES } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { afterSignInTarget } from "../http/redirect.ts";
import { bindOidcBrowser } from "./identity-oidc.routes.ts";
import { samlBrowserSecret } from "./saml.routes.ts";
import type { Settings } from "../settings.ts";

export const identitySettingsRoutes = {
  getSettings: declareRoute({ ...identitySettingsContracts.getSettings, access: allow("USERS", "read", isSuperAdmin) }),
  putSettings: declareRoute({ ...identitySettingsContracts.putSettings, access: allow("USERS", "update", isSuperAdmin) }),
  startTest: declareRoute({ ...identitySettingsContracts.startTest, access: allow("USERS", "update", isSuperAdmin) }),
  getTest: declareRoute({ ...identitySettingsContracts.getTest, access: allow("USERS", "read", isSuperAdmin) }),
};

/** Where the result of a test is shown when the page said nowhere else. */
export const IDENTITY_SETTINGS_PAGE = `/${TOP_PAGES.dashboard}/${DASHBOARD_PAGES.identityProvider}`;

export function mountIdentitySettingsRoutes(settings: Settings) {
  const app = router();
  handle(app, identitySettingsRoutes.getSettings, async (c) => c.json(await c.var.services.identitySettings.get(c.var.actor), 200));
  handle(app, identitySettingsRoutes.putSettings, async (c) => c.json(await c.var.services.identitySettings.put(c.var.actor, c.req.valid("json")), 200));
  handle(app, identitySettingsRoutes.startTest, async (c) => {
    const query = c.req.valid("query");
    const returnTo = afterSignInTarget(query.returnTo ?? IDENTITY_SETTINGS_PAGE, settings);
    // SAML's way back is the ACS (saml.routes.ts), bound to this browser by its own cookie.
    if (query.provider === "saml") return c.json(await c.var.services.identitySettings.startSamlTest(c.var.actor, returnTo, samlBrowserSecret(c)), 200);
    const { url, browserSecret } = await c.var.services.identitySettings.startTest(c.var.actor, returnTo);
    bindOidcBrowser(c, settings, browserSecret);
    return c.json({ url }, 200);
  });
  handle(app, identitySettingsRoutes.getTest, async (c) => c.json({ doc: await c.var.services.identitySettings.getTest(c.var.actor, c.req.valid("param").key) }, 200));
  return app;
}
