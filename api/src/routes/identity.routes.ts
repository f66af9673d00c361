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

interface ProviderOffer {
  enabled: boolean;
  displayName: string;
}

/** The sign-in page's offer: configured providers, in the order the page shows them. */
export function providersOf(settings: Settings, oidc: ProviderOffer, saml: ProviderOffer): AuthProvidersDoc {
  const providers: AuthProvidersDoc["providers"] = [];
  if (oidc.enabled) providers.push({ id: "oidc", name: oidc.displayName, loginUrl: "/api/auth/oidc/login" });
  if (saml.enabled) providers.push({ id: "saml", name: saml.displayName, loginUrl: "/api/auth/saml/login" });
  return { providers, passwordLogin: settings.STEWARD_PASSWORD_LOGIN };
}

export function mountIdentityRoutes(settings: Settings) {
  const app = router();
  handle(app, identityRoutes.providers, async (c) => {
    const [oidc, saml] = await Promise.all([c.var.services.oidc.offer(), c.var.services.saml.offer()]);
    return c.json(providersOf(settings, oidc, saml));
  });
  handle(app, identityRoutes.listGroupMappings, async (c) => c.json({ docs: await c.var.services.groupMappings.list(c.var.actor) }));
  handle(app, identityRoutes.replaceGroupMappings, async (c) =>
    c.json({ docs: await c.var.services.groupMappings.replace(c.var.actor, c.req.valid("json")) }),
  );
  return app;
}
