import { z } from "zod";
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
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, listOf, ref, refused, withId } from "../http/responses.ts";

const latestPost = z.object({ success: z.boolean(), data: z.object({}).loose().nullable(), message: z.string() });
const providerFailures = { 502: refused("provider failed"), 503: refused("provider not configured") };

export const socialMediaRoutes = {
  list: declareRoute({
    method: "get", path: "/social-medias", summary: "Accounts with a unit in the caller's scope", tags: ["social-medias"], access: allow("SOCIAL_MEDIAS", "read"),
    request: { query: socialMediaListQuerySchema }, responses: { 200: answer("list", listOf(withId)), 400: invalid() },
  }),
  options: declareRoute({
    method: "get", path: "/social-medias/options", summary: "Units and users the caller may name on an account", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "read"),
    responses: { 200: answer('{"units":[{id,name}],"users":[{id,name,email,role}]}', z.object({ units: z.array(ref), users: z.array(ref) })) },
  }),
  latestPost: declareRoute({
    method: "get", path: "/social-medias/latest-post", summary: "Fetch the latest post of the account's own channel from YouTube or X (nothing is saved)", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "read"), request: { query: latestPostQuerySchema },
    responses: {
      200: answer("{success,data,message}", latestPost),
      400: invalid("ValidationError (channel must be the account's own)"),
      404: refused("account missing or out of scope; or no post found"),
      ...providerFailures,
    },
  }),
  refreshLatestPost: declareRoute({
    method: "post", path: "/social-medias/{id}/latest-post", summary: "Fetch the account's latest post and keep it as the saved one (audited)", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "update"), request: { params: idParamSchema },
    responses: { 200: answer("{success,data,message}", latestPost), 404: refused("account missing or out of scope; or no post found"), ...providerFailures },
  }),
  savedLatestPost: declareRoute({
    method: "get", path: "/social-medias/saved-latest-post", summary: "The last post fetched for the account", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "read"), request: { query: savedLatestPostQuerySchema },
    responses: { 200: answer("{success,data,message}", latestPost), 400: invalid(), 404: refused("missing or out of scope") },
  }),
  get: declareRoute({
    method: "get", path: "/social-medias/{id}", summary: "One account in scope, expanded, with its risk level", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "read"), request: { params: idParamSchema },
    responses: { 200: answer('{"doc"}', docOf(withId)), 404: refused("missing or out of scope") },
  }),
  create: declareRoute({
    method: "post", path: "/social-medias", summary: "Register an account (active for a super admin, pending approval otherwise)", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "create"), request: { body: jsonBody(socialMediaCreateSchema) },
    responses: { 201: answer('{"doc"}', docOf(withId)), 400: invalid() },
  }),
  changeStatus: declareRoute({
    method: "patch", path: "/social-medias/status/{id}", summary: "Approve, activate, deactivate or reactivate (super admin)", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "update", isSuperAdmin), request: { params: idParamSchema, body: jsonBody(socialMediaStatusSchema) },
    responses: { 200: answer('{"doc"}', docOf(withId)), 400: invalid(), 403: refused("not a super admin"), 404: refused("missing"), 409: refused("INVALID_TRANSITION") },
  }),
  update: declareRoute({
    method: "patch", path: "/social-medias/{id}", summary: "Edit an account in scope", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "update"), request: { params: idParamSchema, body: jsonBody(socialMediaUpdateSchema) },
    responses: { 200: answer('{"doc"}', docOf(withId)), 400: invalid(), 404: refused("missing or out of scope") },
  }),
};

export function mountSocialMediaRoutes() {
  const app = router();
  const routes = socialMediaRoutes;
  handle(app, routes.list, async (c) => c.json(await c.var.services.socialMedias.list(c.var.actor, c.req.valid("query"))));
  handle(app, routes.options, async (c) => c.json(await c.var.services.socialMedias.options(c.var.actor)));
  handle(app, routes.latestPost, async (c) => c.json(await c.var.services.socialMediaLatestPosts.latest(c.var.actor, c.req.valid("query"))));
  handle(app, routes.refreshLatestPost, async (c) => c.json(await c.var.services.socialMediaLatestPosts.refresh(c.var.actor, c.req.valid("param").id)));
  handle(app, routes.savedLatestPost, async (c) => c.json(await c.var.services.socialMediaLatestPosts.saved(c.var.actor, c.req.valid("query").socialMediaId)));
  handle(app, routes.get, async (c) => c.json({ doc: await c.var.services.socialMedias.get(c.var.actor, c.req.valid("param").id) }));
  handle(app, routes.create, async (c) => c.json({ doc: await c.var.services.socialMedias.create(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, routes.changeStatus, async (c) => {
    const doc = await c.var.services.socialMedias.changeStatus(c.var.actor, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ doc });
  });
  handle(app, routes.update, async (c) => {
    const doc = await c.var.services.socialMedias.update(c.var.actor, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ doc });
  });
  return app;
}
