import { Hono } from "hono";
import {
  idParamSchema,
  isSuperAdmin,
  latestPostQuerySchema,
  savedLatestPostQuerySchema,
  socialMediaCreateSchema,
  socialMediaListQuerySchema,
  socialMediaStatusSchema,
  socialMediaUpdateSchema,
} from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";

export function socialMediaRoutes() {
  return new Hono<AppEnv>()
    .get("/social-medias", allow("SOCIAL_MEDIAS", "read"), validate("query", socialMediaListQuerySchema), async (c) => {
      return c.json(await c.var.services.socialMedias.list(requireActor(c.var.actor), c.req.valid("query")));
    })
    .get("/social-medias/options", allow("SOCIAL_MEDIAS", "read"), async (c) => {
      return c.json(await c.var.services.socialMedias.options(requireActor(c.var.actor)));
    })
    .get("/social-medias/latest-post", allow("SOCIAL_MEDIAS", "read"), validate("query", latestPostQuerySchema), async (c) => {
      return c.json(await c.var.services.socialMediaLatestPosts.latest(requireActor(c.var.actor), c.req.valid("query")));
    })
    .post("/social-medias/:id{[0-9]+}/latest-post", allow("SOCIAL_MEDIAS", "update"), validate("param", idParamSchema), async (c) => {
      return c.json(await c.var.services.socialMediaLatestPosts.refresh(requireActor(c.var.actor), c.req.valid("param").id));
    })
    .get("/social-medias/saved-latest-post", allow("SOCIAL_MEDIAS", "read"), validate("query", savedLatestPostQuerySchema), async (c) => {
      return c.json(await c.var.services.socialMediaLatestPosts.saved(requireActor(c.var.actor), c.req.valid("query").socialMediaId));
    })
    .get("/social-medias/:id{[0-9]+}", allow("SOCIAL_MEDIAS", "read"), validate("param", idParamSchema), async (c) => {
      return c.json({ doc: await c.var.services.socialMedias.get(requireActor(c.var.actor), c.req.valid("param").id) });
    })
    .post("/social-medias", allow("SOCIAL_MEDIAS", "create"), validate("json", socialMediaCreateSchema), async (c) => {
      return c.json({ doc: await c.var.services.socialMedias.create(requireActor(c.var.actor), c.req.valid("json")) }, 201);
    })
    .patch(
      "/social-medias/status/:id{[0-9]+}",
      allow("SOCIAL_MEDIAS", "update", isSuperAdmin),
      validate("param", idParamSchema),
      validate("json", socialMediaStatusSchema),
      async (c) => {
        const doc = await c.var.services.socialMedias.changeStatus(requireActor(c.var.actor), c.req.valid("param").id, c.req.valid("json"));
        return c.json({ doc });
      },
    )
    .patch(
      "/social-medias/:id{[0-9]+}",
      allow("SOCIAL_MEDIAS", "update"),
      validate("param", idParamSchema),
      validate("json", socialMediaUpdateSchema),
      async (c) => {
        const doc = await c.var.services.socialMedias.update(requireActor(c.var.actor), c.req.valid("param").id, c.req.valid("json"));
        return c.json({ doc });
      },
    );
}

const access = (action: "create" | "read" | "update") => ({ resource: "SOCIAL_MEDIAS", action }) as const;

export const socialMediaRouteDocs: RouteDoc[] = [
  {
    method: "get", path: "/social-medias", summary: "Accounts with a unit in the caller's scope", tag: "social-medias", access: access("read"),
    query: socialMediaListQuerySchema, responses: { 200: "list", 400: "ValidationError" },
  },
  {
    method: "get", path: "/social-medias/options", summary: "Units and users the caller may name on an account", tag: "social-medias",
    access: access("read"), responses: { 200: '{"units":[{id,name}],"users":[{id,name,email,role}]}' },
  },
  {
    method: "get", path: "/social-medias/latest-post", summary: "Fetch the latest post of the account's own channel from YouTube or X (nothing is saved)", tag: "social-medias",
    access: access("read"), query: latestPostQuerySchema,
    responses: { 200: "{success,data,message}", 400: "ValidationError (channel must be the account's own)", 404: "account missing or out of scope; or no post found", 502: "provider failed", 503: "provider not configured" },
  },
  {
    method: "post", path: "/social-medias/{id}/latest-post", summary: "Fetch the account's latest post and keep it as the saved one (audited)", tag: "social-medias",
    access: access("update"), params: idParamSchema,
    responses: { 200: "{success,data,message}", 404: "account missing or out of scope; or no post found", 502: "provider failed", 503: "provider not configured" },
  },
  {
    method: "get", path: "/social-medias/saved-latest-post", summary: "The last post fetched for the account", tag: "social-medias",
    access: access("read"), query: savedLatestPostQuerySchema, responses: { 200: "{success,data,message}", 404: "missing or out of scope" },
  },
  {
    method: "get", path: "/social-medias/{id}", summary: "One account in scope, expanded, with its risk level", tag: "social-medias",
    access: access("read"), params: idParamSchema, responses: { 200: '{"doc"}', 404: "missing or out of scope" },
  },
  {
    method: "post", path: "/social-medias", summary: "Register an account (active for a super admin, pending approval otherwise)", tag: "social-medias",
    access: access("create"), body: socialMediaCreateSchema, responses: { 201: '{"doc"}', 400: "ValidationError" },
  },
  {
    method: "patch", path: "/social-medias/status/{id}", summary: "Approve, activate, deactivate or reactivate (super admin)", tag: "social-medias",
    access: access("update"), params: idParamSchema, body: socialMediaStatusSchema,
    responses: { 200: '{"doc"}', 403: "not a super admin", 404: "missing", 409: '{"message":"INVALID_TRANSITION"}' },
  },
  {
    method: "patch", path: "/social-medias/{id}", summary: "Edit an account in scope", tag: "social-medias", access: access("update"),
    params: idParamSchema, body: socialMediaUpdateSchema, responses: { 200: '{"doc"}', 400: "ValidationError", 404: "missing or out of scope" },
  },
];
