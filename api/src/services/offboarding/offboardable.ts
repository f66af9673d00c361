// What both offboarding operations start from: whether this caller may offboard this person (the
// users policy decides), and the blockers as this caller sees them.
import type { OffboardingBlocker } from "@steward/shared";
import type { Executor } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { assertMayOffboard, assertNotOwnOffboarding, deactivationBlockers } from "../../policies/users.ts";
import { grantsOfUser, type GrantRow } from "../../repositories/grants-repo.ts";
import type { HeldAccountRow } from "../../repositories/offboarding-repo.ts";
import type { Scope } from "../../repositories/scope-repo.ts";
import type { UserRow } from "../../repositories/users-repo.ts";
import { today, type ServiceDeps } from "../deps.ts";
import type { UserService } from "../user-service.ts";

/** What an offboarding operation needs: the service's dependencies and the user service it asks. */
export interface OffboardingContext {
  deps: ServiceDeps;
  users: UserService;
}

/** The person, if the caller may offboard them: 404 outside scope, 403 when the rule says no. */
export async function offboardable(ctx: OffboardingContext, ex: Executor, actor: Actor, id: number): Promise<{ target: UserRow; userScope: Scope; grants: GrantRow[] }> {
  const { users } = ctx;
  assertNotOwnOffboarding(actor, id);
  const userScope = await users.scopeOf(ex, actor);
  const target = await users.visibleOr404(ex, actor, id, userScope);
  const grants = await grantsOfUser(ex, target.id);
  assertMayOffboard(
    actor,
    target,
    grants.map((g) => g.unitPath),
    userScope,
  );
  return { target, userScope, grants };
}

/** The blockers as this caller sees them: accounts outside their scope are counted, never named. */
export async function blockersFor(ctx: OffboardingContext, ex: Executor, target: UserRow, held: HeldAccountRow[], grants?: readonly GrantRow[]): Promise<OffboardingBlocker[]> {
  const visible = new Set(held.filter((h) => h.inScope).map((h) => h.id));
  const outside = held.filter((h) => !h.inScope).length;
  const blockers = (await deactivationBlockers(ex, target, today(ctx.deps), grants)).filter((b) => b.kind !== "primary_admin" || visible.has(b.account.id));
  return outside > 0 ? [...blockers, { kind: "accounts_outside_scope", count: outside }] : blockers;
}
