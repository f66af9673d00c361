// Who may call a route, as data: a route declaration names exactly one rule, and the guard
// (guards.ts) and the OpenAPI document's `x-steward-access` are both read from it.
import { can, type Action, type Resource, type Role } from "@steward/shared";

/** Open to anyone, signed in or not. */
export interface PublicRule {
  readonly kind: "public";
}

/** Any signed-in user; `policyExempt` for the few calls the policy gate must let through. */
export interface SignedInRule {
  readonly kind: "signed-in";
  readonly policyExempt: boolean;
}

/**
 * A signed-in user whose role may do `action` on `resource` (product-spec.md section 6) and, for
 * the few routes narrower than the matrix, whose role passes `roleRule` (a predicate of shared/).
 */
export interface PermissionRule {
  readonly kind: "permission";
  readonly resource: Resource;
  readonly action: Action;
  readonly roleRule?: (role: Role) => boolean;
}

export type AccessRule = PublicRule | SignedInRule | PermissionRule;

export const publicRoute = (): PublicRule => ({ kind: "public" });

export const signedIn = (opts: { policyExempt?: boolean } = {}): SignedInRule => ({ kind: "signed-in", policyExempt: opts.policyExempt ?? false });

export const allow = (resource: Resource, action: Action, roleRule?: (role: Role) => boolean): PermissionRule =>
  roleRule ? { kind: "permission", resource, action, roleRule } : { kind: "permission", resource, action };

/** Whether a signed-in person of `role` passes the rule's role test (the matrix and its predicate). */
export function roleAdmitted(rule: AccessRule, role: Role): boolean {
  if (rule.kind !== "permission") return true;
  return can(role, rule.resource, rule.action) && (rule.roleRule === undefined || rule.roleRule(role));
}

/** How the OpenAPI document names a rule: `public`, `signed-in` or `RESOURCE:action`. */
export function accessLabel(rule: AccessRule): string {
  return rule.kind === "permission" ? `${rule.resource}:${rule.action}` : rule.kind;
}
