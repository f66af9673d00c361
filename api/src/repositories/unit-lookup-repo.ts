import { inArray } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { units } from "../db/schema.ts";

export interface UnitBrief {
  id: number;
  name: string;
  path: string;
}

export async function unitsByIds(ex: Executor, ids: readonly number[]): Promise<Map<number, UnitBrief>> {
  const out = new Map<number, UnitBrief>();
  if (ids.length === 0) return out;
  for (const u of await ex.select({ id: units.id, name: units.name, path: units.path }).from(units).where(inArray(units.id, [...new Set(ids)]))) {
    out.set(u.id, u);
  }
  return out;
}
