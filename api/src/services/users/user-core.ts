// What every user operation shares: the caller's scope, a user as the caller may see them, the
// detail document, e-mail uniqueness, the welcome e-mail, dropping provider links on a raise to
// super admin, and the profile columns an input sets.
import { ERROR_CODES, type Role, type UserDetailDoc, type UserUpdateInput } from "@steward/shared";
import type { Executor, Tx } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { conflict, notFound } from "../../domain/errors.ts";
import { isInScope } from "../../domain/scope.ts";
import { passwordLink, welcomeMail } from "../../mail/messages.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { recipientLocale } from "../../i18n/recipient-locale.ts";
import { issuePasswordToken } from "../../mail/password-tokens.ts";
import { grantsOfUser, toGrantDoc, type GrantRow, type GrantSpec } from "../../repositories/grants-repo.ts";
import { dropLinksOf } from "../../repositories/identity-repo.ts";
import { latestReviewRequestOf } from "../../repositories/review-requests-repo.ts";
import { loadScope, type Scope } from "../../repositories/scope-repo.ts";
import { findVisibleUser } from "../../repositories/users-list-repo.ts";
import { findUserByEmail, toPublicUser, type NewUser, type UserRow } from "../../repositories/users-repo.ts";
import { publicUrlOf } from "../../settings.ts";
import { today, type ServiceDeps } from "../deps.ts";
import { spoken, type Spoken } from "./user-locale.ts";

export type ProfileFields = Omit<UserUpdateInput, "id" | "organizations">;

/** API field names (the spec mixes camelCase and snake_case) to columns. */
export function profileColumns(input: ProfileFields): Partial<NewUser> {
  const out: Partial<NewUser> = {};
  const copy = <K extends keyof NewUser>(key: K, value: NewUser[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  copy("name", input.name);
  copy("email", input.email);
  copy("role", input.role);
  copy("status", input.status);
  copy("isEnabledTwoFactor", input.isEnabledTwoFactor);
  copy("isInUseSecurePassword", input.isInUseSecurePassword);
  copy("isAcceptedPolicies", input.isAcceptedPolicies);
  copy("isCompletedTrainingAccessibility", input.isCompletedTrainingAccessibility);
  copy("isCompletedTrainingRisk", input.isCompletedTrainingRisk);
  copy("isCompletedTrainingBrand", input.isCompletedTrainingBrand);
  copy("hasKnowledgeStandards", input.hasKnowledgeStandards);
  copy("offboardingCompleted", input.offboardingCompleted);
  copy("adminPolicyAgreement", input.admin_policy_agreement);
  copy("passwordUpdatedAt", input.passwordUpdatedAt);
  copy("dateOfLastTraining", input.date_of_last_training);
  copy("dateOfLastPolicyReview", input.date_of_last_policy_review);
  return out;
}

export function userCore(deps: ServiceDeps) {
  const { now } = deps;
  const scopeOf = (ex: Executor, actor: Actor) => loadScope(ex, actor, "USERS", today(deps));

  /** `known`: the user's grants when the caller has just read them (and has not changed them since). */
  async function detail(ex: Executor, row: UserRow, known?: readonly GrantRow[]): Promise<Spoken<UserDetailDoc>> {
    const grants = known ?? (await grantsOfUser(ex, row.id));
    const t = today(deps);
    return spoken({
      ...toPublicUser(row, grants.map((g) => ({ id: g.unitId, name: g.unitName }))),
      access: grants.map((g) => toGrantDoc(g, t)),
      reviewRequest: await latestReviewRequestOf(ex, row.id),
    }, deps.settings.STEWARD_DEFAULT_LOCALE);
  }

  async function visibleOr404(ex: Executor, actor: Actor, id: number, scope: Scope): Promise<UserRow> {
    const row = await findVisibleUser(ex, id, scope, actor.id);
    if (!row) throw notFound();
    return row;
  }

  async function assertEmailFree(ex: Executor, email: string, exceptId?: number) {
    const existing = await findUserByEmail(ex, email);
    if (existing && existing.id !== exceptId) throw conflict(ERROR_CODES.userAlreadyExists, { details: existing.id });
  }

  /** Queues the set-password e-mail in the caller's transaction. */
  async function queueWelcome(tx: Tx, user: { id: number; name: string; email: string; locale: string | null }) {
    const token = await issuePasswordToken(tx, user, "welcome", now());
    // In the person's language as their row says it now (else the institution's).
    const to = { name: user.name, email: user.email, locale: recipientLocale(user.locale, deps.settings.STEWARD_DEFAULT_LOCALE) };
    await enqueueMail(tx, welcomeMail(to, passwordLink(publicUrlOf(deps.settings), token)), now());
  }

  /**
   * The grants after setting `organizations`: kept units keep their windows, new ones are
   * permanent. A scoped actor manages only grants inside their scope; others stay as they are.
   */
  function plannedGrants(current: GrantSpec[], currentPaths: Map<number, string>, organizations: number[], scope: Scope) {
    const managed = current
      .map((g) => g.unitId)
      .filter((id) => isInScope(currentPaths.get(id) ?? "", scope));
    const managedIds = [...new Set([...managed, ...organizations])];
    const wanted = organizations.map((unitId) => current.find((g) => g.unitId === unitId) ?? { unitId, type: "permanent" as const, startDate: null, endDate: null });
    const untouched = current.filter((g) => !managedIds.includes(g.unitId));
    return { managedIds, wanted, after: [...untouched, ...wanted] };
  }

  /**
   * Someone becoming super admin keeps no provider link made before: nothing recorded how a link was
   * made, and one made by matching an e-mail must not carry into the highest role (issue 27). They
   * link again from their session. What was dropped, for the change's audit entry.
   */
  async function unlinkIfRaisedToSuperAdmin(tx: Tx, from: Role, to: Role, userId: number): Promise<{ identityLinksRemoved?: { provider: string; subject: string }[] }> {
    if (to !== "super_admin" || from === "super_admin") return {};
    const removed = await dropLinksOf(tx, userId);
    return removed.length > 0 ? { identityLinksRemoved: removed } : {};
  }

  return { scopeOf, detail, visibleOr404, assertEmailFree, queueWelcome, plannedGrants, unlinkIfRaisedToSuperAdmin };
}

export type UserCore = ReturnType<typeof userCore>;
