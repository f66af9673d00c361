// The super admins' mapping of identity provider groups to units and roles (issue 17, point 3).
// Saving replaces the whole list, audited in the same transaction; the mappings take effect at each
// person's next sign-in (provider-sign-in-service.ts applies them).
import { type GroupMappingDoc, type GroupMappingsInput } from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest } from "../domain/errors.ts";
import { listMappings, replaceMappings, toMappingDoc } from "../repositories/identity-repo.ts";
import { unitsByIds } from "../repositories/unit-lookup-repo.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";

const sameList = (a: readonly GroupMappingDoc[], b: readonly GroupMappingDoc[]) =>
  JSON.stringify(a.map(({ id: _id, ...m }) => m)) === JSON.stringify(b.map(({ id: _id, ...m }) => m));

export function createGroupMappingService(deps: ServiceDeps) {
  const { database, now } = deps;

  return {
    async list(actor: Actor): Promise<GroupMappingDoc[]> {
      return (await listMappings(database.db)).map(toMappingDoc);
    },

    async replace(actor: Actor, input: GroupMappingsInput): Promise<GroupMappingDoc[]> {
      return database.write(async (tx) => {
        const found = await unitsByIds(tx, input.mappings.map((m) => m.unit));
        const missing = input.mappings.flatMap((m, i) => (found.has(m.unit) ? [] : [{ path: `mappings.${i}.unit`, message: "Unit not found" }]));
        if (missing.length > 0) throw badRequest(missing);
        const prev = (await listMappings(tx)).map(toMappingDoc);
        await replaceMappings(tx, input.mappings);
        const current = (await listMappings(tx)).map(toMappingDoc);
        if (sameList(prev, current)) return current;
        await writeAudit(tx, {
          action: "update",
          entity: "identity-group-mappings",
          documentId: null,
          actor: auditActor(actor),
          prev: { mappings: prev },
          current: { mappings: current },
          organizations: [...new Set([...prev, ...current].map((m) => m.unit.id))],
        }, now());
        return current;
      });
    },
  };
}

export type GroupMappingService = ReturnType<typeof createGroupMappingService>;
