// Spreadsheet imports (issue 32). The upload is kept here, already read and checked (its header
// row and its data rows as text cells), so any instance serves the dry run and the commit that
// follow; the latest run's mapping, counts and row outcomes stay for looking the import up later.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "../schema.ts";

export const imports = sqliteTable(
  "imports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** units, users or accounts */
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    /** SHA-256 of the uploaded bytes, hex. */
    sha256: text("sha256").notNull(),
    /** csv or xlsx */
    format: text("format").notNull(),
    rowCount: integer("row_count").notNull(),
    headers: text("headers", { mode: "json" }).$type<string[]>().notNull(),
    /** The data rows, each a list of cells under the header's positions. */
    cells: text("cells", { mode: "json" }).$type<string[][]>().notNull(),
    /** Each data row's number in the file as a spreadsheet shows it (the header is row 1). */
    rowNumbers: text("row_numbers", { mode: "json" }).$type<number[]>().notNull().default([]),
    /** uploaded, checked (a dry run done) or committed */
    state: text("state").notNull(),
    createdById: integer("created_by_id").references(() => users.id),
    createdAt: text("created_at").notNull(),
    committedAt: text("committed_at"),
    mapping: text("mapping", { mode: "json" }).$type<Record<string, string>>(),
    lastRunDryRun: integer("last_run_dry_run", { mode: "boolean" }),
    counts: text("counts", { mode: "json" }).$type<{ created: number; updated: number; unchanged: number; refused: number }>(),
    outcomes: text("outcomes", { mode: "json" }).$type<unknown[]>(),
  },
  (t) => [index("imports_created_by_idx").on(t.createdById, t.id), index("imports_created_idx").on(t.createdAt)],
);
