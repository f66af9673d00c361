// What the sign-in page offers and the super admins' group mappings (issue 17): what each route
// takes and answers. The provider flows themselves (login, callback, link) are redirects, declared
// in the API.
import { z } from "zod";
import { groupMappingsInputSchema, type GroupMappingDoc } from "../identity.ts";
import { MAPPABLE_ROLES, type AuthProvidersDoc } from "../identity-texts.ts";
import { answer, invalid, jsonBody, refSchema } from "./answers.ts";
import { identityEndpoints } from "./identity-endpoints.ts";

export const authProvidersDocSchema = z.object({
  providers: z.array(z.object({ id: z.enum(["oidc", "saml"]), name: z.string(), loginUrl: z.string() })),
  passwordLogin: z.boolean(),
}) satisfies z.ZodType<AuthProvidersDoc>;

export const groupMappingDocSchema = z.object({ id: z.number().int(), group: z.string(), unit: refSchema, role: z.enum(MAPPABLE_ROLES) }) satisfies z.ZodType<GroupMappingDoc>;

const mappings = answer('{"docs":[{id,group,unit,role}]}', z.object({ docs: z.array(groupMappingDocSchema) }));

export const identityContracts = {
  providers: {
    ...identityEndpoints.providers, summary: "The identity providers the sign-in page offers, and whether password sign-in is on", tags: ["auth"],
    responses: { 200: answer('{"providers":[{id,name,loginUrl}],"passwordLogin":boolean}', authProvidersDocSchema) },
  },
  listGroupMappings: {
    ...identityEndpoints.listGroupMappings, summary: "Identity provider groups mapped to units and roles (super admin)", tags: ["identity"],
    responses: { 200: mappings },
  },
  replaceGroupMappings: {
    ...identityEndpoints.replaceGroupMappings, summary: "Replace the group mappings; they apply at each person's next sign-in (super admin)", tags: ["identity"],
    request: { body: jsonBody(groupMappingsInputSchema) },
    responses: { 200: mappings, 400: invalid("ValidationError (unknown unit, a group mapped twice to a unit)") },
  },
};

export type IdentityContracts = typeof identityContracts;
