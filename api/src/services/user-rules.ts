// Who may write which user fields (product-spec.md section 6 and decisions.md), enforced field by
// field so a crafted request cannot do what the screens do not offer. The rules themselves are
// shared/user-rules.ts, which the dashboard reads to decide what to offer.
import { ERROR_CODES, COMPLIANCE_FIELDS, mayEditUser, mayEditUserField, rolesGivableBy, type Role } from "@steward/shared";
import { isInScope } from "../domain/scope.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, forbidden, Refusal } from "../domain/errors.ts";
import type { UnitBrief } from "../repositories/unit-lookup-repo.ts";
import type { Scope } from "../repositories/scope-repo.ts";

const fieldNotAllowed = (field: string) => new Refusal("forbidden", { message: ERROR_CODES.fieldNotAllowed, field });

/** Which target users the actor may edit at all. */
export function assertMayEdit(actor: Actor, target: { id: number; role: Role }): void {
  if (!mayEditUser(actor, target)) throw forbidden();
}

const COMPLIANCE: ReadonlySet<string> = new Set(COMPLIANCE_FIELDS);

/** Fields present in `input` that the actor may not set on this target. */
export function assertFieldsAllowed(actor: Actor, input: Record<string, unknown>): void {
  const present = Object.keys(input).filter((k) => k !== "id" && input[k] !== undefined);
  const refused = present.find((k) => !mayEditUserField(actor.role, k, COMPLIANCE.has(k)));
  if (refused) throw fieldNotAllowed(refused);
}

/** Nobody raises a role above their own; a unit admin hands out only unit_admin or social_media_manager. */
export function assertRoleAllowed(actor: Actor, role: Role | undefined): void {
  if (role !== undefined && !rolesGivableBy(actor.role).includes(role)) throw forbidden();
}

/** Every unit exists and, for a scoped actor, lies in scope: otherwise it is unknown to them. */
export function assertUnitsUsable(ids: readonly number[], found: ReadonlyMap<number, UnitBrief>, scope: Scope, path = "organizations"): void {
  const missing = ids.findIndex((id) => {
    const unit = found.get(id);
    return !unit || !isInScope(unit.path, scope);
  });
  if (missing >= 0) throw badRequest([{ path: `${path}.${missing}`, message: "Unit not found" }]);
}
