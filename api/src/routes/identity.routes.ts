// What the sign-in page offers (issue 17), and the super admins' group mappings.
import { z } from "zod";
import { groupMappingsInputSchema, isSuperAdmin, type AuthProvidersDoc } from "@steward/shared";
import { allow, publicRoute } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, invalid, jsonBody } from "../http/responses.ts";
import type { Settings } from "../settings.ts";

const provider = z.object({ id: z.enum(["oidc", "saml"]), name: z.string(), loginUrl: z.string() });
const mapping = z.object({ id: z.number().int(), group: z.string(), unit: z.object({ id: z.number().int(), name: z.string() }), role: z.string() });

export const identityRoutes = {
  providers: declareRoute({
    method: "get", path: "/auth/providers", summary: "The identity providers the sign-in page offers, and whether password sign-in is on", tags: ["auth"],
    access: publicRoute(),
    responses: { 200: answer('{"providers":[{id,name,loginUrl}],"passwordLogin":boolean}', z.object({ providers: z.array(provider), passwordLogin: z.boolean() })) },
  }),
  listGroupMappings: declareRoute({
    method: "get", path: "/identity/group-mappings", summary: "Identity provider groups mapped to units and roles (super admin)", tags: ["identity"],
    access: allow("USERS", "read", isSuperAdmin),
    responses: { 200: answer('{"docs":[{id,group,unit,role}]}', z.object({ docs: z.array(mapping) })) },
  }),
  replaceGroupMappings: declareRoute({
    method: "patch", path: "/identity/group-mappings", summary: "Replace the group mappings; they apply at each person's next sign-in (super admin)", tags: ["identity"],
    access: allow("USERS", "update", isSuperAdmin),
    request: { body: jsonBody(groupMappingsInputSchema) },
    responses: { 200: answer('{"docs":[{id,group,unit,role}]}', z.object({ docs: z.array(mapping) })), 400: invalid("ValidationError (unknown unit, a group mapped twice to a unit)") },
  }),
};

/** The sign-in page's offer: configured providers, in the order the page shows them. */
export function providersOf(settings: Settings, oidcEnabled: boolean): AuthProvidersDoc {
  const providers: AuthProvidersDoc["providers"] = [];
  if (oidcEnabled) providers.push({ id: "oidc", name: settings.OIDC_DISPLAY_NAME, loginUrl: "/api/auth/oidc/login" });
  if (settings.SAML_IDP_METADATA_URL || settings.SAML_IDP_METADATA_FILE) {
    providers.push({ id: "saml", name: settings.SAML_DISPLAY_NAME, loginUrl: "/api/auth/saml/login" });
  }
  return { providers, passwordLogin: settings.STEWARD_PASSWORD_LOGIN };
}

export function mountIdentityRoutes(settings: Settings) {
  const app = router();
  handle(app, identityRoutes.providers, async (c) => c.json(providersOf(settings, c.var.services.oidc.enabled)));
  handle(app, identityRoutes.listGroupMappings, async (c) => c.json({ docs: await c.var.services.groupMappings.list(c.var.actor) }));
  handle(app, identityRoutes.replaceGroupMappings, async (c) =>
    c.json({ docs: await c.var.services.groupMappings.replace(c.var.actor, c.req.valid("json")) }),
  );
  return app;
}
