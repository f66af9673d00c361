// The rows of the registry's exports in the import's layout: a page of the list's own documents,
// with what they name by id said by natural key (units by path, people by e-mail), read in a few
// queries per page.
import {
  formatBoolean,
  formatList,
  formatUnitAccessList,
  formatUnitPath,
  type AccountField,
  type PublicUser,
  type SocialMediaDoc,
  type UnitDoc,
  type UnitField,
  type UserField,
} from "@steward/shared";
import type { Executor } from "../../db/connection.ts";
import { accessOfUsers, unitPathNames, userEmails } from "../../repositories/export-lookups-repo.ts";
import type { LayoutRow } from "../../spreadsheets/lists/layout-sheet.ts";

/** A day from a stored day or moment ("2026-03-01T10:00:00.000Z" -> "2026-03-01"). */
const dayOf = (value: string | null | undefined): string | null => (value ? value.slice(0, 10) : null);

export async function unitRows(ex: Executor, docs: readonly UnitDoc[]): Promise<LayoutRow[]> {
  const emails = await userEmails(ex, docs.flatMap((u) => u.backupAdmins.map((b) => b.id)));
  return docs.map((u) => {
    const row: Record<UnitField, string | null> = {
      path: formatUnitPath(u.pathNames),
      type: u.type,
      status: u.status,
      admin: u.admin?.email ?? null,
      backupAdmins: formatList(u.backupAdmins.map((b) => emails.get(b.id) ?? "").filter(Boolean)),
      email: u.email,
      phone: u.phone,
      description: u.description,
      delegatedPermissions: formatBoolean(u.delegatedPermissions),
    };
    return row;
  });
}

export async function userRows(ex: Executor, docs: readonly PublicUser[]): Promise<LayoutRow[]> {
  const access = await accessOfUsers(ex, docs.map((u) => u.id));
  const paths = await unitPathNames(ex, [...access.values()].flat().map((g) => g.unitId));
  return docs.map((u) => {
    // The units the list shows for the person (a unit admin sees those of their scope), with the access form's type and dates.
    const shown = new Set(u.organizations.map((o) => o.id));
    const grants = (access.get(u.id) ?? []).filter((g) => shown.has(g.unitId) && paths.has(g.unitId));
    const units = grants
      .map((g) => ({ path: paths.get(g.unitId)!, type: g.type, start_date: g.startDate, end_date: g.endDate }))
      .sort((a, b) => formatUnitPath(a.path).localeCompare(formatUnitPath(b.path)));
    const row: Record<UserField, string | null> = {
      email: u.email,
      name: u.name,
      role: u.role,
      status: u.status,
      units: formatUnitAccessList(units),
      isEnabledTwoFactor: formatBoolean(u.isEnabledTwoFactor),
      isInUseSecurePassword: formatBoolean(u.isInUseSecurePassword),
      isAcceptedPolicies: formatBoolean(u.isAcceptedPolicies),
      isCompletedTrainingAccessibility: formatBoolean(u.isCompletedTrainingAccessibility),
      isCompletedTrainingRisk: formatBoolean(u.isCompletedTrainingRisk),
      isCompletedTrainingBrand: formatBoolean(u.isCompletedTrainingBrand),
      hasKnowledgeStandards: formatBoolean(u.hasKnowledgeStandards),
      offboardingCompleted: formatBoolean(u.offboardingCompleted),
      admin_policy_agreement: formatBoolean(u.admin_policy_agreement),
      passwordUpdatedAt: dayOf(u.passwordUpdatedAt),
      date_of_last_training: dayOf(u.date_of_last_training),
      date_of_last_policy_review: dayOf(u.date_of_last_policy_review),
    };
    return row;
  });
}

export async function accountRows(ex: Executor, docs: readonly SocialMediaDoc[]): Promise<LayoutRow[]> {
  const paths = await unitPathNames(ex, docs.flatMap((a) => a.organizations.map((o) => o.id)));
  return docs.map((a) => {
    // The owning unit first: the import reads the first path as the owner.
    const owner = a.organization?.id;
    const unitIds = [...(owner !== undefined ? [owner] : []), ...a.organizations.map((o) => o.id).filter((id) => id !== owner)];
    const row: Record<AccountField, string | null> = {
      profileUrl: a.profileUrl,
      name: a.name,
      platform: a.platform,
      creationDate: dayOf(a.creationDate),
      units: formatList(unitIds.flatMap((id) => (paths.has(id) ? [formatUnitPath(paths.get(id)!)] : []))),
      primaryAdmin: a.primaryAdmin?.email ?? null,
      backupAdmin: a.backupAdmin?.email ?? null,
      socialMediaManagers: formatList(a.socialMediaManagers.map((m) => m.email)),
      adminContactEmails: formatList(a.adminContactEmails),
      status: a.status,
      deactivationReason: a.deactivationReason,
      accountHandle: a.accountHandle,
      businessId: a.businessId,
      contactEmail: a.contactEmail,
      contactPhone: a.contactPhone,
      thirdPartyManagement: a.thirdPartyManagement,
      thirdPartyProvider: a.thirdPartyProvider,
      thirdPartyContact: a.thirdPartyContact,
      passwordManagementPractice: a.passwordManagementPractice,
      linkedTools: formatList(a.linkedTools),
      verificationStatus: a.verificationStatus,
      platformSupportDetails: a.platformSupportDetails,
      notes: a.notes,
      backupContactInfo: a.backupContactInfo,
    };
    return row;
  });
}
