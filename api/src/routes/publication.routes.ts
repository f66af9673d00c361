// The administrators' side of the public directory: whether an account is published, and the
// switch that publishes it (unit admins in scope and super admins).
import { idParamSchema, mayPublishAccounts, publicationSchema, publicListingInputSchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, invalid, jsonBody, refused } from "../http/responses.ts";

export const publicationRoutes = {
  get: declareRoute({
    method: "get", path: "/social-medias/{id}/publication", summary: "Whether and how an account is published in the public directory", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "read"),
    request: { params: idParamSchema },
    responses: { 200: answer("publication", publicationSchema), 404: refused("missing or out of scope") },
  }),
  set: declareRoute({
    method: "put", path: "/social-medias/{id}/public-listing", summary: "List an account in the public directory, or take it off", tags: ["social-medias"],
    access: allow("SOCIAL_MEDIAS", "update", mayPublishAccounts),
    request: { params: idParamSchema, body: jsonBody(publicListingInputSchema) },
    responses: { 200: answer("publication", publicationSchema), 400: invalid(), 403: refused("not a unit admin or super admin"), 404: refused("missing or out of scope") },
  }),
};

export function mountPublicationRoutes() {
  const app = router();
  handle(app, publicationRoutes.get, async (c) => c.json(await c.var.services.directory.publication(c.var.actor, c.req.valid("param").id)));
  handle(app, publicationRoutes.set, async (c) =>
    c.json(await c.var.services.directory.setPublicListing(c.var.actor, c.req.valid("param").id, c.req.valid("json").publicListing)),
  );
  return app;
}
