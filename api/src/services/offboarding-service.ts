// Offboarding with handover (issue 19, docs/decisions.md "Offboarding and dormancy (issue 19)").
// Super admins offboard anyone but themselves; unit admins the unit admins and managers wholly in
// their scope (shared/offboarding-rules.ts). The impact is everything the person holds and what
// blocks a plain deactivation; the offboard request answers each blocker, and in ONE transaction
// hands every account to its new administrators (by default the successor), takes the person off
// the managers, gives the successor (a unit admin) the units the person was the last unit admin
// of, ends their grants, deactivates them, ends their sessions and opens three handover tasks per
// account, each step audited, the tasks told to their assignees and the unit admins.
// One operation per file, in offboarding/.
import type { OffboardInput, OffboardingImpact, OffboardResult } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import type { ServiceDeps } from "./deps.ts";
import { offboardUser } from "./offboarding/offboard-user.ts";
import { readOffboardingImpact } from "./offboarding/read-offboarding-impact.ts";
import type { UserService } from "./user-service.ts";

export function createOffboardingService(deps: ServiceDeps, users: UserService) {
  const ctx = { deps, users };
  return {
    /** GET /api/users/:id/offboarding: everything the person holds, and what blocks a plain deactivation. */
    impact: (actor: Actor, id: number): Promise<OffboardingImpact> => readOffboardingImpact(ctx, actor, id),
    /** POST /api/users/:id/offboard: all of it in one transaction, or nothing. */
    offboard: (actor: Actor, id: number, input: OffboardInput): Promise<OffboardResult> => offboardUser(ctx, actor, id, input),
  };
}

export type OffboardingService = ReturnType<typeof createOffboardingService>;
