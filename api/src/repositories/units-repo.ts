import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { pathRange, unitPath, type ListResponse, type Ref, type UnitDoc, type UnitListQuery, type UnitType } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { unitBackupAdmins, units, users } from "../db/schema.ts";
import { withinScope, type Scope } from "./scope-repo.ts";
import { containsPattern, listPage, orderBySort } from "./list-page.ts";

const parent = alias(units, "parent");

const SORT_COLUMNS = {
  name: units.name,
  type: units.type,
  status: units.status,
  createdAt: units.createdAt,
  depth: units.depth,
} as const;

function orderFor(sort: string | undefined): SQL[] {
  return orderBySort(sort, { columns: SORT_COLUMNS, byDefault: "name", id: units.id });
}

function filtersFor(query: UnitListQuery, scope: Scope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [withinScope(units.path, scope)];
  if (query.status?.length) conditions.push(inArray(units.status, query.status));
  if (query.type?.length) conditions.push(inArray(units.type, query.type));
  if (query.parent === "none") conditions.push(isNull(units.parentId));
  else if (query.parent?.length) conditions.push(inArray(units.parentId, query.parent));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(sql`${units.name} LIKE ${pattern} ESCAPE '\\'`, sql`${units.email} LIKE ${pattern} ESCAPE '\\'`));
  }
  return and(...conditions);
}

const baseColumns = {
  unit: units,
  parentName: parent.name,
  adminName: users.name,
  adminEmail: users.email,
};

type BaseRow = { unit: typeof units.$inferSelect; parentName: string | null; adminName: string | null; adminEmail: string | null };

async function expand(ex: Executor, rows: BaseRow[]): Promise<UnitDoc[]> {
  const ids = rows.map((r) => r.unit.id);
  const backups = new Map<number, Ref[]>();
  const children = new Map<number, Ref[]>();
  if (ids.length > 0) {
    const backupRows = await ex
      .select({ unitId: unitBackupAdmins.unitId, id: users.id, name: users.name })
      .from(unitBackupAdmins)
      .innerJoin(users, eq(users.id, unitBackupAdmins.userId))
      .where(inArray(unitBackupAdmins.unitId, ids))
      .orderBy(asc(users.name));
    for (const b of backupRows) backups.set(b.unitId, [...(backups.get(b.unitId) ?? []), { id: b.id, name: b.name }]);
    const childRows = await ex
      .select({ parentId: units.parentId, id: units.id, name: units.name })
      .from(units)
      .where(inArray(units.parentId, ids))
      .orderBy(asc(units.name));
    for (const c of childRows) {
      if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), { id: c.id, name: c.name }]);
    }
  }
  // The names along each path (one read for every ancestor of the page), so a chooser and a table
  // tell apart two units of one name by where they sit.
  const names = new Map(rows.map((r) => [r.unit.id, r.unit.name] as const));
  const ancestors = [...new Set(rows.flatMap((r) => pathIds(r.unit.path)))].filter((id) => !names.has(id));
  if (ancestors.length > 0) {
    for (const a of await ex.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, ancestors))) names.set(a.id, a.name);
  }
  return rows.map(({ unit, parentName, adminName, adminEmail }) => ({
    id: unit.id,
    name: unit.name,
    type: unit.type as UnitType,
    parent: unit.parentId !== null && parentName !== null ? { id: unit.parentId, name: parentName } : null,
    depth: unit.depth,
    path: unit.path,
    pathNames: pathIds(unit.path).map((id) => names.get(id) ?? ""),
    admin: unit.adminId !== null && adminName !== null ? { id: unit.adminId, name: adminName, email: adminEmail ?? "" } : null,
    backupAdmins: backups.get(unit.id) ?? [],
    email: unit.email,
    phone: unit.phone,
    status: unit.status,
    description: unit.description,
    delegatedPermissions: unit.delegatedPermissions,
    children: children.get(unit.id) ?? [],
    createdAt: unit.createdAt,
    updatedAt: unit.updatedAt,
  }));
}

export async function listUnits(ex: Executor, query: UnitListQuery, scope: Scope): Promise<ListResponse<UnitDoc>> {
  const where = filtersFor(query, scope);
  const [total] = await ex.select({ n: count() }).from(units).where(where);
  const rows = await ex
    .select(baseColumns)
    .from(units)
    .leftJoin(parent, eq(parent.id, units.parentId))
    .leftJoin(users, eq(users.id, units.adminId))
    .where(where)
    .orderBy(...orderFor(query.sort))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return listPage(await expand(ex, rows), total?.n ?? 0, query.page, query.limit);
}

export async function findUnit(ex: Executor, id: number, scope: Scope): Promise<UnitDoc | undefined> {
  const rows = await ex
    .select(baseColumns)
    .from(units)
    .leftJoin(parent, eq(parent.id, units.parentId))
    .leftJoin(users, eq(users.id, units.adminId))
    .where(and(eq(units.id, id), withinScope(units.path, scope)))
    .limit(1);
  const [doc] = await expand(ex, rows);
  return doc;
}

export type UnitRow = typeof units.$inferSelect;

/** The unit ids along a path, root first: `/1/4/9/` -> [1, 4, 9]. */
export function pathIds(path: string): number[] {
  return path
    .split("/")
    .filter((part) => part !== "")
    .map(Number);
}

export async function findUnitRow(ex: Executor, id: number, scope: Scope): Promise<UnitRow | undefined> {
  const [row] = await ex
    .select()
    .from(units)
    .where(and(eq(units.id, id), withinScope(units.path, scope)))
    .limit(1);
  return row;
}

export async function hasActiveChildren(ex: Executor, id: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.parentId, id), eq(units.status, "active")))
    .limit(1);
  return row !== undefined;
}

export type NewUnitValues = Omit<typeof units.$inferInsert, "id" | "path" | "depth" | "parentId">;

/** Inserts a unit under `parent` (or at the top) and gives it its path, which needs its own id. */
export async function insertUnitRow(ex: Executor, values: NewUnitValues, parent: UnitRow | null): Promise<UnitRow> {
  const [row] = await ex
    .insert(units)
    .values({ ...values, parentId: parent?.id ?? null, depth: parent ? parent.depth + 1 : 0, path: `/new-${crypto.randomUUID()}/` })
    .returning();
  if (!row) throw new Error("insert into units returned no row");
  const path = unitPath(parent?.path ?? null, row.id);
  const [placed] = await ex.update(units).set({ path }).where(eq(units.id, row.id)).returning();
  if (!placed) throw new Error("unit vanished while setting its path");
  return placed;
}

export async function updateUnitRow(ex: Executor, id: number, values: Partial<Omit<typeof units.$inferInsert, "id" | "path" | "depth">>): Promise<void> {
  await ex.update(units).set(values).where(eq(units.id, id));
}

/**
 * Moves a whole subtree: every path in [oldPath, oldPath's range) is rewritten to start with
 * `newPath` and its depth shifted, in one statement on the path index. Paths end in '/', so a
 * look-alike prefix (/1/2/ vs /1/23/) lies outside the range and is never touched.
 */
export async function moveSubtree(ex: Executor, oldPath: string, newPath: string, depthDelta: number): Promise<number> {
  const { low, high } = pathRange(oldPath);
  const moved = await ex
    .update(units)
    .set({
      path: sql`${newPath} || substr(${units.path}, ${oldPath.length + 1})`,
      depth: sql`${units.depth} + ${depthDelta}`,
    })
    .where(and(gte(units.path, low), lt(units.path, high)))
    .returning({ id: units.id });
  return moved.length;
}

export async function replaceBackupAdmins(ex: Executor, unitId: number, userIds: readonly number[]): Promise<void> {
  await ex.delete(unitBackupAdmins).where(eq(unitBackupAdmins.unitId, unitId));
  if (userIds.length > 0) await ex.insert(unitBackupAdmins).values(userIds.map((userId) => ({ unitId, userId })));
}

export async function backupAdminIds(ex: Executor, unitId: number): Promise<number[]> {
  const rows = await ex.select({ userId: unitBackupAdmins.userId }).from(unitBackupAdmins).where(eq(unitBackupAdmins.unitId, unitId));
  return rows.map((r) => r.userId);
}
