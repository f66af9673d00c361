import type { ListResponse, UnitDoc, UnitListQuery } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { notFound } from "../domain/errors.ts";
import { findUnit, listUnits } from "../repositories/units-repo.ts";
import { today, type ServiceDeps } from "./deps.ts";
import { loadScope } from "../repositories/scope-repo.ts";
import { createUnitWrites } from "./unit-writes.ts";

export function createUnitService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    async list(actor: Actor, query: UnitListQuery): Promise<ListResponse<UnitDoc>> {
      const scope = await loadScope(database.db, actor, "UNITS", today(deps));
      return listUnits(database.db, query, scope);
    },

    /** Out of scope answers exactly like missing: 404. */
    async get(actor: Actor, id: number): Promise<UnitDoc> {
      const scope = await loadScope(database.db, actor, "UNITS", today(deps));
      const doc = await findUnit(database.db, id, scope);
      if (!doc) throw notFound();
      return doc;
    },

    ...createUnitWrites(deps),
  };
}

export type UnitService = ReturnType<typeof createUnitService>;
