import {
  COMPLIANCE_FIELDS,
  mayManageAccess,
  rolesGivableBy,
  type Role,
  type UserDetailDoc,
  type UserStatus,
} from "@steward/shared";

import type { PickerItem } from "../pickers/search-picker.tsx";
import { unitPickerItem } from "../pickers/unit-place.ts";

export const COMPLIANCE_FLAGS = [
  "isEnabledTwoFactor",
  "isInUseSecurePassword",
  "isAcceptedPolicies",
  "isCompletedTrainingAccessibility",
  "isCompletedTrainingRisk",
  "isCompletedTrainingBrand",
  "hasKnowledgeStandards",
  "offboardingCompleted",
  "admin_policy_agreement",
] as const satisfies readonly (typeof COMPLIANCE_FIELDS)[number][];
export type ComplianceFlag = (typeof COMPLIANCE_FLAGS)[number];

export const COMPLIANCE_DATES = ["passwordUpdatedAt", "date_of_last_training", "date_of_last_policy_review"] as const satisfies readonly (typeof COMPLIANCE_FIELDS)[number][];
export type ComplianceDate = (typeof COMPLIANCE_DATES)[number];

export interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  /** The chosen units with their names and places (the picker shows them without loading every unit). */
  organizations: PickerItem[];
  flags: Record<ComplianceFlag, boolean>;
  /** YYYY-MM-DD or "" */
  dates: Record<ComplianceDate, string>;
}

const noFlags = Object.fromEntries(COMPLIANCE_FLAGS.map((f) => [f, false])) as Record<ComplianceFlag, boolean>;
const noDates = Object.fromEntries(COMPLIANCE_DATES.map((d) => [d, ""])) as Record<ComplianceDate, string>;

export function emptyUser(role: Role): UserFormValues {
  return { name: "", email: "", role, status: "active", organizations: [], flags: { ...noFlags }, dates: { ...noDates } };
}

export function userFormValuesOf(user: UserDetailDoc): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    organizations: user.organizations.map(unitPickerItem),
    flags: Object.fromEntries(COMPLIANCE_FLAGS.map((f) => [f, user[f]])) as Record<ComplianceFlag, boolean>,
    dates: Object.fromEntries(COMPLIANCE_DATES.map((d) => [d, user[d]?.slice(0, 10) ?? ""])) as Record<ComplianceDate, string>,
  };
}

/** The roles the form offers: those the actor may give (shared/user-rules.ts); none to a manager, who sets no roles. */
export function roleOptionsFor(actorRole: Role): readonly Role[] {
  return mayManageAccess(actorRole) ? rolesGivableBy(actorRole) : [];
}

/** The organization field: every role but super_admin on create; unit_admin and social_media_manager on update. */
export function showsOrganizations(role: Role): boolean {
  return role === "unit_admin" || role === "social_media_manager";
}

function compliancePayload(values: UserFormValues, initial: UserFormValues | null) {
  const payload: Record<string, boolean | string | null> = {};
  for (const flag of COMPLIANCE_FLAGS) {
    if (!initial || initial.flags[flag] !== values.flags[flag]) payload[flag] = values.flags[flag];
  }
  for (const date of COMPLIANCE_DATES) {
    if (initial ? initial.dates[date] !== values.dates[date] : values.dates[date] !== "") payload[date] = values.dates[date] || null;
  }
  return payload;
}

const idsOf = (units: readonly { id: number }[]) => units.map((unit) => unit.id);

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** POST /api/users: the password is left blank (the welcome e-mail's link sets it). */
export function createBodyOf(values: UserFormValues, withStatus: boolean): Record<string, unknown> {
  return {
    name: values.name,
    email: values.email,
    role: values.role,
    ...(withStatus ? { status: values.status } : {}),
    ...(showsOrganizations(values.role) ? { organizations: idsOf(values.organizations) } : {}),
    ...compliancePayload(values, null),
  };
}

export interface UpdateScope {
  /** What this editor may change besides the name and compliance fields. */
  email: boolean;
  role: boolean;
  status: boolean;
  organizations: boolean;
}

/** PATCH /api/users/: only what changed, so untouched grants and dates stay as they are. */
export function updateBodyOf(id: number, values: UserFormValues, initial: UserFormValues, scope: UpdateScope): Record<string, unknown> {
  const body: Record<string, unknown> = { id };
  if (values.name !== initial.name) body["name"] = values.name;
  if (scope.email && values.email !== initial.email) body["email"] = values.email;
  if (scope.role && values.role !== initial.role) body["role"] = values.role;
  if (scope.status && values.status !== initial.status) body["status"] = values.status;
  const organizationsShown = scope.organizations && showsOrganizations(values.role);
  // A role change re-checks the units rule, so the units go along with it.
  if (organizationsShown && (!sameSet(idsOf(values.organizations), idsOf(initial.organizations)) || body["role"] !== undefined)) {
    body["organizations"] = idsOf(values.organizations);
  }
  Object.assign(body, compliancePayload(values, initial));
  return body;
}
