// The SCIM endpoints as the OpenAPI document shows them. SCIM is not mounted through declareRoute:
// its token, media type, error bodies and RFC 7644 paging are its own (scim.routes.ts), so these
// declarations only document it; the registry test proves they name exactly the routes mounted.
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { operationIdOf } from "../http/declare-route.ts";

const SCIM_MEDIA_TYPE = "application/scim+json";

const scimError = z.object({
  schemas: z.array(z.string()),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string(),
});

const scimUser = z
  .object({
    schemas: z.array(z.string()),
    id: z.string(),
    externalId: z.string().optional(),
    userName: z.string(),
    name: z.object({ formatted: z.string(), givenName: z.string().optional(), familyName: z.string().optional() }),
    displayName: z.string(),
    emails: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })),
    active: z.boolean(),
    meta: z.object({ resourceType: z.literal("User"), created: z.string(), lastModified: z.string(), location: z.string() }),
  });

const listOf = <T extends z.ZodType>(resource: T) =>
  z.object({ schemas: z.array(z.string()), totalResults: z.number().int(), startIndex: z.number().int(), itemsPerPage: z.number().int(), Resources: z.array(resource) });

/** The RFC 7643 discovery documents: what Steward supports, described by themselves. */
const discoveryDoc = z.object({ schemas: z.array(z.string()) }).loose();

const scim = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { [SCIM_MEDIA_TYPE]: { schema } } }) as const;
const failure = (description: string) => scim(description, scimError);

const userBody = { content: { [SCIM_MEDIA_TYPE]: { schema: z.object({ schemas: z.array(z.string()) }).loose() } }, required: true } as const;
const userId = z.object({ id: z.string() });
const TOKEN_RESPONSES = { 401: failure("no SCIM token, or one unknown or revoked") } as const;

const declare = <const R extends Parameters<typeof createRoute>[0]>(route: R) =>
  createRoute({ ...route, tags: ["scim"], security: [{ scimBearer: [] }], operationId: `scim${operationIdOf(route.method, route.path).replace(/^[a-z]+/, (m) => m.charAt(0).toUpperCase() + m.slice(1))}`, responses: { ...TOKEN_RESPONSES, ...route.responses } });

export const scimOperations = {
  serviceProviderConfig: declare({ method: "get", path: "/ServiceProviderConfig", summary: "What this SCIM service provider supports", responses: { 200: scim("ServiceProviderConfig", discoveryDoc) } }),
  resourceTypes: declare({ method: "get", path: "/ResourceTypes", summary: "The resource types (User)", responses: { 200: scim("ListResponse", listOf(discoveryDoc)) } }),
  userResourceType: declare({ method: "get", path: "/ResourceTypes/User", summary: "The User resource type", responses: { 200: scim("ResourceType", discoveryDoc) } }),
  schemas: declare({ method: "get", path: "/Schemas", summary: "The schemas (the core User schema)", responses: { 200: scim("ListResponse", listOf(discoveryDoc)) } }),
  schema: declare({
    method: "get", path: "/Schemas/{id}", summary: "One schema by its URN", request: { params: z.object({ id: z.string() }) },
    responses: { 200: scim("Schema", discoveryDoc), 404: failure("not a schema Steward has") },
  }),
  listUsers: declare({
    method: "get", path: "/Users", summary: "Users, filtered (userName eq, externalId eq) and paged (startIndex, count)",
    request: { query: z.object({ filter: z.string().optional(), startIndex: z.string().optional(), count: z.string().optional() }) },
    responses: { 200: scim("ListResponse of Users", listOf(scimUser)), 400: failure("invalidFilter or invalidValue") },
  }),
  createUser: declare({
    method: "post", path: "/Users", summary: "Provision a user", request: { body: userBody },
    responses: { 201: scim("the User, with Location", scimUser), 400: failure("invalidSyntax or invalidValue"), 409: failure("uniqueness: the userName is taken"), 413: failure("body too large"), 415: failure("not application/scim+json") },
  }),
  getUser: declare({ method: "get", path: "/Users/{id}", summary: "One user", request: { params: userId }, responses: { 200: scim("the User", scimUser), 404: failure("no such user") } }),
  replaceUser: declare({
    method: "put", path: "/Users/{id}", summary: "Replace a user's attributes", request: { params: userId, body: userBody },
    responses: { 200: scim("the User", scimUser), 400: failure("invalidSyntax or invalidValue"), 404: failure("no such user"), 409: failure("uniqueness") },
  }),
  patchUser: declare({
    method: "patch", path: "/Users/{id}", summary: "Change a user with a PatchOp (e.g. active false)", request: { params: userId, body: userBody },
    responses: { 200: scim("the User", scimUser), 400: failure("invalidPath, invalidSyntax or invalidValue"), 404: failure("no such user"), 409: failure("uniqueness") },
  }),
  deleteUser: declare({ method: "delete", path: "/Users/{id}", summary: "Deprovision a user", request: { params: userId }, responses: { 204: { description: "deprovisioned" }, 404: failure("no such user") } }),
};
