// The unit routes' contract (product-spec.md section 7, `/api/organization`): what each takes and
// answers. The API attaches the access rule and the handler (api/src/routes/units.routes.ts).
import { z } from "zod";
import { ROLES, UNIT_STATUSES, UNIT_TYPES } from "../enums.ts";
import { idParamSchema } from "../schemas/common.ts";
import { unitAdminCandidatesQuerySchema, unitCreateSchema, unitListQuerySchema, unitUpdateSchema, type UnitAdminCandidate, type UnitDoc } from "../schemas/units.ts";
import { answer, docOf, invalid, jsonBody, listOf, refSchema, refused } from "./answers.ts";
import { unitEndpoints } from "./unit-endpoints.ts";

export const unitDocSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(UNIT_TYPES),
  parent: refSchema.nullable(),
  depth: z.number().int(),
  path: z.string(),
  pathNames: z.array(z.string()),
  admin: refSchema.extend({ email: z.string() }).nullable(),
  backupAdmins: z.array(refSchema),
  email: z.string(),
  phone: z.string(),
  status: z.enum(UNIT_STATUSES),
  description: z.string(),
  delegatedPermissions: z.boolean(),
  children: z.array(refSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<UnitDoc>;

export const unitAdminCandidateSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(ROLES) }) satisfies z.ZodType<UnitAdminCandidate>;

const ACTIVE_CHILDREN = "UNIT_HAS_ACTIVE_CHILDREN (below super admin: until its child units are inactive)";

export const unitContracts = {
  list: {
    ...unitEndpoints.list, summary: "Units in the caller's scope", tags: ["units"],
    request: { query: unitListQuerySchema }, responses: { 200: answer("list", listOf(unitDocSchema)), 400: invalid() },
  },
  adminCandidates: {
    ...unitEndpoints.adminCandidates, summary: "Users who may administer a unit under the given parent", tags: ["units"],
    request: { query: unitAdminCandidatesQuerySchema },
    responses: { 200: answer('{"docs":[{id,name,email,role}],"totalDocs"}', z.object({ docs: z.array(unitAdminCandidateSchema), totalDocs: z.number().int() })), 400: invalid(), 404: refused("parent or unit missing or out of scope") },
  },
  get: {
    ...unitEndpoints.get, summary: "One unit in scope", tags: ["units"],
    request: { params: idParamSchema }, responses: { 200: answer('{"doc"}', docOf(unitDocSchema)), 404: refused("missing or out of scope") },
  },
  create: {
    ...unitEndpoints.create, summary: "Create a unit", tags: ["units"],
    request: { body: jsonBody(unitCreateSchema) }, responses: { 201: answer('{"doc"}', docOf(unitDocSchema)), 400: invalid(), 403: refused("not a super admin") },
  },
  update: {
    ...unitEndpoints.update, summary: "Change a unit; a new parent moves its whole subtree", tags: ["units"],
    request: { body: jsonBody(unitUpdateSchema) },
    responses: {
      200: answer('{"doc"}', docOf(unitDocSchema)),
      400: invalid("ValidationError (also a cycle)"),
      403: refused("PARENT_CHANGE_NOT_ALLOWED"),
      404: refused("missing or out of scope"),
      409: refused(ACTIVE_CHILDREN),
    },
  },
  disable: {
    ...unitEndpoints.disable, summary: "Set a unit's status to inactive", tags: ["units"],
    request: { params: idParamSchema },
    responses: { 200: answer('{"doc"}', docOf(unitDocSchema)), 404: refused("missing or out of scope"), 409: refused(ACTIVE_CHILDREN) },
  },
};

export type UnitContracts = typeof unitContracts;
