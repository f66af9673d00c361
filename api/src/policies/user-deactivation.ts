// The impact check every deactivation goes through (issue 19): the users page, SCIM and the CLI
// all deactivate through the user service's one update path, which asks this first; offboarding
// answers each blocker and asks it again before it deactivates. A person still holding something
// that would be left without an answer is not simply deactivated: 409 OFFBOARDING_REQUIRED, with
// the blockers listed and where to read the full impact. When the only blockers are units left
// without a unit admin, the answer is the contract's 409 LAST_UNIT_ADMIN with those units
// (api-contract.md, product-spec.md's "only Unit Admin" warning), the impact's address beside it.
import { ERROR_CODES, isGrantInForce, type OffboardingBlocker, type Role, type UserStatus } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { conflict } from "../domain/errors.ts";
import { grantsOfUser, unitsWithoutAdmin, type GrantRow } from "../repositories/grants-repo.ts";
import { accountsWithPrimaryAdmin } from "../repositories/offboarding-repo.ts";

interface Person {
  id: number;
  role: Role;
  status: UserStatus;
}

/**
 * Units where the person is a unit admin today (role, status and a grant in force). `grants`: the
 * person's grants when the caller has read them already.
 */
export async function unitsAdministeredBy(ex: Executor, person: Person, today: string, grants?: readonly GrantRow[]) {
  if (person.role !== "unit_admin" || person.status !== "active") return [];
  grants ??= await grantsOfUser(ex, person.id);
  return grants.filter((g) => isGrantInForce({ type: g.type, start_date: g.startDate, end_date: g.endDate }, today)).map((g) => ({ id: g.unitId, name: g.unitName }));
}

/**
 * What deactivating `person` would leave without an answer: every account whose primary
 * administrator they are, and every unit where they are the last unit admin.
 */
export async function deactivationBlockers(ex: Executor, person: Person, today: string, grants?: readonly GrantRow[]): Promise<OffboardingBlocker[]> {
  const accounts = await accountsWithPrimaryAdmin(ex, person.id);
  const units = await unitsAdministeredBy(ex, person, today, grants);
  const orphaned = await unitsWithoutAdmin(
    ex,
    units.map((u) => u.id),
    today,
    person.id,
  );
  return [
    ...accounts.map((account): OffboardingBlocker => ({ kind: "primary_admin", account })),
    ...orphaned.map((unit): OffboardingBlocker => ({ kind: "last_unit_admin", unit })),
  ];
}

/**
 * Throws 409 when deactivating `person` would leave something without an answer: LAST_UNIT_ADMIN
 * naming the units when those are all it would leave, otherwise OFFBOARDING_REQUIRED with every blocker.
 */
export async function assertMayDeactivate(ex: Executor, person: Person, today: string, grants?: readonly GrantRow[]): Promise<void> {
  const blockers = await deactivationBlockers(ex, person, today, grants);
  if (blockers.length === 0) return;
  const offboarding = `/api/users/${person.id}/offboarding`;
  const units = blockers.flatMap((b) => (b.kind === "last_unit_admin" ? [b.unit] : []));
  if (units.length === blockers.length) throw conflict(ERROR_CODES.lastUnitAdmin, { organizations: units, offboarding });
  throw conflict(ERROR_CODES.offboardingRequired, { blockers, offboarding });
}
