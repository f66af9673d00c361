import { reviewRequestContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const reviewRequestRoutes = {
  list: declareRoute({ ...reviewRequestContracts.list, access: allow("REVIEW_REQUESTS", "read") }),
  decide: declareRoute({ ...reviewRequestContracts.decide, access: allow("REVIEW_REQUESTS", "update") }),
};

export function mountReviewRequestRoutes() {
  const app = router();
  handle(app, reviewRequestRoutes.list, async (c) => c.json(await c.var.services.reviews.list(c.var.actor, c.req.valid("query"))));
  handle(app, reviewRequestRoutes.decide, async (c) => c.json({ doc: await c.var.services.reviews.decide(c.var.actor, c.req.valid("json")) }));
  return app;
}
