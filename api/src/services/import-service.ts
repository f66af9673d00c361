// Spreadsheet imports (issue 32): upload a file, check it (dry run), commit it, look it up. One
// step per file in imports/: reading and keeping the upload, the mapping, the run around the
// kind's engine (units, users, accounts), and the sentences of each row's outcome.
import type { ImportDoc, ImportKind, ImportListQuery, ImportRunResult, ImportSummary, ImportUpload, ListResponse, Locale } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { notFound } from "../domain/errors.ts";
import { importOwnerFilter } from "../policies/imports.ts";
import { findImport, importSummary, listImports } from "../repositories/imports-repo.ts";
import type { ServiceDeps } from "./deps.ts";
import { columnsOf } from "./imports/check-mapping.ts";
import { runImport, runnableImport, type Progress } from "./imports/run-import.ts";
import { uploadImport, type UploadInput } from "./imports/upload-import.ts";

export type { Progress, UploadInput };

export function createImportService(deps: ServiceDeps) {
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

    run: (
      actor: Actor,
      upload: Awaited<ReturnType<typeof runnableImport>>,
      mapping: Record<string, string>,
      options: { dryRun: boolean; locale: Locale; progress: Progress },
    ): Promise<ImportRunResult> => runImport(deps, actor, upload, mapping, options),
  };
}

export type ImportService = ReturnType<typeof createImportService>;
