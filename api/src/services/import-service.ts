// Spreadsheet imports (issue 32): upload a file, check it (dry run), commit it, look it up. One
// step per file in imports/: reading and keeping the upload, the mapping, the run around the
// kind's engine (units, users, accounts), and the sentences of each row's outcome.
import { ERROR_CODES, type ImportDoc, type ImportKind, type ImportListQuery, type ImportRunResult, type ImportSummary, type ImportUpload, type ListResponse, type Locale } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { conflict, notFound } from "../domain/errors.ts";
import { importOwnerFilter } from "../policies/imports.ts";
import { findImport, importSummary, listImports } from "../repositories/imports-repo.ts";
import type { ServiceDeps } from "./deps.ts";
import { columnsOf } from "./imports/check-mapping.ts";
import { runImport, runnableImport, type Progress } from "./imports/run-import.ts";
import { uploadImport, type UploadInput } from "./imports/upload-import.ts";

export type { Progress, UploadInput };

export function createImportService(deps: ServiceDeps) {
  // One dry run or commit at a time on this server: each holds the database's write lock for its
  // whole length (up to about a minute at 30,000 rows), and every other write (sign-in included)
  // waits behind it. More runs queued would stall everyone; a second one is refused instead.
  let running = false;
  return {
    upload: (actor: Actor, input: UploadInput, locale: Locale): Promise<ImportUpload> => uploadImport(deps, actor, input, locale),

    list: (actor: Actor, query: ImportListQuery): Promise<ListResponse<ImportSummary>> => listImports(deps.database.db, query, importOwnerFilter(actor)),

    async get(actor: Actor, id: number): Promise<ImportDoc> {
      const row = await findImport(deps.database.db, id, importOwnerFilter(actor));
      const summary = row && (await importSummary(deps.database.db, id));
      if (!row || !summary) throw notFound();
      return {
        ...summary,
        kind: row.kind as ImportKind,
        headers: row.headers,
        mapping: row.mapping ?? null,
        lastRunDryRun: row.lastRunDryRun ?? null,
        outcomes: (row.outcomes ?? []) as ImportDoc["outcomes"],
      };
    },

    /** The import the actor may run (404, or 409 once committed), before any answer is streamed. */
    runnable: (actor: Actor, id: number) => runnableImport(deps, actor, id),

    /** 400 for a mapping that names no field or header of this import, or leaves a required field out. */
    checkMapping(upload: Awaited<ReturnType<typeof runnableImport>>, mapping: Record<string, string>, locale: Locale): void {
      columnsOf(upload.kind as ImportKind, upload.headers, mapping, locale);
    },

    /** Takes this server's one import run (409 while another holds it); the answer lets it go. */
    claimRun(): () => void {
      if (running) throw conflict(ERROR_CODES.importBusy);
      running = true;
      let released = false;
      return () => {
        if (!released) running = false;
        released = true;
      };
    },

    run: (
      actor: Actor,
      upload: Awaited<ReturnType<typeof runnableImport>>,
      mapping: Record<string, string>,
      options: { dryRun: boolean; locale: Locale; progress: Progress },
    ): Promise<ImportRunResult> => runImport(deps, actor, upload, mapping, options),
  };
}

export type ImportService = ReturnType<typeof createImportService>;
