import { z } from "zod";
import { API_MAX_LIMIT, UNIT_NAME_MAX } from "../constants.ts";
import { UNIT_STATUSES, UNIT_TYPES, unitTypesFor, type Role, type UnitStatus, type UnitType } from "../enums.ts";
import { VALIDATION } from "../messages.ts";
import { csvEnum, csvIds, listQuerySchema, optionalEmailSchema, optionalPhoneSchema, type Ref } from "./common.ts";

export const UNIT_SORT_FIELDS = ["name", "type", "status", "createdAt", "depth"] as const;

export const unitListQuerySchema = listQuerySchema(UNIT_SORT_FIELDS, {
  status: csvEnum(UNIT_STATUSES).optional(),
  type: csvEnum(UNIT_TYPES).optional(),
  /** The units under any of these parents; `none`: the top-level units (a tree's first level). */
  parent: z.union([z.literal("none"), csvIds]).optional(),
});
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;

export interface UnitDoc {
  id: number;
  name: string;
  type: UnitType;
  parent: Ref | null;
  depth: number;
  path: string;
  /** The names along the path, the top-level unit first and this unit last (ours). */
  pathNames: string[];
  admin: (Ref & { email: string }) | null;
  backupAdmins: Ref[];
  email: string;
  phone: string;
  status: UnitStatus;
  description: string;
  delegatedPermissions: boolean;
  children: Ref[];
  createdAt: string;
  updatedAt: string;
}

const unitRefId = z.number({ error: "must be a unit or user id" }).int().positive();

/** The fields of the unit form (product-spec.md section 5), shared by create and update. */
const unitFields = {
  name: z
    .string({ error: VALIDATION.nameRequired })
    .trim()
    .min(1, { error: VALIDATION.nameRequired })
    .max(UNIT_NAME_MAX, { error: VALIDATION.unitNameMax }),
  type: z.enum(UNIT_TYPES, { error: VALIDATION.unitTypeLevel }),
  parentOrg: unitRefId.nullable(),
  admin: z.number({ error: VALIDATION.adminRequired }).int({ error: VALIDATION.adminRequired }).positive({ error: VALIDATION.adminRequired }),
  backupAdmins: z.array(unitRefId).max(50),
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  status: z.enum(UNIT_STATUSES, { error: VALIDATION.unitStatusInvalid }),
  description: z.string().trim().max(2000, { error: "Description can't exceed 2000 characters" }),
  delegatedPermissions: z.boolean(),
};

/** The type a unit gets when none is sent: the spec's default at the top, the first sub-unit type below. */
export function defaultUnitType(hasParent: boolean): UnitType {
  return unitTypesFor(hasParent)[0] ?? "other";
}

export function isUnitTypeAllowed(type: UnitType, hasParent: boolean): boolean {
  return unitTypesFor(hasParent).includes(type);
}

/** POST /api/organization. Only name and admin are required; the rest takes the spec's defaults. */
export const unitCreateSchema = z
  .strictObject({
    name: unitFields.name,
    type: unitFields.type.optional(),
    parentOrg: unitFields.parentOrg.optional(),
    admin: unitFields.admin,
    backupAdmins: unitFields.backupAdmins.optional(),
    email: unitFields.email.optional(),
    phone: unitFields.phone.optional(),
    status: unitFields.status.optional(),
    description: unitFields.description.optional(),
    delegatedPermissions: unitFields.delegatedPermissions.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type !== undefined && !isUnitTypeAllowed(v.type, v.parentOrg != null)) {
      ctx.addIssue({ code: "custom", path: ["type"], message: VALIDATION.unitTypeLevel });
    }
    if (v.backupAdmins?.includes(v.admin)) {
      ctx.addIssue({ code: "custom", path: ["backupAdmins"], message: VALIDATION.unitBackupIsAdmin });
    }
  });
export type UnitCreateInput = z.infer<typeof unitCreateSchema>;

/**
 * PATCH /api/organization: the id plus any of the create fields. The type's level and the admins
 * are checked by the API against the unit as it will be (its parent may stay or change).
 */
export const unitUpdateSchema = z
  .strictObject({
    id: unitRefId,
    name: unitFields.name.optional(),
    type: unitFields.type.optional(),
    parentOrg: unitFields.parentOrg.optional(),
    admin: unitFields.admin.optional(),
    backupAdmins: unitFields.backupAdmins.optional(),
    email: unitFields.email.optional(),
    phone: unitFields.phone.optional(),
    status: unitFields.status.optional(),
    description: unitFields.description.optional(),
    delegatedPermissions: unitFields.delegatedPermissions.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.admin !== undefined && v.backupAdmins?.includes(v.admin)) {
      ctx.addIssue({ code: "custom", path: ["backupAdmins"], message: VALIDATION.unitBackupIsAdmin });
    }
  });
export type UnitUpdateInput = z.infer<typeof unitUpdateSchema>;

/** GET /api/organization/filtered-users. `unitId` (ours) asks for the candidates of an existing unit. */
export const unitAdminCandidatesQuerySchema = z.strictObject({
  parentOrgId: z
    .string()
    .trim()
    .regex(/^(|[1-9]\d{0,15})$/, { error: "parentOrgId must be a unit id" })
    .transform((v) => (v === "" ? undefined : Number(v)))
    .optional(),
  parentOrgName: z.string().max(200).optional(),
  unitId: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,15}$/, { error: "unitId must be a unit id" })
    .transform(Number)
    .optional(),
  /** A chooser's search over name and e-mail (ours), with at most `limit` answers; without `limit`, everyone. */
  search: z.string().trim().max(200).optional(),
  limit: z.coerce
    .number({ error: `limit must be between 1 and ${API_MAX_LIMIT}` })
    .int()
    .min(1, { error: `limit must be between 1 and ${API_MAX_LIMIT}` })
    .max(API_MAX_LIMIT, { error: `limit must be between 1 and ${API_MAX_LIMIT}` })
    .optional(),
});
export type UnitAdminCandidatesQuery = z.infer<typeof unitAdminCandidatesQuerySchema>;

export interface UnitAdminCandidate {
  id: number;
  name: string;
  email: string;
  role: Role;
}
