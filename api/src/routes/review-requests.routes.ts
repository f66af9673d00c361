import { reviewDecisionSchema, reviewRequestListQuerySchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, listOf, refused, withId } from "../http/responses.ts";

export const reviewRequestRoutes = {
  list: declareRoute({
    method: "get", path: "/review-requests", summary: "Review requests for new users (super admin)", tags: ["users"],
    access: allow("REVIEW_REQUESTS", "read"), request: { query: reviewRequestListQuerySchema },
    responses: { 200: answer("list", listOf(withId)), 400: invalid() },
  }),
  decide: declareRoute({
    method: "patch", path: "/review-requests", summary: "Approve or reject a review request", tags: ["users"],
    access: allow("REVIEW_REQUESTS", "update"), request: { body: jsonBody(reviewDecisionSchema) },
    responses: { 200: answer('{"doc"}', docOf(withId)), 400: invalid("ValidationError (a rejection needs a reason)"), 409: refused("already decided") },
  }),
};

export function mountReviewRequestRoutes() {
  const app = router();
  handle(app, reviewRequestRoutes.list, async (c) => c.json(await c.var.services.reviews.list(c.var.actor, c.req.valid("query"))));
  handle(app, reviewRequestRoutes.decide, async (c) => c.json({ doc: await c.var.services.reviews.decide(c.var.actor, c.req.valid("json")) }));
  return app;
}
