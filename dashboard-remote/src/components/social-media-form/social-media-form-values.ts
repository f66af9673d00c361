// The form's own state (strings, as inputs hold them; units and people as the records the pickers
// show, with their names) to and from the API's shapes.
import { dateInZone, type SocialMediaCreateInput, type SocialMediaDoc, type UserRef } from "@steward/shared";
import type { PickerItem } from "../pickers/search-picker.tsx";
import { unitPickerItem } from "../pickers/unit-place.ts";

export interface SocialMediaFormValues {
  name: string;
  profileUrl: string;
  platform: string;
  creationDate: string;
  /** The owning unit, none or one. */
  unit: PickerItem[];
  otherUnits: PickerItem[];
  primaryAdmin: PickerItem[];
  backupAdmin: PickerItem[];
  adminContactEmails: string;
  accountHandle: string;
  businessId: string;
  contactEmail: string;
  contactPhone: string;
  thirdPartyManagement: string;
  thirdPartyProvider: string;
  thirdPartyContact: string;
  passwordManagementPractice: string;
  linkedTools: string[];
  verificationStatus: string;
  platformSupportDetails: string;
  socialMediaManagers: PickerItem[];
  notes: string;
  backupContactInfo: string;
}

export type SocialMediaFormField = keyof SocialMediaFormValues;

/** A new account: created today (in the browser's zone), verification pending, managed in-house. */
export function emptyFormValues(now: Date = new Date()): SocialMediaFormValues {
  return {
    name: "",
    profileUrl: "",
    platform: "",
    creationDate: dateInZone(now, Intl.DateTimeFormat().resolvedOptions().timeZone),
    unit: [],
    otherUnits: [],
    primaryAdmin: [],
    backupAdmin: [],
    adminContactEmails: "",
    accountHandle: "",
    businessId: "",
    contactEmail: "",
    contactPhone: "",
    thirdPartyManagement: "no",
    thirdPartyProvider: "",
    thirdPartyContact: "",
    passwordManagementPractice: "",
    linkedTools: [],
    verificationStatus: "pending",
    platformSupportDetails: "",
    socialMediaManagers: [],
    notes: "",
    backupContactInfo: "",
  };
}

const person = (user: UserRef | null): PickerItem[] => (user ? [{ id: user.id, name: user.name, detail: user.email }] : []);

export function formValuesOf(doc: SocialMediaDoc): SocialMediaFormValues {
  const [unit, ...others] = doc.organizations;
  return {
    name: doc.name,
    profileUrl: doc.profileUrl,
    platform: doc.platform,
    creationDate: doc.creationDate,
    unit: unit ? [unitPickerItem(unit)] : [],
    otherUnits: others.map(unitPickerItem),
    primaryAdmin: person(doc.primaryAdmin),
    backupAdmin: person(doc.backupAdmin),
    adminContactEmails: doc.adminContactEmails.join("\n"),
    accountHandle: doc.accountHandle,
    businessId: doc.businessId,
    contactEmail: doc.contactEmail,
    contactPhone: doc.contactPhone,
    thirdPartyManagement: doc.thirdPartyManagement,
    thirdPartyProvider: doc.thirdPartyProvider,
    thirdPartyContact: doc.thirdPartyContact,
    passwordManagementPractice: doc.passwordManagementPractice ?? "",
    linkedTools: [...doc.linkedTools],
    verificationStatus: doc.verificationStatus,
    platformSupportDetails: doc.platformSupportDetails,
    socialMediaManagers: doc.socialMediaManagers.flatMap(person),
    notes: doc.notes,
    backupContactInfo: doc.backupContactInfo,
  };
}

/** What the form sends; values the schema will judge are passed through as typed. */
export function toRequestBody(v: SocialMediaFormValues): Record<string, unknown> {
  const unit = v.unit[0]?.id;
  const thirdParty = v.thirdPartyManagement === "yes";
  return {
    name: v.name,
    profileUrl: v.profileUrl,
    platform: v.platform === "" ? undefined : v.platform,
    creationDate: v.creationDate,
    organization: unit === undefined ? undefined : [unit, ...v.otherUnits.map((u) => u.id).filter((id) => id !== unit)],
    primaryAdmin: v.primaryAdmin[0]?.id,
    backupAdmin: v.backupAdmin[0]?.id ?? null,
    adminContactEmails: v.adminContactEmails
      .split(/[\s,;]+/)
      .map((email) => email.trim())
      .filter((email) => email !== ""),
    accountHandle: v.accountHandle,
    businessId: v.businessId,
    contactEmail: v.contactEmail,
    contactPhone: v.contactPhone,
    thirdPartyManagement: v.thirdPartyManagement === "" ? undefined : v.thirdPartyManagement,
    thirdPartyProvider: thirdParty ? v.thirdPartyProvider : "",
    thirdPartyContact: thirdParty ? v.thirdPartyContact : "",
    passwordManagementPractice: v.passwordManagementPractice === "" ? null : v.passwordManagementPractice,
    linkedTools: v.linkedTools,
    verificationStatus: v.verificationStatus,
    platformSupportDetails: v.platformSupportDetails,
    socialMediaManagers: v.socialMediaManagers.map((m) => m.id),
    notes: v.notes,
    backupContactInfo: v.backupContactInfo,
  };
}

/** A schema issue's first path segment to the form field that shows it. */
export function fieldOfPath(path: string): SocialMediaFormField | undefined {
  const head = path.split(".")[0] ?? "";
  if (head === "organization") return "unit";
  const fields: readonly string[] = Object.keys(emptyFormValues());
  return fields.includes(head) ? (head as SocialMediaFormField) : undefined;
}

export type { SocialMediaCreateInput };
