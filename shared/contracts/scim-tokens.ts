// The SCIM token routes (super admin; `steward scim token ...`): the token is in the create answer
// only, and no answer carries its hash. Only the CLI calls them, so they have no endpoints file.
import { z } from "zod";
import { scimTokenCreateSchema, scimTokenNameParamSchema, type ScimTokenCreated, type ScimTokenDoc } from "../schemas/scim.ts";
import { answer, docOf, invalid, jsonBody, refSchema, refused } from "./answers.ts";

const scimTokenEndpoints = {
  create: { method: "post", path: "/scim/tokens" },
  list: { method: "get", path: "/scim/tokens" },
  revoke: { method: "delete", path: "/scim/tokens/{name}" },
} as const;

export const scimTokenDocSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: refSchema.nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: refSchema.nullable(),
  lastUsedAt: z.string().nullable(),
}) satisfies z.ZodType<ScimTokenDoc>;

export const scimTokenContracts = {
  create: {
    ...scimTokenEndpoints.create, summary: "Make a SCIM provisioning token (super admin); the token is shown once", tags: ["scim"],
    request: { body: jsonBody(scimTokenCreateSchema) },
    responses: {
      201: answer('{"token","doc"}', z.object({ token: z.string(), doc: scimTokenDocSchema }) satisfies z.ZodType<ScimTokenCreated>),
      400: invalid(),
      409: refused("SCIM_TOKEN_NAME_TAKEN: a live token already has this name"),
    },
  },
  list: {
    ...scimTokenEndpoints.list, summary: "SCIM provisioning tokens, revoked ones too (super admin)", tags: ["scim"],
    responses: { 200: answer('{"docs"}', z.object({ docs: z.array(scimTokenDocSchema) })) },
  },
  revoke: {
    ...scimTokenEndpoints.revoke, summary: "Revoke the live SCIM token of this name (super admin): refused from its next request", tags: ["scim"],
    request: { params: scimTokenNameParamSchema },
    responses: { 200: answer('{"doc"}', docOf(scimTokenDocSchema)), 400: invalid(), 404: refused("no live token has this name") },
  },
};
