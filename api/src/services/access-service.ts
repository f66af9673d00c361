import type { UserAccessInput, UserDetailDoc } from "@steward/shared";
import { isInScope } from "../domain/scope.ts";
import { writeAudit } from "../audit/write-audit.ts";
import type { Actor } from "../domain/actor.ts";
import { grantsOfUser, replaceGrantsOn, toGrantDoc, type GrantSpec } from "../repositories/grants-repo.ts";
import { unitsByIds } from "../repositories/unit-lookup-repo.ts";
import { assertMayManageAccessOf, assertUnitsUsable } from "../policies/users.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { assertUnitsKeepAdmins, grantSpecs } from "../policies/unit-admins.ts";
import type { UserService } from "./user-service.ts";
import type { Spoken } from "./users/user-locale.ts";

export function createAccessService(deps: ServiceDeps, users: UserService) {
  return {
    /**
     * PATCH /api/users/access replaces the user's grants with the given list. A unit admin manages
     * only grants inside their scope; grants elsewhere are kept as they are, unseen.
     */
    async replace(actor: Actor, input: UserAccessInput): Promise<Spoken<UserDetailDoc>> {
      return deps.database.write(async (tx) => {
        const scope = await users.scopeOf(tx, actor);
        const target = await users.visibleOr404(tx, actor, input.user, scope);
        assertMayManageAccessOf(actor, target);
        const requested = input.access.map((g) => g.organization);
        assertUnitsUsable(requested, await unitsByIds(tx, requested), scope, "access");

        const before = await grantsOfUser(tx, target.id);
        const beforeSpecs = grantSpecs(before);
        const managedIds = [
          ...new Set([
            ...before.filter((g) => isInScope(g.unitPath, scope)).map((g) => g.unitId),
            ...requested,
          ]),
        ];
        // The last entry for a unit wins, so a repeated unit cannot produce two grants.
        const wanted = [...new Map(input.access.map((g) => [g.organization, g])).values()].map(
          (g): GrantSpec =>
            g.type === "permanent"
              ? { unitId: g.organization, type: "permanent", startDate: null, endDate: null }
              : { unitId: g.organization, type: "temporary", startDate: g.start_date ?? null, endDate: g.end_date ?? null },
        );
        const after = [...beforeSpecs.filter((g) => !managedIds.includes(g.unitId)), ...wanted];
        await assertUnitsKeepAdmins(
          tx,
          target.id,
          { role: target.role, status: target.status, grants: beforeSpecs },
          { role: target.role, status: target.status, grants: after },
          today(deps),
        );
        await replaceGrantsOn(tx, target.id, managedIds, wanted);
        const doc = await users.detail(tx, target);
        const t = today(deps);
        await writeAudit(tx, {
          action: "update",
          entity: "access",
          documentId: target.id,
          actor: auditActor(actor),
          prev: { user: target.id, access: before.map((g) => toGrantDoc(g, t)) },
          current: { user: target.id, access: doc.access },
          organizations: [...new Set([...before.map((g) => g.unitId), ...requested])],
        }, deps.now());
        return doc;
      });
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
