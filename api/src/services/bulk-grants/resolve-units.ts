// The `unit` cells of a bulk grant: a unit's id, or its name path from a root
// ("University/Faculty of Science"). A path two units share is "ambiguous": the caller must give the id.
import type { Tx } from "../../db/connection.ts";
import { unitsByIdList, unitsByNames, type BulkUnit } from "../../repositories/bulk-grant-repo.ts";

const SEPARATOR = "/";
const isId = (cell: string) => /^\d{1,15}$/.test(cell);

/** Each cell to its unit, "ambiguous", or absent when nothing matches. */
export async function resolveUnits(tx: Tx, cells: readonly string[]): Promise<Map<string, BulkUnit | "ambiguous">> {
  const ids = [...new Set(cells.filter(isId).map(Number))];
  const paths = [...new Set(cells.filter((c) => !isId(c)))];
  const names = [...new Set(paths.flatMap((p) => p.split(SEPARATOR).map((s) => s.trim())))];
  const resolved = new Map<string, BulkUnit | "ambiguous">();
  for (const u of await unitsByIdList(tx, ids)) resolved.set(String(u.id), u);
  const byParentAndName = new Map<string, BulkUnit[]>();
  for (const u of await unitsByNames(tx, names)) {
    const key = `${u.parentId ?? 0}\u0000${u.name}`;
    byParentAndName.set(key, [...(byParentAndName.get(key) ?? []), u]);
  }
  for (const p of paths) {
    let parentId = 0;
    let found: BulkUnit | "ambiguous" | undefined;
    for (const segment of p.split(SEPARATOR).map((s) => s.trim())) {
      const candidates = byParentAndName.get(`${parentId}\u0000${segment}`) ?? [];
      if (candidates.length !== 1) {
        found = candidates.length > 1 ? "ambiguous" : undefined;
        break;
      }
      found = candidates[0]!;
      parentId = found.id;
    }
    if (found) resolved.set(p, found);
  }
  return resolved;
}
