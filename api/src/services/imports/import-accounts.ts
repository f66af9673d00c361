// Accounts by their normalised profile address (shared/profile-urls.ts: every key the address, the
// handle and the business id name). Each row is merged over the account as it is, and the whole
// record is checked with the account form's schema, as an update is. An account whose primary
// administrator is unknown (no person has that e-mail, or none is given) is imported anyway, with a
// risk flag: its primary and backup administrator stay empty, its managers are the known ones, and
// the e-mails the file gave are kept as its admin contact e-mails, so "we know it exists but
// nobody has access" is recorded rather than refused.
import {
  LINKED_TOOLS,
  PASSWORD_MANAGEMENT_PRACTICES,
  PLATFORMS,
  SOCIAL_MEDIA_STATUSES,
  THIRD_PARTY_MANAGEMENT,
  VERIFICATION_STATUSES,
  accountKeys,
  formatUnitPath,
  isDeactivationReasonValid,
  parseList,
  parseUnitPath,
  profileKeys,
  socialMediaCreateSchema,
  VALIDATION,
  type SocialMediaStatus,
} from "@steward/shared";
import { isInScope } from "../../domain/scope.ts";
import { Refusal } from "../../domain/errors.ts";
import { serverT } from "../../i18n/server-catalogue.ts";
import { accountAwaitingApproval, accountStatusChanged, flagRaised } from "../../notifications/change-events.ts";
import { accountStatusRefusal, mayImportAccountStatus } from "../../policies/imports.ts";
import { initialAccountStatus } from "../../policies/social-medias.ts";
import { findFlag, insertFlag } from "../../repositories/flags-repo.ts";
import { allAccounts, allUnits, allUsers, type IndexAccount } from "../../repositories/import-index-repo.ts";
import { openImportFlagAccounts } from "../../repositories/import-flags-repo.ts";
import { insertNewAccountLinks } from "../../repositories/import-writes-repo.ts";
import { loadScope } from "../../repositories/scope-repo.ts";
import { insertSocialMedia, replaceSocialMediaManagers, replaceSocialMediaUnits, updateSocialMediaRow } from "../../repositories/social-medias-repo.ts";
import { auditActor } from "../deps.ts";
import { refreshDirectoryListing, refreshListingAfterStatusChange } from "../directory-listing.ts";
import { changedFields, refusedRow, type EngineContext, type KindEngine, type RowResult } from "./engine.ts";
import { PeopleIndex } from "./people-index.ts";
import type { RowReader } from "./read-row.ts";
import type { Note } from "./row-notes.ts";
import { UnitTree } from "./unit-tree.ts";

/** Stands in for an unknown administrator while the form's schema checks the rest of the record. */
const NOBODY = 2_147_483_647;
const NOBODY_EMAIL = "nobody@steward.invalid";
/** The flag an account imported without a known administrator gets. */
const FLAG = { category: "other", severity: "high" } as const;

const TEXT_FIELDS = ["name", "accountHandle", "businessId", "contactEmail", "contactPhone", "thirdPartyProvider", "thirdPartyContact", "platformSupportDetails", "notes", "backupContactInfo"] as const;

/** The stored columns an account's record compares by (what the export writes). */
function comparable(a: IndexAccount) {
  return {
    name: a.name,
    profileUrl: a.profileUrl,
    platform: a.platform,
    creationDate: a.creationDate,
    units: a.unitIds,
    primaryAdmin: a.primaryAdminId,
    backupAdmin: a.backupAdminId,
    socialMediaManagers: a.managerIds,
    adminContactEmails: a.adminContactEmails,
    accountHandle: a.accountHandle,
    businessId: a.businessId,
    contactEmail: a.contactEmail,
    contactPhone: a.contactPhone,
    thirdPartyManagement: a.thirdPartyManagement,
    thirdPartyProvider: a.thirdPartyProvider,
    thirdPartyContact: a.thirdPartyContact,
    passwordManagementPractice: a.passwordManagementPractice,
    linkedTools: a.linkedTools,
    verificationStatus: a.verificationStatus,
    platformSupportDetails: a.platformSupportDetails,
    notes: a.notes,
    status: a.status,
    deactivationReason: a.deactivationReason,
    backupContactInfo: a.backupContactInfo,
  };
}
type Record_ = ReturnType<typeof comparable>;

export async function accountsEngine(ctx: EngineContext): Promise<KindEngine> {
  const { tx, actor } = ctx;
  const tree = new UnitTree(await allUnits(tx));
  const people = new PeopleIndex(await allUsers(tx));
  const accounts = await allAccounts(tx);
  const scope = await loadScope(tx, actor, "SOCIAL_MEDIAS", ctx.day);
  const byKey = new Map<string, IndexAccount>();
  const index = (a: IndexAccount) => {
    for (const key of accountKeys(a)) if (!byKey.has(key)) byKey.set(key, a);
  };
  for (const a of accounts) index(a);
  const flagged = await openImportFlagAccounts(tx, FLAG.category, serverT("en")("imports.flag.noKnownAdmin"));
  const seen = new Map<string, number>();

  const docOf = (a: IndexAccount) => ({
    id: a.id,
    ...comparable(a),
    units: a.unitIds.map((id) => { const u = tree.get(id); return u ? tree.pathText(u) : String(id); }),
    primaryAdmin: people.emailOf(a.primaryAdminId),
    backupAdmin: people.emailOf(a.backupAdminId),
    socialMediaManagers: a.managerIds.map((id) => people.emailOf(id)),
    // The ids the rows hold, beside the paths and e-mails the file uses.
    unitPositions: a.unitIds.map((unitId, position) => ({ unitId, position })),
    primaryAdminId: a.primaryAdminId,
    backupAdminId: a.backupAdminId,
    managerIds: a.managerIds,
    importId: ctx.importId,
  });
  const pathOf = (unitId: number) => tree.get(unitId)?.path;

  /** A person named by e-mail: their id, or null with a warning when nobody (visible) has it. */
  function person(field: string, email: string, warnings: Note[]): number | null {
    const found = people.byMail(email);
    if (found && people.nameable(found.id, scope, pathOf)) return found.id;
    warnings.push({ field, message: "imports.warn.adminUnknown", values: { email } });
    return null;
  }

  async function raiseFlag(account: IndexAccount): Promise<void> {
    if (flagged.has(account.id)) return;
    flagged.add(account.id);
    const at = ctx.now.toISOString();
    const id = await insertFlag(tx, {
      socialMediaId: account.id,
      category: FLAG.category,
      severity: FLAG.severity,
      description: serverT("en")("imports.flag.noKnownAdmin"),
      status: "open",
      source: "user",
      raisedById: actor.id,
      createdAt: at,
      updatedAt: at,
    });
    const doc = await findFlag(tx, id, { kind: "all" });
    if (!doc) throw new Error("created flag not found");
    ctx.audits.push({ action: "create", entity: "flags", documentId: id, actor: auditActor(actor), current: { ...doc, importId: ctx.importId }, organizations: account.unitIds });
    await flagRaised(tx, doc, account.unitIds[0] ?? null, actor.id, ctx.now);
  }

  return {
    async row(reader): Promise<RowResult> {
      const url = reader.required("profileUrl") ?? "";
      const platform = reader.code("platform", PLATFORMS);
      const keys = url ? profileKeys(url, platform) : null;
      if (keys && !keys.ok) reader.refuse({ field: "profileUrl", message: "imports.row.invalidProfileUrl" });
      const key = url;
      const matchKeys = keys?.ok ? keys.keys : [];
      const earlier = matchKeys.map((k) => seen.get(k)).find((r) => r !== undefined);
      if (earlier !== undefined) reader.refuse({ field: "profileUrl", message: "imports.row.duplicateKey", values: { row: earlier } });
      for (const k of matchKeys) seen.set(k, reader.rowNumber);
      const existing = matchKeys.map((k) => byKey.get(k)).find((a) => a !== undefined);
      const warnings: Note[] = [];

      if (existing && scope.kind !== "all" && !existing.unitIds.some((id) => isInScope(tree.get(id)?.path ?? "", scope))) {
        reader.refuse({ field: "profileUrl", message: "imports.row.outsideScope" });
        return refusedRow(key, reader);
      }
      if (!existing) {
        for (const field of ["name", "platform", "creationDate", "units"]) reader.required(field);
      }

      // The record after this row: the account as it is, with every mapped cell over it.
      const before: Record_ | null = existing ? comparable(existing) : null;
      const next: Record_ = before
        ? { ...before }
        : {
            name: "", profileUrl: url, platform: platform ?? "other", creationDate: "", units: [], primaryAdmin: null, backupAdmin: null, socialMediaManagers: [],
            adminContactEmails: [], accountHandle: "", businessId: "", contactEmail: "", contactPhone: "", thirdPartyManagement: "no", thirdPartyProvider: "",
            thirdPartyContact: "", passwordManagementPractice: null, linkedTools: [], verificationStatus: "pending", platformSupportDetails: "", notes: "",
            status: initialAccountStatus(actor), deactivationReason: null, backupContactInfo: "",
          };
      next.profileUrl = url;
      if (platform) next.platform = platform;
      for (const field of TEXT_FIELDS) {
        const v = reader.text(field);
        if (v !== undefined) next[field] = v;
      }
      const date = reader.date("creationDate");
      if (date) next.creationDate = date;
      const third = reader.code("thirdPartyManagement", THIRD_PARTY_MANAGEMENT);
      if (third) next.thirdPartyManagement = third;
      const practice = reader.text("passwordManagementPractice");
      if (practice !== undefined) next.passwordManagementPractice = practice === "" ? null : (reader.code("passwordManagementPractice", PASSWORD_MANAGEMENT_PRACTICES) ?? null);
      const tools = reader.codes("linkedTools", LINKED_TOOLS);
      if (tools) next.linkedTools = tools;
      const verification = reader.code("verificationStatus", VERIFICATION_STATUSES);
      if (verification) next.verificationStatus = verification;

      const unitsCell = reader.text("units");
      if (unitsCell !== undefined) {
        const ids: number[] = [];
        for (const item of parseList(unitsCell)) {
          const names = parseUnitPath(item);
          const found = tree.lookup(names);
          const had = existing?.unitIds.includes(found.kind === "found" ? found.unit.id : -1) ?? false;
          if (found.kind !== "found" || (!had && !isInScope(found.unit.path, scope))) {
            reader.refuse({ field: "units", message: found.kind === "ambiguous" ? "imports.row.unitAmbiguous" : "imports.row.unitNotFound", values: { path: formatUnitPath(names) } });
          } else if (!ids.includes(found.unit.id)) ids.push(found.unit.id);
        }
        // A unit outside the caller's scope that the account has is not theirs to remove.
        if (existing && existing.unitIds.some((id) => !isInScope(tree.get(id)?.path ?? "", scope) && !ids.includes(id))) {
          reader.refuse({ field: "units", message: "imports.row.outsideScope" });
        }
        next.units = ids;
      }

      const primaryCell = reader.email("primaryAdmin");
      const backupCell = reader.email("backupAdmin");
      const managerCells = reader.emails("socialMediaManagers");
      const contactCells = reader.emails("adminContactEmails");
      if (primaryCell !== undefined) next.primaryAdmin = primaryCell ? person("primaryAdmin", primaryCell, warnings) : null;
      if (backupCell !== undefined) next.backupAdmin = backupCell ? person("backupAdmin", backupCell, warnings) : null;
      if (managerCells !== undefined) {
        next.socialMediaManagers = managerCells.map((e) => person("socialMediaManagers", e, warnings)).filter((id): id is number => id !== null).sort((a, b) => a - b);
      }
      if (contactCells !== undefined) next.adminContactEmails = contactCells;
      const adminKnown = next.primaryAdmin !== null;
      if (!adminKnown) {
        next.backupAdmin = next.backupAdmin === null ? null : next.backupAdmin;
        // The e-mails the file gave for the account's administrators are kept as its contacts.
        if (next.adminContactEmails.length === 0) next.adminContactEmails = [primaryCell, backupCell, ...(managerCells ?? [])].filter((e): e is string => !!e);
        warnings.push({ field: "primaryAdmin", message: "imports.warn.accountWithoutAdmin" });
      }

      // The account form's schema over the whole record (unknown administrators stood in for).
      const checked = socialMediaCreateSchema.safeParse({
        name: next.name,
        profileUrl: next.profileUrl,
        platform: next.platform,
        creationDate: next.creationDate,
        organization: next.units,
        primaryAdmin: next.primaryAdmin ?? NOBODY,
        backupAdmin: next.backupAdmin,
        adminContactEmails: next.adminContactEmails.length > 0 ? next.adminContactEmails : [NOBODY_EMAIL],
        accountHandle: next.accountHandle,
        businessId: next.businessId,
        contactEmail: next.contactEmail,
        contactPhone: next.contactPhone,
        thirdPartyManagement: next.thirdPartyManagement,
        thirdPartyProvider: next.thirdPartyProvider,
        thirdPartyContact: next.thirdPartyContact,
        passwordManagementPractice: next.passwordManagementPractice,
        linkedTools: next.linkedTools,
        verificationStatus: next.verificationStatus,
        platformSupportDetails: next.platformSupportDetails,
        socialMediaManagers: next.socialMediaManagers.length > 0 ? next.socialMediaManagers : [NOBODY],
        notes: next.notes,
        backupContactInfo: next.backupContactInfo,
      });
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0] ?? "");
          // Fields the file left empty on a new account were already called required.
          if (!existing && reader.notes.some((n) => n.field === (field === "organization" ? "units" : field))) continue;
          reader.refuse({ field: field === "organization" ? "units" : field, sentence: issue.message });
        }
      }

      const status = reader.code("status", SOCIAL_MEDIA_STATUSES);
      const reason = reader.text("deactivationReason");
      if (status !== undefined) {
        if (existing) {
          const refusal = accountStatusRefusal(actor, existing.status as SocialMediaStatus, status);
          if (refusal === "statusMove") reader.refuse({ field: "status", message: "imports.row.statusMove", values: { from: existing.status, to: status } });
          else if (refusal === "statusNotAllowed") reader.refuse({ field: "status", message: "imports.row.statusNotAllowed" });
          else next.status = status;
        } else if (mayImportAccountStatus(actor)) next.status = status;
      }
      if (next.status === "inactive") {
        const why = reason ?? next.deactivationReason ?? "";
        if (!isDeactivationReasonValid(why)) reader.refuse({ field: "deactivationReason", sentence: VALIDATION.deactivationReasonMin });
        next.deactivationReason = why.trim();
      } else next.deactivationReason = null;
      if (next.thirdPartyManagement !== "yes") {
        next.thirdPartyProvider = "";
        next.thirdPartyContact = "";
      }
      if (reader.refused) return refusedRow(key, reader);

      const changed = before ? changedFields(Object.fromEntries(Object.entries(next).map(([k, v]) => [k, [before[k as keyof Record_], v]]))) : [];
      if (existing && changed.length === 0) return { outcome: "unchanged", key, refusals: [], warnings, changed };

      const at = ctx.now.toISOString();
      const columns = {
        name: next.name, profileUrl: next.profileUrl, platform: next.platform, creationDate: next.creationDate, primaryAdminId: next.primaryAdmin, backupAdminId: next.backupAdmin,
        adminContactEmails: next.adminContactEmails, accountHandle: next.accountHandle, businessId: next.businessId, contactEmail: next.contactEmail, contactPhone: next.contactPhone,
        thirdPartyManagement: next.thirdPartyManagement, thirdPartyProvider: next.thirdPartyProvider, thirdPartyContact: next.thirdPartyContact,
        passwordManagementPractice: next.passwordManagementPractice, linkedTools: next.linkedTools, verificationStatus: next.verificationStatus,
        platformSupportDetails: next.platformSupportDetails, notes: next.notes, status: next.status, deactivationReason: next.deactivationReason, backupContactInfo: next.backupContactInfo,
      };
      let account: IndexAccount;
      if (!existing) {
        const id = await insertSocialMedia(tx, { ...columns, createdAt: at, updatedAt: at });
        await insertNewAccountLinks(tx, id, next.units, next.socialMediaManagers);
        account = { ...columns, id, createdAt: at, updatedAt: at, unitIds: next.units, managerIds: next.socialMediaManagers } as IndexAccount;
        accounts.push(account);
        index(account);
        ctx.audits.push({ action: "create", entity: "social-medias", documentId: id, actor: auditActor(actor), current: docOf(account), organizations: next.units });
        if (next.status === "pending_approval") {
          const owner = tree.get(next.units[0]!);
          await accountAwaitingApproval(tx, { id, name: next.name, platform: next.platform, organization: owner ? { id: owner.id, name: owner.name } : null }, actor.id, ctx.now);
        }
      } else {
        account = existing;
        const prev = docOf(existing);
        await updateSocialMediaRow(tx, existing.id, { ...columns, updatedAt: at });
        if (changed.includes("units")) await replaceSocialMediaUnits(tx, existing.id, next.units);
        if (changed.includes("socialMediaManagers")) await replaceSocialMediaManagers(tx, existing.id, next.socialMediaManagers);
        const unitsBefore = existing.unitIds;
        const statusBefore = existing.status as SocialMediaStatus;
        Object.assign(existing, columns, { updatedAt: at, unitIds: next.units, managerIds: next.socialMediaManagers });
        index(existing);
        try {
          if (changed.includes("status")) await refreshListingAfterStatusChange(tx, existing.id, ctx.now);
          else await refreshDirectoryListing(tx, existing.id, undefined, ctx.now);
        } catch (e) {
          if (!(e instanceof Refusal)) throw e;
          reader.refuse({ field: "profileUrl", code: String(e.body.message) });
          return refusedRow(key, reader);
        }
        ctx.audits.push({
          // As the status route: approving a pending account is an approval.
          action: statusBefore === "pending_approval" && next.status !== statusBefore ? "approval" : "update",
          entity: "social-medias",
          documentId: existing.id,
          actor: auditActor(actor),
          prev,
          current: docOf(existing),
          organizations: [...new Set([...unitsBefore, ...next.units])],
        });
        if (next.status !== statusBefore) {
          const owner = tree.get(next.units[0] ?? -1);
          const facts = { id: existing.id, name: next.name, platform: next.platform, organization: owner ? { id: owner.id, name: owner.name } : null };
          await accountStatusChanged(tx, facts, { from: statusBefore, to: next.status as SocialMediaStatus, reason: next.deactivationReason }, actor.id, ctx.now);
        }
      }
      if (!adminKnown) await raiseFlag(account);
      return { outcome: existing ? "updated" : "created", key, refusals: [], warnings, changed };
    },
  };
}
