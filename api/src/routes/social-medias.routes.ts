import { isSuperAdmin, socialMediaContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { withMessageIn } from "../i18n/api-sentences.ts";

const contracts = socialMediaContracts;

export const socialMediaRoutes = {
  list: declareRoute({ ...contracts.list, access: allow("SOCIAL_MEDIAS", "read") }),
  options: declareRoute({ ...contracts.options, access: allow("SOCIAL_MEDIAS", "read") }),
  latestPost: declareRoute({ ...contracts.latestPost, access: allow("SOCIAL_MEDIAS", "read") }),
  refreshLatestPost: declareRoute({ ...contracts.refreshLatestPost, access: allow("SOCIAL_MEDIAS", "update") }),
  savedLatestPost: declareRoute({ ...contracts.savedLatestPost, access: allow("SOCIAL_MEDIAS", "read") }),
  get: declareRoute({ ...contracts.get, access: allow("SOCIAL_MEDIAS", "read") }),
  create: declareRoute({ ...contracts.create, access: allow("SOCIAL_MEDIAS", "create") }),
  changeStatus: declareRoute({ ...contracts.changeStatus, access: allow("SOCIAL_MEDIAS", "update", isSuperAdmin) }),
  // Whoever may approve (the status route's rule) may reject.
  reject: declareRoute({ ...contracts.reject, access: allow("SOCIAL_MEDIAS", "update", isSuperAdmin) }),
  update: declareRoute({ ...contracts.update, access: allow("SOCIAL_MEDIAS", "update") }),
};

export function mountSocialMediaRoutes() {
  const app = router();
  const routes = socialMediaRoutes;
  handle(app, routes.list, async (c) => c.json(await c.var.services.socialMedias.list(c.var.actor, c.req.valid("query"))));
  handle(app, routes.options, async (c) => c.json(await c.var.services.socialMedias.options(c.var.actor)));
  // The latest post's answers carry a sentence in `message` (api-contract.md): said in the request's language.
  handle(app, routes.latestPost, async (c) => c.json(withMessageIn(await c.var.services.socialMediaLatestPosts.latest(c.var.actor, c.req.valid("query")), c.var.locale)));
  handle(app, routes.refreshLatestPost, async (c) => c.json(withMessageIn(await c.var.services.socialMediaLatestPosts.refresh(c.var.actor, c.req.valid("param").id), c.var.locale)));
  handle(app, routes.savedLatestPost, async (c) => c.json(withMessageIn(await c.var.services.socialMediaLatestPosts.saved(c.var.actor, c.req.valid("query").socialMediaId), c.var.locale)));
  handle(app, routes.get, async (c) => c.json({ doc: await c.var.services.socialMedias.get(c.var.actor, c.req.valid("param").id) }));
  handle(app, routes.create, async (c) => c.json({ doc: await c.var.services.socialMedias.create(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, routes.changeStatus, async (c) => {
    const doc = await c.var.services.socialMedias.changeStatus(c.var.actor, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ doc });
  });
  handle(app, routes.reject, async (c) => c.json({ doc: await c.var.services.socialMedias.reject(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }));
  handle(app, routes.update, async (c) => {
    const doc = await c.var.services.socialMedias.update(c.var.actor, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ doc });
  });
  return app;
}
