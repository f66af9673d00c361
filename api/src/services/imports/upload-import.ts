// POST /api/imports: the file read and checked (api/src/spreadsheets/), then kept in the database
// with its hash, so any instance serves the dry run and the commit. A refused file changes nothing.
import { ERROR_CODES, IMPORT_LIMITS, suggestMapping, type ImportKind, type ImportUpload, type Locale } from "@steward/shared";
import type { Actor } from "../../domain/actor.ts";
import { Refusal } from "../../domain/errors.ts";
import { serverT } from "../../i18n/server-catalogue.ts";
import { insertImport } from "../../repositories/imports-repo.ts";
import { SpreadsheetRefused } from "../../spreadsheets/file-refusal.ts";
import { readSpreadsheet, type SpreadsheetFormat } from "../../spreadsheets/read-spreadsheet.ts";
import type { ServiceDeps } from "../deps.ts";

export interface UploadInput {
  kind: ImportKind;
  fileName: string;
  format: SpreadsheetFormat | null;
  bytes: Uint8Array;
}

/** 400 IMPORT_FILE_REFUSED (413 for size) with the reason's code and its sentence in `locale`. */
export function fileRefusal(problem: SpreadsheetRefused["problem"], values: Record<string, string | number>, locale: Locale): Refusal {
  const t = serverT(locale) as (key: string, values?: Record<string, string | number>) => string;
  return new Refusal(problem === "too_large" ? "too_large" : "invalid", { message: ERROR_CODES.importFileRefused, problem, sentence: t(`imports.file.${problem}`, values) });
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function uploadImport(deps: ServiceDeps, actor: Actor, input: UploadInput, locale: Locale): Promise<ImportUpload> {
  if (input.format === null) throw fileRefusal("unsupported_type", {}, locale);
  let table;
  try {
    table = await readSpreadsheet(input.bytes, input.format);
  } catch (e) {
    if (e instanceof SpreadsheetRefused) throw fileRefusal(e.problem, e.values, locale);
    throw e;
  }
  const hash = await sha256(input.bytes);
  const at = deps.now().toISOString();
  const id = await deps.database.write((tx) =>
    insertImport(tx, {
      kind: input.kind,
      fileName: input.fileName,
      sha256: hash,
      format: table.format,
      rowCount: table.rows.length,
      headers: table.headers,
      cells: table.rows,
      rowNumbers: table.rowNumbers,
      state: "uploaded",
      createdById: actor.id,
      createdAt: at,
    }),
  );
  return {
    id,
    kind: input.kind,
    fileName: input.fileName,
    sha256: hash,
    rows: table.rows.length,
    headers: table.headers,
    sample: table.rows.slice(0, IMPORT_LIMITS.sampleRows),
    suggestedMapping: suggestMapping(input.kind, table.headers),
  };
}
