// A dry run or a commit of an uploaded file: the same code either way, inside one write
// transaction. Every row is taken by its kind's engine; a dry run is then rolled back, so it cannot
// say anything a commit would not do. A commit is all or nothing: when any row is refused, it is
// rolled back too and says so (committed: false). A commit that holds writes its audit entries
// (one per changed record, each tagged with the import's id) in the same transaction, and the
// import's state and outcomes with them.
import { AUDIT_IMPORT_TAG, ERROR_CODES, type ImportKind, type ImportRowResult, type ImportRunResult, type Locale } from "@steward/shared";
import { writeAudits } from "../../audit/write-audit.ts";
import type { Actor } from "../../domain/actor.ts";
import { conflict, notFound } from "../../domain/errors.ts";
import { importOwnerFilter } from "../../policies/imports.ts";
import { findImport, saveImportRun, type ImportRow } from "../../repositories/imports-repo.ts";
import { compactSearchIndexes } from "../../repositories/search-index-upkeep-repo.ts";
import { today, type ServiceDeps } from "../deps.ts";
import { keptOnlyIf } from "../checked-by-doing.ts";
import { columnsOf } from "./check-mapping.ts";
import type { EngineContext, KindEngine, RowResult } from "./engine.ts";
import { accountsEngine } from "./import-accounts.ts";
import { unitsEngine } from "./import-units.ts";
import { usersEngine } from "./import-users.ts";
import { RowReader } from "./read-row.ts";
import { sayNote } from "./row-notes.ts";

const ENGINES: Record<ImportKind, (ctx: EngineContext) => Promise<KindEngine>> = { units: unitsEngine, users: usersEngine, accounts: accountsEngine };

export type Progress = (done: number, total: number) => void;

function said(locale: Locale, rowNumber: number, r: RowResult): ImportRowResult {
  const out: ImportRowResult = { row: rowNumber, outcome: r.outcome, key: r.key };
  if (r.refusals.length > 0) out.refusals = r.refusals.map((n) => sayNote(locale, n));
  if (r.warnings.length > 0) out.warnings = r.warnings.map((n) => sayNote(locale, n));
  if (r.changed.length > 0) out.changed = r.changed;
  return out;
}

/** The import the actor may run, or 404; a committed one is not run again (409). */
export async function runnableImport(deps: ServiceDeps, actor: Actor, id: number): Promise<ImportRow> {
  const row = await findImport(deps.database.db, id, importOwnerFilter(actor));
  if (!row) throw notFound();
  if (row.state === "committed") throw conflict(ERROR_CODES.importAlreadyCommitted);
  return row;
}

export async function runImport(
  deps: ServiceDeps,
  actor: Actor,
  upload: ImportRow,
  mapping: Record<string, string>,
  options: { dryRun: boolean; locale: Locale; progress: Progress },
): Promise<ImportRunResult> {
  const kind = upload.kind as ImportKind;
  const columns = columnsOf(kind, upload.headers, mapping, options.locale);
  const total = upload.cells.length;
  const step = Math.max(1, Math.floor(total / 100));
  const { answer: result, kept } = await keptOnlyIf(deps.database, async (tx) => {
    // Asked again inside the lock: a commit may have landed since runnableImport (another server).
    if ((await findImport(tx, upload.id, null))?.state === "committed") throw conflict(ERROR_CODES.importAlreadyCommitted);
    const now = deps.now();
    const ctx: EngineContext = { tx, actor, deps, importId: upload.id, day: today(deps), now, audits: [] };
    const engine = await ENGINES[kind](ctx);
    const readers = upload.cells.map((cells, i) => new RowReader(upload.rowNumbers[i] ?? i + 2, cells, columns));
    const order = engine.order ? engine.order(readers) : readers.map((_, i) => i);
    const results: (ImportRowResult | undefined)[] = new Array(total);
    let done = 0;
    for (const i of order) {
      const reader = readers[i]!;
      results[i] = said(options.locale, reader.rowNumber, await engine.row(reader));
      done += 1;
      if (done % step === 0 || done === total) options.progress(done, total);
    }
    await engine.finish?.();
    const rows = results.filter((r): r is ImportRowResult => r !== undefined);
    const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
    for (const r of rows) counts[r.outcome] += 1;
    const commit = !options.dryRun && counts.refused === 0;
    const run: ImportRunResult = { importId: upload.id, kind, dryRun: options.dryRun, committed: commit, counts, rows };
    if (!commit) return { answer: run, keep: false };
    // Each entry says which import made it (AUDIT_IMPORT_TAG in its current document).
    await writeAudits(tx, ctx.audits.map((a) => ({ ...a, current: { ...(a.current as object), [AUDIT_IMPORT_TAG]: upload.id } })), now);
    await saveImportRun(tx, upload.id, { state: "committed", mapping, dryRun: false, counts, outcomes: rows, committedAt: now.toISOString() });
    return { answer: run, keep: true };
  });
  if (kept) {
    // A commit of thousands of rows leaves the search indexes full of dead entries: compacted now,
    // not at night, since the people just imported are the ones searched for next.
    await deps.database.write((tx) => compactSearchIndexes(tx));
  } else {
    // What was checked stays on the import, for looking it up afterwards.
    await deps.database.write(async (tx) => {
      // Never over a commit that landed meanwhile: its record is the one that counts.
      if ((await findImport(tx, upload.id, null))?.state === "committed") return;
      await saveImportRun(tx, upload.id, { state: "checked", mapping, dryRun: result.dryRun, counts: result.counts, outcomes: result.rows, committedAt: null });
    });
  }
  return result;
}
