// The units as an import sees them: found by path (names from the root), growing as the import
// creates units, with each unit's names along its path and whether it has active sub-units.
import { formatUnitPath } from "@steward/shared";
import type { IndexUnit } from "../../repositories/import-index-repo.ts";

const childKey = (parentId: number | null, name: string) => `${parentId ?? 0}\u0000${name.toLowerCase()}`;

export type PathLookup = { kind: "found"; unit: IndexUnit } | { kind: "missing"; parent: IndexUnit | null; from: number } | { kind: "ambiguous" };

export class UnitTree {
  private readonly byId = new Map<number, IndexUnit>();
  private readonly byChildKey = new Map<string, IndexUnit[]>();

  constructor(units: readonly IndexUnit[]) {
    for (const unit of units) this.add(unit);
  }

  add(unit: IndexUnit): void {
    this.byId.set(unit.id, unit);
    const key = childKey(unit.parentId, unit.name);
    this.byChildKey.set(key, [...(this.byChildKey.get(key) ?? []), unit]);
  }

  /** After a unit's name changes in place. */
  get(id: number): IndexUnit | undefined {
    return this.byId.get(id);
  }

  /** The unit a path names, or where the path leaves the tree (`from`: the first missing name's index). */
  lookup(names: readonly string[]): PathLookup {
    let parent: IndexUnit | null = null;
    for (let i = 0; i < names.length; i += 1) {
      const found: IndexUnit[] = this.byChildKey.get(childKey(parent?.id ?? null, names[i]!)) ?? [];
      if (found.length > 1) return { kind: "ambiguous" };
      if (found.length === 0) return { kind: "missing", parent, from: i };
      parent = found[0]!;
    }
    return parent ? { kind: "found", unit: parent } : { kind: "missing", parent: null, from: 0 };
  }

  namesOf(unit: IndexUnit): string[] {
    return unit.path
      .split("/")
      .filter((s) => s !== "")
      .map((id) => this.byId.get(Number(id))?.name ?? "?");
  }

  pathText(unit: IndexUnit): string {
    return formatUnitPath(this.namesOf(unit));
  }

  hasActiveChildren(unitId: number): boolean {
    for (const unit of this.byId.values()) if (unit.parentId === unitId && unit.status === "active") return true;
    return false;
  }
}
