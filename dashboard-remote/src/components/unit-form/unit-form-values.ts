import {
  UNIT_STATUSES,
  unitCreateSchema,
  unitTypesFor,
  type UnitCreateInput,
  type UnitDoc,
  type UnitStatus,
  type UnitType,
} from "@steward/shared";
import type { z } from "zod";
import { fieldErrorsFromZod } from "../form-errors.ts";
import type { FormCheck } from "../use-checked-form.ts";

export interface UnitFormValues {
  name: string;
  type: UnitType;
  parentOrg: number | null;
  admin: number | null;
  backupAdmins: number[];
  email: string;
  phone: string;
  status: UnitStatus;
  description: string;
  delegatedPermissions: boolean;
}

export type UnitFormField = Exclude<keyof UnitFormValues, "delegatedPermissions">;
export const UNIT_FORM_FIELDS: readonly UnitFormField[] = ["name", "type", "parentOrg", "admin", "backupAdmins", "email", "phone", "status", "description"];

/** product-spec.md section 3: create defaults type higher_education_institution, status active. */
export const EMPTY_UNIT: UnitFormValues = {
  name: "",
  type: "higher_education_institution",
  parentOrg: null,
  admin: null,
  backupAdmins: [],
  email: "",
  phone: "",
  status: "active",
  description: "",
  delegatedPermissions: false,
};

export function unitFormValuesOf(unit: UnitDoc): UnitFormValues {
  return {
    name: unit.name,
    type: unit.type,
    parentOrg: unit.parent?.id ?? null,
    admin: unit.admin?.id ?? null,
    backupAdmins: unit.backupAdmins.map((backup) => backup.id),
    email: unit.email,
    phone: unit.phone,
    status: (UNIT_STATUSES as readonly string[]).includes(unit.status) ? unit.status : "active",
    description: unit.description,
    delegatedPermissions: unit.delegatedPermissions,
  };
}

/** Type options follow the level: a changed parent keeps the type only when the new level offers it. */
export function typeForLevel(type: UnitType, hasParent: boolean): UnitType {
  const options = unitTypesFor(hasParent);
  return options.includes(type) ? type : (options[0] ?? "other");
}

export type UnitFormCheck = FormCheck<UnitFormField, UnitCreateInput>;

/** The same schema the API validates with, so the messages are the spec's. */
export function checkUnitForm(values: UnitFormValues): UnitFormCheck {
  const parsed = unitCreateSchema.safeParse({
    name: values.name,
    type: values.type,
    parentOrg: values.parentOrg,
    admin: values.admin ?? undefined,
    backupAdmins: values.backupAdmins,
    email: values.email,
    phone: values.phone,
    status: values.status,
    description: values.description,
    delegatedPermissions: values.delegatedPermissions,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrorsFromZod(UNIT_FORM_FIELDS, parsed.error as z.ZodError) };
}
