// People by e-mail. A new person is created as the user form creates them (the same schema, the
// roles the actor may give, a unit admin's people pending review, the welcome e-mail); a known
// person is updated field by field under the rights of the user form (assertMayEdit,
// assertFieldsAllowed, the super admin crossing); nobody changes their own record through a file.
// Units by path with their access type; a scoped actor manages only grants inside their scope.
import {
  COMPLIANCE_FIELDS,
  ERROR_CODES,
  ROLES,
  USER_STATUSES,
  accessGrantInputSchema,
  emailSchema,
  formatUnitAccessList,
  formatUnitPath,
  parseUnitAccessList,
  userCreateSchema,
  VALIDATION,
  type AccessType,
  type Role,
  type UserStatus,
} from "@steward/shared";
import { isInScope } from "../../domain/scope.ts";
import { Refusal } from "../../domain/errors.ts";
import { reviewRequestOpened } from "../../notifications/change-events.ts";
import { isOwnRecord } from "../../policies/imports.ts";
import { assertUnitsKeepAdmins } from "../../policies/unit-admins.ts";
import {
  assertCreateFieldsAllowed,
  assertFieldsAllowed,
  assertMayCrossSuperAdmin,
  assertMayDeactivate,
  assertMayEdit,
  assertRoleAllowed,
  newUserNeedsReview,
  roleChangeNeedsReview,
} from "../../policies/users.ts";
import { replaceGrantsOn, type GrantSpec } from "../../repositories/grants-repo.ts";
import { allUnits, allUsers, type IndexUser } from "../../repositories/import-index-repo.ts";
import { insertReviewRequest, openRoleRequestOf } from "../../repositories/review-requests-repo.ts";
import { revokeSessionsOfUser } from "../../repositories/sessions-repo.ts";
import { loadScope } from "../../repositories/scope-repo.ts";
import { insertUser, updateUserColumns } from "../../repositories/users-repo.ts";
import { auditActor } from "../deps.ts";
import { profileColumns, userCore, type ProfileFields } from "../users/user-core.ts";
import { changedFields, refusedRow, type EngineContext, type KindEngine, type RowResult } from "./engine.ts";
import { PeopleIndex } from "./people-index.ts";
import type { RowReader } from "./read-row.ts";
import { UnitTree } from "./unit-tree.ts";

type Compliance = (typeof COMPLIANCE_FIELDS)[number];
const FLAGS = COMPLIANCE_FIELDS.filter((f) => !["passwordUpdatedAt", "date_of_last_training", "date_of_last_policy_review"].includes(f));
const DATES = ["passwordUpdatedAt", "date_of_last_training", "date_of_last_policy_review"] as const;

/** The row's value of each compliance field, as the user schema names them. */
const COLUMN_OF: Record<Compliance, keyof IndexUser> = {
  isEnabledTwoFactor: "isEnabledTwoFactor",
  isInUseSecurePassword: "isInUseSecurePassword",
  isAcceptedPolicies: "isAcceptedPolicies",
  isCompletedTrainingAccessibility: "isCompletedTrainingAccessibility",
  isCompletedTrainingRisk: "isCompletedTrainingRisk",
  isCompletedTrainingBrand: "isCompletedTrainingBrand",
  hasKnowledgeStandards: "hasKnowledgeStandards",
  offboardingCompleted: "offboardingCompleted",
  admin_policy_agreement: "adminPolicyAgreement",
  passwordUpdatedAt: "passwordUpdatedAt",
  date_of_last_training: "dateOfLastTraining",
  date_of_last_policy_review: "dateOfLastPolicyReview",
};

const sameGrants = (a: readonly GrantSpec[], b: readonly GrantSpec[]) => {
  const text = (list: readonly GrantSpec[]) => JSON.stringify([...list].sort((x, y) => x.unitId - y.unitId).map((g) => [g.unitId, g.type, g.startDate, g.endDate]));
  return text(a) === text(b);
};

function refusalNote(reader: RowReader, field: string, e: unknown): void {
  if (!(e instanceof Refusal)) throw e;
  reader.refuse({ field, code: String(e.body.message) });
}

/** A refusal a policy throws, as a note on `field`. */
function asNote(reader: RowReader, field: string, check: () => void): boolean {
  try {
    check();
    return true;
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const code = String(e.body.message);
    if (code === ERROR_CODES.fieldNotAllowed) reader.refuse({ field: String((e.body as { field?: string }).field ?? field), message: "imports.row.fieldNotAllowed" });
    else reader.refuse({ field, code });
    return false;
  }
}

export async function usersEngine(ctx: EngineContext): Promise<KindEngine> {
  const { tx, actor, deps } = ctx;
  const tree = new UnitTree(await allUnits(tx));
  const people = new PeopleIndex(await allUsers(tx));
  const scope = await loadScope(tx, actor, "USERS", ctx.day);
  const core = userCore(deps);
  const seen = new Map<string, number>();

  const unitsText = (grants: readonly GrantSpec[]) =>
    formatUnitAccessList(grants.map((g) => ({ path: tree.namesOf(tree.get(g.unitId)!), type: g.type, start_date: g.startDate, end_date: g.endDate })));
  const docOf = (u: IndexUser) => ({
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    status: u.status,
    units: unitsText(u.grants),
    ...Object.fromEntries(COMPLIANCE_FIELDS.map((f) => [f, u[COLUMN_OF[f]]])),
    // The grants as the rows hold them, beside the paths the file uses.
    grants: u.grants,
    importId: ctx.importId,
  });
  const visible = (u: IndexUser) => u.id === actor.id || scope.kind === "all" || u.grants.some((g) => isInScope(tree.get(g.unitId)?.path ?? "", scope));

  /** The grants a `units` cell names; a path unknown or outside scope refuses the row. */
  function readGrants(reader: RowReader): GrantSpec[] | undefined {
    const cell = reader.text("units");
    if (cell === undefined) return undefined;
    const grants: GrantSpec[] = [];
    for (const access of parseUnitAccessList(cell)) {
      const path = formatUnitPath(access.path);
      const found = tree.lookup(access.path);
      if (found.kind !== "found" || !isInScope(found.unit.path, scope)) {
        reader.refuse({ field: "units", message: found.kind === "ambiguous" ? "imports.row.unitAmbiguous" : "imports.row.unitNotFound", values: { path } });
        continue;
      }
      const checked = accessGrantInputSchema.safeParse({ organization: found.unit.id, type: access.type, start_date: access.start_date, end_date: access.end_date });
      if (!checked.success) for (const issue of checked.error.issues) reader.refuse({ field: "units", sentence: issue.message });
      if (!grants.some((g) => g.unitId === found.unit.id)) grants.push({ unitId: found.unit.id, type: access.type as AccessType, startDate: access.start_date, endDate: access.end_date });
    }
    return grants;
  }

  function readProfile(reader: RowReader): ProfileFields {
    const profile: ProfileFields = {};
    const name = reader.text("name");
    if (name) profile.name = name;
    const role = reader.code("role", ROLES);
    if (role) profile.role = role;
    const status = reader.code("status", USER_STATUSES);
    if (status) profile.status = status;
    for (const f of FLAGS) {
      const v = reader.boolean(f);
      if (v !== undefined) (profile as Record<string, unknown>)[f] = v;
    }
    for (const f of DATES) {
      const v = reader.date(f);
      if (v !== undefined) (profile as Record<string, unknown>)[f] = v;
    }
    return profile;
  }

  async function create(reader: RowReader, email: string, profile: ProfileFields, grants: GrantSpec[]): Promise<RowResult> {
    const key = email;
    if (!reader.required("name") || !reader.required("role")) return refusedRow(key, reader);
    const role = profile.role as Role;
    asNote(reader, "role", () => assertRoleAllowed(actor, role));
    // A status the actor may not set (a unit admin's people start pending) is not theirs to import.
    let status = profile.status;
    if (status !== undefined) {
      try {
        assertCreateFieldsAllowed(actor, { status });
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        status = undefined;
      }
    }
    const organizations = role === "super_admin" ? [] : grants.map((g) => g.unitId);
    const checked = userCreateSchema.safeParse({ ...profile, email, role, ...(status ? { status } : {}), organizations });
    if (!checked.success) for (const issue of checked.error.issues) reader.refuse({ field: issue.path[0] === "organizations" ? "units" : String(issue.path[0] ?? ""), sentence: issue.message });
    if (reader.refused) return refusedRow(key, reader);

    const reviewed = newUserNeedsReview(actor.role);
    const finalStatus: UserStatus = reviewed ? "pending_activation" : (status ?? "active");
    const at = ctx.now.toISOString();
    const { status: _s, role: _r, name: _n, ...rest } = profile;
    const row = await insertUser(tx, {
      ...profileColumns(rest),
      name: profile.name!,
      email,
      role,
      status: finalStatus,
      passwordHash: null,
      passwordUpdatedAt: profile.passwordUpdatedAt ?? null,
      createdAt: at,
      updatedAt: at,
    });
    const kept = role === "super_admin" ? [] : grants;
    await replaceGrantsOn(tx, row.id, [], kept);
    if (reviewed) {
      const requestId = await insertReviewRequest(tx, row.id, actor.id);
      await reviewRequestOpened(tx, { requestId, user: row, requestedRole: null, requestedBy: actor, unitId: kept[0]?.unitId ?? null }, ctx.now);
    }
    if (finalStatus === "active") await core.queueWelcome(tx, row);
    const user: IndexUser = { ...row, grants: kept.map((g) => ({ ...g })) };
    people.put(user);
    ctx.audits.push({ action: "user_creation", entity: "users", documentId: row.id, actor: auditActor(actor), current: docOf(user), organizations: kept.map((g) => g.unitId) });
    return { outcome: "created", key, refusals: [], warnings: [], changed: [] };
  }

  async function update(reader: RowReader, user: IndexUser, profile: ProfileFields, grants: GrantSpec[] | undefined): Promise<RowResult> {
    const key = user.email;
    if (!visible(user)) {
      reader.refuse({ field: "email", message: "imports.row.outsideScope" });
      return refusedRow(key, reader);
    }
    // The grants the actor manages (inside their scope) are replaced; the others stay.
    const managed = (g: GrantSpec) => isInScope(tree.get(g.unitId)?.path ?? "", scope);
    const grantsAfter = grants === undefined ? user.grants : [...user.grants.filter((g) => !managed(g)), ...grants];
    const pairs: Record<string, [unknown, unknown] | undefined> = {
      name: profile.name !== undefined ? [user.name, profile.name] : undefined,
      role: profile.role !== undefined ? [user.role, profile.role] : undefined,
      status: profile.status !== undefined ? [user.status, profile.status] : undefined,
      units: grants !== undefined && !sameGrants(user.grants, grantsAfter) ? [0, 1] : undefined,
    };
    for (const f of COMPLIANCE_FIELDS) {
      const v = (profile as Record<string, unknown>)[f];
      if (v !== undefined) pairs[f] = [user[COLUMN_OF[f]] ?? null, v];
    }
    const changed = changedFields(pairs);
    if (changed.length === 0) return { outcome: "unchanged", key, refusals: [], warnings: [], changed };
    if (isOwnRecord(actor, user.id)) {
      reader.refuse({ field: "email", message: "imports.row.ownRecord" });
      return refusedRow(key, reader);
    }
    const target = { id: user.id, role: user.role };
    asNote(reader, "email", () => assertMayEdit(actor, target));
    const fields = Object.fromEntries(changed.filter((f) => f !== "units").map((f) => [f, (profile as Record<string, unknown>)[f]]));
    asNote(reader, "email", () => assertFieldsAllowed(actor, fields));
    if (profile.role !== undefined && profile.role !== user.role) {
      asNote(reader, "role", () => assertRoleAllowed(actor, profile.role));
      asNote(reader, "role", () => assertMayCrossSuperAdmin(actor, user.role, profile.role!));
    }
    // As the user form: a raise a super admin must review waits for them; the rest applies now.
    const requestedRole = profile.role !== undefined && profile.role !== user.role && roleChangeNeedsReview(actor.role, user.role, profile.role) ? profile.role : undefined;
    const role = requestedRole ? user.role : (profile.role ?? user.role);
    const status = profile.status ?? user.status;
    if (role !== "super_admin" && grantsAfter.length === 0) reader.refuse({ field: "units", sentence: VALIDATION.unitRequired });
    if (reader.refused) return refusedRow(key, reader);
    // The offboarding impact check of every deactivation, and the last-unit-admin rule.
    try {
      if (user.status === "active" && status !== "active") await assertMayDeactivate(tx, user, ctx.day);
    } catch (e) {
      refusalNote(reader, "status", e);
    }
    try {
      await assertUnitsKeepAdmins(tx, user.id, { role: user.role, status: user.status, grants: user.grants }, { role, status, grants: grantsAfter }, ctx.day);
    } catch (e) {
      refusalNote(reader, "units", e);
    }
    if (reader.refused) return refusedRow(key, reader);

    const prev = docOf(user);
    const unitsBefore = user.grants.map((g) => g.unitId);
    const at = ctx.now.toISOString();
    const applied = changed.filter((f) => f !== "units" && !(f === "role" && requestedRole));
    const columns = profileColumns(Object.fromEntries(applied.map((f) => [f, (profile as Record<string, unknown>)[f]])) as ProfileFields);
    await updateUserColumns(tx, user.id, columns, at);
    if (changed.includes("units")) {
      const managedIds = [...new Set([...user.grants.filter(managed).map((g) => g.unitId), ...(grants ?? []).map((g) => g.unitId)])];
      await replaceGrantsOn(tx, user.id, managedIds, grants ?? []);
    }
    await core.unlinkIfRaisedToSuperAdmin(tx, user.role, role, user.id);
    if (status !== user.status && status !== "active") await revokeSessionsOfUser(tx, user.id, at);
    const warnings: RowResult["warnings"] = [];
    if (requestedRole) {
      warnings.push({ field: "role", message: "imports.warn.roleAwaitsReview" });
      if ((await openRoleRequestOf(tx, user.id)) === undefined) {
        const requestId = await insertReviewRequest(tx, user.id, actor.id, requestedRole);
        await reviewRequestOpened(tx, { requestId, user, requestedRole, requestedBy: actor, unitId: unitsBefore[0] ?? null }, ctx.now);
      }
    }
    Object.assign(user, columns, { grants: grantsAfter.map((g) => ({ ...g })) });
    ctx.audits.push({
      action: "update",
      entity: "users",
      documentId: user.id,
      actor: auditActor(actor),
      prev,
      current: docOf(user),
      organizations: [...new Set([...unitsBefore, ...grantsAfter.map((g) => g.unitId)])],
    });
    return { outcome: "updated", key, refusals: [], warnings, changed };
  }

  return {
    async row(reader): Promise<RowResult> {
      const cell = reader.required("email") ?? "";
      const parsed = emailSchema.safeParse(cell);
      if (cell && !parsed.success) reader.refuse({ field: "email", message: "imports.row.invalidEmail", values: { value: cell } });
      const email = parsed.success ? parsed.data : cell.toLowerCase();
      const earlier = seen.get(email);
      if (earlier !== undefined && email) reader.refuse({ field: "email", message: "imports.row.duplicateKey", values: { row: earlier } });
      else if (email) seen.set(email, reader.rowNumber);
      const profile = readProfile(reader);
      const grants = readGrants(reader);
      if (reader.refused || !email) return refusedRow(email, reader);
      const existing = people.byMail(email);
      return existing ? update(reader, existing, profile, grants) : create(reader, email, profile, grants ?? []);
    },
  };
}
