// What may be done to a social media account. The route's declared rule is the role gate
// (SOCIAL_MEDIAS:create/update; status changes and publication narrowed to their roles there);
// here is what depends on the account and the actor's place: a new account's status, the moves
// between statuses and the reason a deactivation needs, which units and people a record may name,
// and who records an account's activity by hand. The predicates are shared/'s (account-rules.ts,
// offboarding-rules.ts), which the dashboard reads to decide what to offer.
import {
  ERROR_CODES,
  VALIDATION,
  isDeactivationReasonValid,
  mayMoveAccount,
  mayRecordActivity,
  mayRejectAccount,
  newAccountStatus,
  type SocialMediaCreateData,
  type SocialMediaListQuery,
  type SocialMediaDoc,
  type SocialMediaStatus,
  type ValidationIssue,
} from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, conflict, forbidden } from "../domain/errors.ts";
import type { Scope } from "../domain/scope.ts";
import { unitsInScope, usersInScope } from "../repositories/social-media-options-repo.ts";

export { mayMoveAccount, mayPublishAccounts, newAccountStatus } from "@steward/shared";

/** The status a new account starts in: active for a super admin's, pending approval otherwise. */
export const initialAccountStatus = (actor: Pick<Actor, "role">) => newAccountStatus(actor.role);

/** decisions.md: only the listed moves; a deactivation needs a reason (409 INVALID_TRANSITION either way). */
export function assertMayMoveAccount(from: SocialMediaStatus, to: SocialMediaStatus, reason: string): void {
  if (!mayMoveAccount(from, to)) throw conflict(ERROR_CODES.invalidTransition, { from, to });
  if (to === "inactive" && !isDeactivationReasonValid(reason)) {
    throw conflict(ERROR_CODES.invalidTransition, { from, to, errors: [{ path: "deactivationReason", message: VALIDATION.deactivationReasonMin }] });
  }
}

/**
 * "My accounts" (`mine=true`, issue 33): the accounts the caller administers (primary or backup) or
 * manages. A unit admin's own are their units' accounts, which their scope already is, so nothing
 * narrows further. The caller's id joins the query, so each person's view is kept apart (the kept
 * list orders are keyed by the query).
 */
export function ownAccountsOf(actor: Pick<Actor, "id" | "role">, query: Pick<SocialMediaListQuery, "mine">): { mineOf?: number } {
  return query.mine === "true" && actor.role !== "unit_admin" ? { mineOf: actor.id } : {};
}

/** Only a pending account is rejected (409 INVALID_TRANSITION otherwise); who may is the route's rule. */
export function assertMayRejectAccount(from: SocialMediaStatus): void {
  if (!mayRejectAccount(from)) throw conflict(ERROR_CODES.invalidTransition, { from, to: "inactive" });
}

const unitIdsOf = (doc: SocialMediaDoc) => doc.organizations.map((u) => u.id);
const userIdsOf = (doc: SocialMediaDoc | undefined) =>
  doc ? [doc.primaryAdmin?.id, doc.backupAdmin?.id, ...doc.socialMediaManagers.map((m) => m.id)].filter((v): v is number => v !== undefined) : [];

/**
 * Every unit and user the record names must be in the caller's scope, except those the account
 * already had (a unit admin editing an account does not have to fix what a super admin set).
 * Missing and out-of-scope ids read the same (400). Units outside the caller's scope that the
 * account already has stay: removing them is not theirs to do (403).
 */
export async function assertReferencesUsable(ex: Executor, scope: Scope, data: SocialMediaCreateData, existing?: SocialMediaDoc): Promise<void> {
  const issues: ValidationIssue[] = [];
  const hadUnits = new Set(existing ? unitIdsOf(existing) : []);
  const newUnits = data.organization.filter((id) => !hadUnits.has(id));
  const foundUnits = new Set((await unitsInScope(ex, scope, newUnits)).map((u) => u.id));
  if (newUnits.some((id) => !foundUnits.has(id))) issues.push({ path: "organization", message: VALIDATION.socialMediaUnitUnknown });

  const hadUsers = new Set(userIdsOf(existing));
  const named = [data.primaryAdmin, ...(data.backupAdmin ? [data.backupAdmin] : []), ...data.socialMediaManagers];
  const newUsers = named.filter((id) => !hadUsers.has(id));
  const foundUsers = new Set((await usersInScope(ex, scope, newUsers)).map((u) => u.id));
  const unknown = (id: number) => !hadUsers.has(id) && !foundUsers.has(id);
  if (unknown(data.primaryAdmin)) issues.push({ path: "primaryAdmin", message: VALIDATION.socialMediaUserUnknown });
  if (data.backupAdmin && unknown(data.backupAdmin)) issues.push({ path: "backupAdmin", message: VALIDATION.socialMediaUserUnknown });
  if (data.socialMediaManagers.some(unknown)) issues.push({ path: "socialMediaManagers", message: VALIDATION.socialMediaUserUnknown });
  if (issues.length > 0) throw badRequest(issues);

  if (existing && scope.kind === "paths") {
    const visible = new Set((await unitsInScope(ex, scope, [...hadUnits])).map((u) => u.id));
    const kept = new Set(data.organization);
    if ([...hadUnits].some((id) => !visible.has(id) && !kept.has(id))) throw forbidden();
  }
}

/**
 * Recording an account's last activity by hand: super admins, unit admins, and the account's own
 * administrators and managers (the account is in the caller's scope: it was found through it).
 */
export function assertMayRecordActivity(actor: Actor, account: SocialMediaDoc): void {
  const adminIds = [account.primaryAdmin?.id, account.backupAdmin?.id].filter((v): v is number => v !== undefined);
  if (!mayRecordActivity(actor, { adminIds, managerIds: account.socialMediaManagers.map((m) => m.id) }, true)) throw forbidden();
}
