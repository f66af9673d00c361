import { Hono } from "hono";
import { reviewDecisionSchema, reviewRequestListQuerySchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";

export function reviewRequestRoutes() {
  return new Hono<AppEnv>()
    .get("/review-requests", allow("REVIEW_REQUESTS", "read"), validate("query", reviewRequestListQuerySchema), async (c) => {
      return c.json(await c.var.services.reviews.list(requireActor(c.var.actor), c.req.valid("query")));
    })
    .patch("/review-requests", allow("REVIEW_REQUESTS", "update"), validate("json", reviewDecisionSchema), async (c) => {
      return c.json({ doc: await c.var.services.reviews.decide(requireActor(c.var.actor), c.req.valid("json")) });
    });
}

export const reviewRequestRouteDocs: RouteDoc[] = [
  {
    method: "get", path: "/review-requests", summary: "Review requests for new users (super admin)", tag: "users",
    access: { resource: "REVIEW_REQUESTS", action: "read" }, query: reviewRequestListQuerySchema, responses: { 200: "list" },
  },
  {
    method: "patch", path: "/review-requests", summary: "Approve or reject a review request", tag: "users",
    access: { resource: "REVIEW_REQUESTS", action: "update" }, body: reviewDecisionSchema, responses: { 200: '{"doc"}', 400: "reason required", 409: "already decided" },
  },
];
