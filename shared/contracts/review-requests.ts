// The review request routes (super admin): what each takes and answers.
import { z } from "zod";
import { ROLES, USER_STATUSES } from "../enums.ts";
import { reviewDecisionSchema, reviewRequestListQuerySchema, type ReviewRequestDoc } from "../schemas/users.ts";
import { answer, docOf, invalid, jsonBody, listOf, refSchema, refused } from "./answers.ts";
import { reviewRequestEndpoints } from "./review-request-endpoints.ts";

export const reviewRequestDocSchema = z.object({
  id: z.number().int(),
  status: z.enum(["open", "approved", "rejected"]),
  reason: z.string().nullable(),
  user: refSchema.extend({ email: z.string(), role: z.enum(ROLES), status: z.enum(USER_STATUSES) }),
  requestedRole: z.enum(ROLES).nullable(),
  requestedBy: refSchema.nullable(),
  decidedBy: refSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<ReviewRequestDoc>;

export const reviewRequestContracts = {
  list: {
    ...reviewRequestEndpoints.list, summary: "Review requests for new users (super admin)", tags: ["users"],
    request: { query: reviewRequestListQuerySchema }, responses: { 200: answer("list", listOf(reviewRequestDocSchema)), 400: invalid() },
  },
  decide: {
    ...reviewRequestEndpoints.decide, summary: "Approve or reject a review request", tags: ["users"],
    request: { body: jsonBody(reviewDecisionSchema) },
    responses: { 200: answer('{"doc"}', docOf(reviewRequestDocSchema)), 400: invalid("ValidationError (a rejection needs a reason)"), 409: refused("already decided") },
  },
};

export type ReviewRequestContracts = typeof reviewRequestContracts;
