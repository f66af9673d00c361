// Spreadsheet imports (issue 32). The upload's body is the raw file, not JSON: it is read here, at
// most IMPORT_LIMITS.maxBytes of it (app.ts refuses a larger declared length before any byte is
// read; a body without a length is cut off at the limit), after the route's access rule. The dry
// run and the commit answer an NDJSON stream: progress lines as rows are processed, then the result.
import {
  ERROR_CODES,
  IMPORT_FILE_NAME_HEADER,
  IMPORT_LIMITS,
  importContracts,
  mayImportSpreadsheets,
  type ImportStreamLine,
  type Locale,
} from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { localizedErrorBody } from "../i18n/api-sentences.ts";
import type { Actor } from "../domain/actor.ts";
import { Refusal } from "../domain/errors.ts";
import type { ImportService } from "../services/import-service.ts";
import { fileRefusal } from "../services/imports/upload-import.ts";
import { formatOfContentType } from "../spreadsheets/read-spreadsheet.ts";

export const importRoutes = {
  upload: declareRoute({ ...importContracts.upload, access: allow("SOCIAL_MEDIAS", "create", mayImportSpreadsheets) }),
  list: declareRoute({ ...importContracts.list, access: allow("SOCIAL_MEDIAS", "create", mayImportSpreadsheets) }),
  get: declareRoute({ ...importContracts.get, access: allow("SOCIAL_MEDIAS", "create", mayImportSpreadsheets) }),
  dryRun: declareRoute({ ...importContracts.dryRun, access: allow("SOCIAL_MEDIAS", "create", mayImportSpreadsheets) }),
  commit: declareRoute({ ...importContracts.commit, access: allow("SOCIAL_MEDIAS", "create", mayImportSpreadsheets) }),
};

/** The one path whose body is a file (http/request-guards.ts lets its two media types through). */
export const IMPORT_UPLOAD_PATH = `/api${importRoutes.upload.path}`;

/** The body, at most `max` bytes; null when it is longer. */
async function readBody(request: Request, max: number): Promise<Uint8Array | null> {
  const body = request.body;
  if (body === null) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

function fileNameOf(header: string | undefined, fromQuery: string | undefined): string {
  if (fromQuery) return fromQuery;
  if (!header) return "upload";
  try {
    return decodeURIComponent(header).slice(0, 255) || "upload";
  } catch {
    return header.slice(0, 255);
  }
}

const encoder = new TextEncoder();

/** The run as NDJSON: progress lines, then the result, or an error line if it fails midway. */
function ndjsonStream(locale: Locale, run: (progress: (done: number, total: number) => void) => Promise<ImportStreamLine>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: ImportStreamLine) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        send(await run((done, total) => send({ type: "progress", done, total })));
      } catch (e) {
        const body = e instanceof Refusal ? localizedErrorBody(e.body, locale) : { message: ERROR_CODES.internal };
        if (!(e instanceof Refusal)) console.error(e);
        send({ type: "error", message: String(body.message), sentence: String((body as { sentence?: unknown }).sentence ?? body.message) });
      }
      controller.close();
    },
  });
}

/**
 * A dry run's or commit's answer. What can be refused before any line is streamed is (404, 409 once
 * committed or while another run holds this server, 400 for the mapping); the run then streams.
 */
async function runStreamed(
  vars: { services: { imports: ImportService }; actor: Actor; locale: Locale },
  id: number,
  mapping: Record<string, string>,
  dryRun: boolean,
): Promise<ReadableStream<Uint8Array>> {
  const { imports } = vars.services;
  const upload = await imports.runnable(vars.actor, id);
  imports.checkMapping(upload, mapping, vars.locale);
  const release = imports.claimRun();
  return ndjsonStream(vars.locale, async (progress) => {
    try {
      return { type: "result", ...(await imports.run(vars.actor, upload, mapping, { dryRun, locale: vars.locale, progress })) };
    } finally {
      release();
    }
  });
}

const NDJSON_HEADERS = { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store" };

export function mountImportRoutes() {
  const app = router();
  handle(app, importRoutes.upload, async (c) => {
    const query = c.req.valid("query");
    const bytes = await readBody(c.req.raw, IMPORT_LIMITS.maxBytes);
    if (bytes === null) throw fileRefusal("too_large", { max: IMPORT_LIMITS.maxBytes / (1024 * 1024) }, c.var.locale);
    const upload = await c.var.services.imports.upload(
      c.var.actor,
      { kind: query.kind, fileName: fileNameOf(c.req.header(IMPORT_FILE_NAME_HEADER), query.fileName), format: formatOfContentType(c.req.header("content-type")), bytes },
      c.var.locale,
    );
    return c.json(upload, 201);
  });
  handle(app, importRoutes.list, async (c) => c.json(await c.var.services.imports.list(c.var.actor, c.req.valid("query")), 200));
  handle(app, importRoutes.get, async (c) => c.json({ doc: await c.var.services.imports.get(c.var.actor, c.req.valid("param").id) }, 200));
  handle(app, importRoutes.dryRun, async (c) => c.body(await runStreamed(c.var, c.req.valid("param").id, c.req.valid("json").mapping, true), 200, NDJSON_HEADERS));
  handle(app, importRoutes.commit, async (c) => c.body(await runStreamed(c.var, c.req.valid("param").id, c.req.valid("json").mapping, false), 200, NDJSON_HEADERS));
  return app;
}
