// What the sign-in page offers (issue 17), and the super admins' group mappings.
import { identityContracts, isSuperAdmin, type AuthProvidersDoc } from "@steward/shared";
import { allow, publicRoute } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import type { Settings } from "../settings.ts";

export const identityRoutes = {
  providers: declareRoute({ ...identityContracts.providers, access: publicRoute() }),
  listGroupMappings: declareRoute({ ...identityContracts.listGroupMappings, access: allow("USERS", "read", isSuperAdmin) }),
  replaceGroupMappings: declareRoute({ ...identityContracts.replaceGroupMappings, access: allow("USERS", "update", isSuperAdmin) }),
};

/** The sign-in page's offer: configured providers, in the order the page shows them. */
export function providersOf(settings: Settings, oidc: { enabled: boolean; displayName: string }): AuthProvidersDoc {
  const providers: AuthProvidersDoc["providers"] = [];
  if (oidc.enabled) providers.push({ id: "oidc", name: oidc.displayName, loginUrl: "/api/auth/oidc/login" });
  if (settings.SAML_IDP_METADATA_URL || settings.SAML_IDP_METADATA_FILE) {
    providers.push({ id: "saml", name: settings.SAML_DISPLAY_NAME, loginUrl: "/api/auth/saml/login" });
  }
  return { providers, passwordLogin: settings.STEWARD_PASSWORD_LOGIN };
}

export function mountIdentityRoutes(settings: Settings) {
  const app = router();
  handle(app, identityRoutes.providers, async (c) => c.json(providersOf(settings, await c.var.services.oidc.offer())));
  handle(app, identityRoutes.listGroupMappings, async (c) => c.json({ docs: await c.var.services.groupMappings.list(c.var.actor) }));
  handle(app, identityRoutes.replaceGroupMappings, async (c) =>
    c.json({ docs: await c.var.services.groupMappings.replace(c.var.actor, c.req.valid("json")) }),
  );
  return app;
}
