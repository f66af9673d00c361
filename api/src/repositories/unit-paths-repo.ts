// Where each unit named on a page sits (issue 30: "Agriculture Admissions" three times in a table
// cannot be told apart without its path). One statement for the whole page, however many units
// it names: each unit's stored path ("/1/4/9/") is opened as a JSON array and its ancestors read by
// primary key, so a list answer gains its units' paths without a query per row.
import { sql } from "drizzle-orm";
import type { Ref, UnitRef } from "@steward/shared";
import type { Executor } from "../db/connection.ts";

/** The names from the root down to each unit (the unit's own name last), by unit id. */
export async function unitPathNames(ex: Executor, ids: readonly number[]): Promise<Map<number, string[]>> {
  const paths = new Map<number, string[]>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return paths;
  const rows = await ex.all<{ unitId: number; name: string }>(sql`
    SELECT u.id AS unitId, a.name AS name
    FROM units u, json_each('[' || replace(trim(u.path, '/'), '/', ',') || ']') step
    JOIN units a ON a.id = step.value
    WHERE u.id IN (SELECT value FROM json_each(${JSON.stringify(unique)}))
    ORDER BY u.id, step.key`);
  for (const row of rows) paths.set(Number(row.unitId), [...(paths.get(Number(row.unitId)) ?? []), row.name]);
  return paths;
}

/** A unit reference carrying its path, when the page's lookup found one. */
export function placed(ref: Ref, paths: ReadonlyMap<number, string[]>): UnitRef {
  const pathNames = paths.get(ref.id);
  return pathNames ? { ...ref, pathNames } : ref;
}
