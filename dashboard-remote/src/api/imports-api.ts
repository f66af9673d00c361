// The spreadsheet import's calls (issue 32). The upload sends the file itself as the body, and a dry
// run or a commit answers a stream of lines (progress, then the result), so those two go through
// `api.send` and are read as they arrive; the list and one import are ordinary contract calls.
import {
  IMPORT_CONTENT_TYPES,
  importEndpoints,
  requestOf,
  type ImportContracts,
  type ImportDoc,
  type ImportKind,
  type ImportRunResult,
  type ImportStreamLine,
  type ImportSummary,
  type ImportUpload,
  type ListResponse,
  type importListQuerySchema,
} from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";
import { readNdjson } from "./ndjson.ts";

export type ImportListParams = ListParams<typeof importListQuerySchema>;
export type ImportRun = "dryRun" | "commit";
/** A field key -> the file's header that fills it; a field left out is not imported. */
export type ColumnMapping = Record<string, string>;

const imports = contractCalls<Pick<ImportContracts, "list" | "get">>({ list: importEndpoints.list, get: importEndpoints.get });

export function listImports(api: ApiClient, params: ImportListParams, signal?: AbortSignal): Promise<ListResponse<ImportSummary>> {
  return imports.list(api, { query: params }, signal);
}

export async function getImport(api: ApiClient, id: number, signal?: AbortSignal): Promise<ImportDoc> {
  return (await imports.get(api, { params: { id } }, signal)).doc;
}

/** The file's type as the API reads it: by the browser's type, else by the name's ending. */
export function importContentType(file: Pick<File, "name" | "type">): string {
  if (file.type === IMPORT_CONTENT_TYPES.xlsx || /\.xlsx$/i.test(file.name)) return IMPORT_CONTENT_TYPES.xlsx;
  return IMPORT_CONTENT_TYPES.csv;
}

export async function uploadImport(api: ApiClient, kind: ImportKind, file: File, signal?: AbortSignal): Promise<ImportUpload> {
  const { method, path } = requestOf(importEndpoints.upload, { query: { kind, fileName: file.name } });
  const response = await api.send(path, { method: method as "POST", body: file, contentType: importContentType(file), ...(signal ? { signal } : {}) });
  return (await response.json()) as ImportUpload;
}

/** A failure the server met after the stream began: its code and its sentence in the reader's language. */
export class ImportStreamError extends Error {
  readonly code: string;
  readonly sentence: string;
  constructor(code: string, sentence: string) {
    super(sentence || code);
    this.name = "ImportStreamError";
    this.code = code;
    this.sentence = sentence;
  }
}

/**
 * A dry run or a commit with `mapping`: `onProgress` hears each progress line as it arrives, and the
 * promise gives the result line. A stream that ends without one is a failure, never a silent "done".
 */
export async function runImport(
  api: ApiClient,
  run: ImportRun,
  id: number,
  mapping: ColumnMapping,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ImportRunResult> {
  const { method, path } = requestOf(importEndpoints[run], { params: { id } });
  const response = await api.send(path, { method: method as "POST", body: JSON.stringify({ mapping }), ...(signal ? { signal } : {}) });
  let result: ImportRunResult | null = null;
  let failure: ImportStreamError | null = null;
  await readNdjson(response, (value) => {
    const line = value as ImportStreamLine;
    if (line.type === "progress") onProgress(line.done, line.total);
    else if (line.type === "result") {
      const { type: _type, ...rest } = line;
      result = rest;
    } else if (line.type === "error") failure = new ImportStreamError(line.message, line.sentence);
  });
  if (failure) throw failure;
  if (!result) throw new ImportStreamError("IMPORT_STREAM_CUT", "");
  return result;
}
