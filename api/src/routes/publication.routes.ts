// The administrators' side of the public directory: whether an account is published, and the
// switch that publishes it (unit admins in scope and super admins).
import { mayPublishAccounts, publicationContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const publicationRoutes = {
  get: declareRoute({ ...publicationContracts.get, access: allow("SOCIAL_MEDIAS", "read") }),
  set: declareRoute({ ...publicationContracts.set, access: allow("SOCIAL_MEDIAS", "update", mayPublishAccounts) }),
};

export function mountPublicationRoutes() {
  const app = router();
  handle(app, publicationRoutes.get, async (c) => c.json(await c.var.services.directory.publication(c.var.actor, c.req.valid("param").id)));
  handle(app, publicationRoutes.set, async (c) =>
    c.json(await c.var.services.directory.setPublicListing(c.var.actor, c.req.valid("param").id, c.req.valid("json").publicListing)),
  );
  return app;
}
