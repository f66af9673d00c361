// The policy routes' contract (api-contract.md): the current policy, publishing a version, accepting it.
import { z } from "zod";
import { acknowledgmentInputSchema, policyDocumentSchema, policyInputSchema, type CurrentPolicyResponse, type PolicyDoc } from "../schemas/policy.ts";
import { answer, docOf, invalid, jsonBody, refused } from "./answers.ts";
import { policyEndpoints } from "./policy-endpoints.ts";

export const policyDocSchema = z.object({ id: z.number().int(), version: z.number().int(), text: policyDocumentSchema, createdAt: z.string() }) satisfies z.ZodType<PolicyDoc>;

/** What changed since the version before, sent while the caller has not accepted the current one. */
export const policyChangesSchema = z.object({ since: z.number().int(), added: z.array(z.string()), removed: z.array(z.string()) });

/** An acceptance; one already made answers with `alreadyAccepted` and no new record. */
export const acknowledgmentDocSchema = z.object({
  id: z.number().int().optional(),
  policy: z.number().int(),
  version: z.number().int().optional(),
  user: z.number().int(),
  createdAt: z.string().optional(),
  alreadyAccepted: z.boolean(),
});

export const policyContracts = {
  current: {
    ...policyEndpoints.current, summary: "The current policy and whether the caller accepted it", tags: ["policies"],
    responses: { 200: answer('{"policy","accepted","changes"?}', z.object({ policy: policyDocSchema.nullable(), accepted: z.boolean(), changes: policyChangesSchema.optional() }) satisfies z.ZodType<CurrentPolicyResponse>) },
  },
  publish: {
    ...policyEndpoints.publish, summary: "Publish a new policy version", tags: ["policies"],
    request: { body: jsonBody(policyInputSchema) },
    responses: { 201: answer('{"doc"}', docOf(policyDocSchema)), 400: invalid(), 403: refused("not a super admin") },
  },
  acknowledge: {
    ...policyEndpoints.acknowledge, summary: "Accept the current policy", tags: ["policies"],
    request: { body: jsonBody(acknowledgmentInputSchema) },
    responses: { 201: answer('{"doc"}', docOf(acknowledgmentDocSchema)), 404: refused("no policy"), 409: refused("POLICY_NOT_CURRENT") },
  },
};

export type PolicyContracts = typeof policyContracts;
