import type { UnitDoc } from "@steward/shared";

export interface UnitTreeNode {
  unit: Pick<UnitDoc, "id" | "name" | "path">;
  children: UnitTreeNode[];
}

/**
 * product-spec.md section 3: the tree is built by attaching each unit to its parent when the
 * parent is in the list; a unit whose parent is not in the list (outside the caller's scope) is a
 * root of its own. Names sort each level.
 */
export function buildUnitTree(units: readonly Pick<UnitDoc, "id" | "name" | "path" | "parent">[]): UnitTreeNode[] {
  const nodes = new Map<number, UnitTreeNode>();
  for (const unit of units) nodes.set(unit.id, { unit: { id: unit.id, name: unit.name, path: unit.path }, children: [] });
  const roots: UnitTreeNode[] = [];
  for (const unit of units) {
    const node = nodes.get(unit.id);
    if (!node) continue;
    const parent = unit.parent ? nodes.get(unit.parent.id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: UnitTreeNode[]) => {
    list.sort((a, b) => a.unit.name.localeCompare(b.unit.name) || a.unit.id - b.unit.id);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The tree without the unit at `path` and everything below it: a unit cannot go under itself. */
export function withoutSubtree(nodes: readonly UnitTreeNode[], path: string): UnitTreeNode[] {
  return nodes
    .filter((node) => !node.unit.path.startsWith(path))
    .map((node) => ({ unit: node.unit, children: withoutSubtree(node.children, path) }));
}
