import {
  UNIT_STATUSES,
  unitTypesFor,
  type UnitDoc,
  type UnitStatus,
  type UnitType,
} from "@steward/shared";

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

/** What the API judges: no admin chosen is no admin sent (the schema then says 'Admin is required'). */
export function unitBodyOf(values: UnitFormValues): Record<string, unknown> {
  return { ...values, admin: values.admin ?? undefined };
}
