// What a person's provider groups give them, applied at each sign-in (issue 17, point 3; issue 27,
// point 2). The role is one value per user and applies to every unit they hold, so a mapping may only
// ever decide a role over units it gave itself:
// - a unit admin mapping raises a manager only when every unit they would then administer is one a
//   unit admin mapping names; otherwise they get the unit as a manager and the raise becomes a review
//   request for the super admins, as a raise by hand does;
// - a manager mapping gives a unit admin nothing (they would be its unit admin);
// - what a mapping gave (grants, a raise) goes when the group goes, even from a unit left without a
//   unit admin: the last-unit-admin rule protects what people decided, and those units are named in
//   the audit entry for a person to act on.
// Grants given by hand are never touched.
import type { MappableRole } from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Tx } from "../db/connection.ts";
import { reviewRequestOpened } from "../notifications/change-events.ts";
import { grantsOfUser, replaceGrantsOn, toGrantDoc, unitsWithoutAdmin, type GrantSpec } from "../repositories/grants-repo.ts";
import {
  addMappedGrants,
  clearMappedRole,
  insertProviderReviewRequest,
  mappedGrantUnits,
  mappedRoleOf,
  mappingsForGroups,
  removeMappedGrants,
  setMappedRole,
} from "../repositories/identity-repo.ts";
import { latestRoleRequestOf } from "../repositories/review-requests-repo.ts";
import { findUserById, updateUserRole, type UserRow } from "../repositories/users-repo.ts";
import { today, type ServiceDeps } from "./deps.ts";
import { grantSpecs, unitsLosingAdmin } from "../policies/unit-admins.ts";

export interface MappedIdentity {
  provider: "oidc" | "saml";
  subject: string;
  groups: readonly string[];
}

interface Plan {
  role: MappableRole;
  /** Units the mappings give, given the role. */
  wanted: Set<number>;
  /** The mappings ask for unit admin, but the role would reach units they did not give. */
  askRaise: boolean;
}

/** The role and units the groups justify, from the role a person gave and the units held by hand. */
function planFor(personRole: MappableRole, adminUnits: Set<number>, managerUnits: Set<number>, handUnits: readonly number[]): Plan {
  if (personRole === "unit_admin") return { role: personRole, wanted: adminUnits, askRaise: false };
  const reachesOthers = handUnits.some((u) => !adminUnits.has(u)) || managerUnits.size > 0;
  if (adminUnits.size > 0 && !reachesOthers) return { role: "unit_admin", wanted: adminUnits, askRaise: false };
  return { role: personRole, wanted: new Set([...adminUnits, ...managerUnits]), askRaise: adminUnits.size > 0 };
}

const permanent = (unitId: number): GrantSpec => ({ unitId, type: "permanent", startDate: null, endDate: null });

/** Writes (and audits) only when something changes. Super admins and users not active are left alone. */
export async function applyGroupMappings(tx: Tx, deps: ServiceDeps, user: UserRow, id: MappedIdentity): Promise<UserRow> {
  if (user.role === "super_admin" || user.status !== "active") return user;
  const t = today(deps);
  const mappings = await mappingsForGroups(tx, id.groups);
  const adminUnits = new Set(mappings.filter((m) => m.role === "unit_admin").map((m) => m.unitId));
  const managerUnits = new Set(mappings.filter((m) => m.role !== "unit_admin" && !adminUnits.has(m.unitId)).map((m) => m.unitId));

  const held = await grantsOfUser(tx, user.id);
  const heldUnits = new Set(held.map((g) => g.unitId));
  const recorded = await mappedGrantUnits(tx, user.id);
  // A mapped grant someone removed by hand is forgotten; the group gives it again if it still maps.
  const forgotten = recorded.filter((u) => !heldUnits.has(u));
  const mapped = new Set(recorded.filter((u) => heldUnits.has(u)));
  const handUnits = [...heldUnits].filter((u) => !mapped.has(u));

  const raisedFrom = await mappedRoleOf(tx, user.id);
  const raisedByMapping = raisedFrom !== undefined && user.role === "unit_admin";
  const personRole: MappableRole = raisedByMapping ? raisedFrom : user.role;
  const plan = planFor(personRole, adminUnits, managerUnits, handUnits);

  const toAdd = [...plan.wanted].filter((u) => !heldUnits.has(u));
  const toRemove = [...mapped].filter((u) => !plan.wanted.has(u));
  const roleChanged = plan.role !== user.role;
  const requestId = plan.askRaise && (await latestRoleRequestOf(tx, user.id)) === undefined ? await insertProviderReviewRequest(tx, user.id, "unit_admin") : undefined;

  await removeMappedGrants(tx, user.id, forgotten);
  if (raisedFrom !== undefined && plan.role !== "unit_admin") await clearMappedRole(tx, user.id);
  if (toAdd.length === 0 && toRemove.length === 0 && !roleChanged && requestId === undefined) return user;

  const before = { role: user.role, status: user.status, grants: grantSpecs(held) };
  const after = { role: plan.role, status: user.status, grants: [...before.grants.filter((g) => !toRemove.includes(g.unitId)), ...toAdd.map(permanent)] };
  const leftWithoutAdmin = await unitsWithoutAdmin(tx, unitsLosingAdmin(before, after, t), t, user.id);

  const at = deps.now().toISOString();
  await replaceGrantsOn(tx, user.id, [...toAdd, ...toRemove], toAdd.map(permanent));
  await addMappedGrants(tx, user.id, toAdd);
  await removeMappedGrants(tx, user.id, toRemove);
  if (roleChanged) await updateUserRole(tx, user.id, plan.role, at);
  if (roleChanged && plan.role === "unit_admin") await setMappedRole(tx, user.id, user.role as MappableRole);
  if (requestId !== undefined) {
    await reviewRequestOpened(tx, { requestId, user, requestedRole: "unit_admin", requestedBy: null, unitId: [...adminUnits][0] ?? null }, deps.now());
  }

  const fresh = await grantsOfUser(tx, user.id);
  await writeAudit(tx, {
    action: "update",
    entity: "access",
    documentId: user.id,
    actor: null,
    prev: { user: user.id, role: user.role, access: held.map((g) => toGrantDoc(g, t)) },
    current: {
      user: user.id,
      role: plan.role,
      access: fresh.map((g) => toGrantDoc(g, t)),
      // The groups that gave something, not every group the person is in.
      source: { provider: id.provider, subject: id.subject, groups: [...new Set(mappings.map((m) => m.groupName))].sort(), rule: "group_mapping" },
      ...(requestId !== undefined ? { raiseRequested: { reviewRequest: requestId, role: "unit_admin" } } : {}),
      ...(leftWithoutAdmin.length > 0 ? { unitsLeftWithoutUnitAdmin: leftWithoutAdmin } : {}),
    },
    organizations: [...new Set([...held.map((g) => g.unitId), ...toAdd])],
  }, deps.now());
  return (await findUserById(tx, user.id)) ?? user;
}
