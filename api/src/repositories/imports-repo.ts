// The imports table (issue 32): an upload kept between its steps, and its latest run.
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { ImportKind, ImportListQuery, ImportRowResult, ImportState, ImportSummary, ListResponse, Role } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { users } from "../db/schema.ts";
import { imports } from "../db/tables/imports.ts";
import { listPage } from "./list-page.ts";

export type ImportRow = typeof imports.$inferSelect;
export type NewImportRow = Omit<typeof imports.$inferInsert, "id">;

export async function insertImport(ex: Executor, values: NewImportRow): Promise<number> {
  const [row] = await ex.insert(imports).values(values).returning({ id: imports.id });
  if (!row) throw new Error("insert into imports returned nothing");
  return row.id;
}

/** The import, when `ownerId` made it (null: anybody's, for a super admin). */
export async function findImport(ex: Executor, id: number, ownerId: number | null): Promise<ImportRow | undefined> {
  const [row] = await ex
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), ownerId === null ? undefined : eq(imports.createdById, ownerId)))
    .limit(1);
  return row;
}

export interface ImportRun {
  state: ImportState;
  mapping: Record<string, string>;
  dryRun: boolean;
  counts: { created: number; updated: number; unchanged: number; refused: number };
  outcomes: ImportRowResult[];
  committedAt: string | null;
}

export async function saveImportRun(ex: Executor, id: number, run: ImportRun): Promise<void> {
  await ex
    .update(imports)
    .set({ state: run.state, mapping: run.mapping, lastRunDryRun: run.dryRun, counts: run.counts, outcomes: run.outcomes, committedAt: run.committedAt })
    .where(eq(imports.id, id));
}

const summaryColumns = {
  id: imports.id,
  kind: imports.kind,
  fileName: imports.fileName,
  sha256: imports.sha256,
  rows: imports.rowCount,
  state: imports.state,
  createdAt: imports.createdAt,
  committedAt: imports.committedAt,
  counts: imports.counts,
  userId: users.id,
  userName: users.name,
  userRole: users.role,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown };

function toSummary(r: SummaryRow): ImportSummary {
  return {
    id: r.id as number,
    kind: r.kind as ImportKind,
    fileName: r.fileName as string,
    sha256: r.sha256 as string,
    rows: r.rows as number,
    state: r.state as ImportState,
    createdBy: r.userId === null ? null : { id: r.userId as number, name: r.userName as string, role: r.userRole as Role },
    createdAt: r.createdAt as string,
    committedAt: (r.committedAt as string | null) ?? null,
    counts: (r.counts as ImportSummary["counts"]) ?? null,
  };
}

export async function importSummary(ex: Executor, id: number): Promise<ImportSummary | undefined> {
  const [row] = await ex.select(summaryColumns).from(imports).leftJoin(users, eq(users.id, imports.createdById)).where(eq(imports.id, id));
  return row ? toSummary(row) : undefined;
}

export async function listImports(ex: Executor, query: ImportListQuery, ownerId: number | null): Promise<ListResponse<ImportSummary>> {
  const conditions: (SQL | undefined)[] = [ownerId === null ? undefined : eq(imports.createdById, ownerId)];
  if (query.kind?.length) conditions.push(inArray(imports.kind, query.kind));
  if (query.state?.length) conditions.push(inArray(imports.state, query.state));
  const where = and(...conditions);
  const [total] = await ex.select({ n: count() }).from(imports).where(where);
  const rows = await ex
    .select(summaryColumns)
    .from(imports)
    .leftJoin(users, eq(users.id, imports.createdById))
    .where(where)
    .orderBy(query.sort === "createdAt" ? imports.id : desc(imports.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return listPage(rows.map(toSummary), total?.n ?? 0, query.page, query.limit);
}
