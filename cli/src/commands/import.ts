// `steward import accounts|units|users FILE [--dry-run] [--map field=header ...]`: uploads a CSV or
// XLSX file (the server reads it: nothing is parsed here), checks or commits it with the suggested
// mapping (or --map), draws the progress the server streams, and prints every refused row and the
// counts. A commit is all or nothing: with any refused row, nothing is changed and the exit code
// says so.
import type { Command } from "commander";
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_KINDS,
  importContracts,
  requestOf,
  type ImportKind,
  type ImportRunResult,
  type ImportStreamLine,
  type ImportUpload,
} from "@steward/shared";
import { ApiError, createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import { CliError, EXIT, requireFs, type CliIO } from "../io.ts";
import { readLines } from "../lines.ts";
import { createProgress, wantsProgress } from "../progress.ts";

/** Refused rows listed on stderr before "... and N more". */
const SHOWN_ROWS = 50;

function contentTypeOf(file: string): string {
  const lower = file.toLowerCase();
  if (lower.endsWith(".csv")) return IMPORT_CONTENT_TYPES.csv;
  if (lower.endsWith(".xlsx")) return IMPORT_CONTENT_TYPES.xlsx;
  throw new CliError(`${file}: only .csv and .xlsx files can be imported`, EXIT.usage);
}

/** `--map field=header`, repeatable, over the server's suggestion. */
export function parseMappings(pairs: readonly string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new CliError(`--map ${pair}: write it as field=header, e.g. --map "email=Correo"`, EXIT.usage);
    mapping[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return mapping;
}

export function summariseImport(r: ImportRunResult): string {
  const { created, updated, unchanged, refused } = r.counts;
  const counts = `${created} created, ${updated} updated, ${unchanged} unchanged, ${refused} refused`;
  if (r.dryRun) return `Dry run: ${counts}. Nothing was changed.`;
  return r.committed ? `Imported: ${counts}.` : `Not imported: ${counts}. Nothing was changed: fix the refused rows and import the file again.`;
}

const baseName = (file: string) => file.split(/[\\/]/).pop() ?? file;

export function registerImport(program: Command, io: CliIO): void {
  program
    .command("import")
    .description("Import units, people or accounts from a CSV or XLSX file, all together or not at all")
    .argument("<kind>", `what the file holds: ${IMPORT_KINDS.join(", ")}`)
    .argument("<file>", "a .csv (UTF-8) or .xlsx file, in the layout the exports write")
    .option("--dry-run", "check every row and show what would change, changing nothing")
    .option("--map <field=header>", "take a field from this column (repeatable); the others as the server suggests", (v: string, all: string[]) => [...all, v], [] as string[])
    .addHelpText(
      "after",
      `
The first row holds the headers, in English or Spanish or as the field names (see an export).
Rows match records by their natural key: units by path ("Faculty of Science / Physics"), people
by e-mail, accounts by profile address. A refused row stops the whole file; every refusal names
its row and field. Exit codes: 0 imported (or a clean dry run), 2 refused rows or a bad file.`,
    )
    .action(async (kind: string, file: string, opts: { dryRun?: boolean; map: string[] }, cmd: Command) => {
      if (!(IMPORT_KINDS as readonly string[]).includes(kind)) throw new CliError(`unknown kind '${kind}': use one of ${IMPORT_KINDS.join(", ")}`, EXIT.usage);
      const globals = cmd.optsWithGlobals<{ apiUrl?: string; progress?: boolean }>();
      const apiUrl = resolveApiUrl(globals.apiUrl, io);
      const contentType = contentTypeOf(file);
      const overrides = parseMappings(opts.map);
      let bytes: Uint8Array;
      try {
        bytes = await requireFs(io).readFile(file);
      } catch {
        throw new CliError(`cannot read ${file}`, EXIT.usage);
      }
      const api = createApiClient(apiUrl, io, await resolveToken(io, apiUrl));

      let upload: ImportUpload;
      try {
        const { method, path } = requestOf(importContracts.upload, { query: { kind: kind as ImportKind, fileName: baseName(file) } });
        upload = (await (await api.stream(method, path, { body: bytes as Uint8Array<ArrayBuffer>, contentType })).json()) as ImportUpload;
      } catch (e) {
        const body = e instanceof ApiError ? (e.body as { message?: string; sentence?: string } | undefined) : undefined;
        if (body?.message === "IMPORT_FILE_REFUSED" && body.sentence) throw new CliError(`${file}: ${body.sentence}`, EXIT.usage);
        throw e;
      }
      const mapping = { ...upload.suggestedMapping, ...overrides };

      const step = opts.dryRun ? importContracts.dryRun : importContracts.commit;
      const { method, path } = requestOf(step, { params: { id: upload.id }, body: { mapping } });
      const progress = createProgress(io, wantsProgress(io, globals.progress), opts.dryRun ? "checking" : "importing", upload.rows);
      const res = await api.stream(method, path, { body: JSON.stringify({ mapping }), contentType: "application/json" });
      let result: ImportRunResult | undefined;
      for await (const text of readLines(res.body!)) {
        const line = JSON.parse(text) as ImportStreamLine;
        if (line.type === "progress") progress.update(line.done, "rows");
        else if (line.type === "error") {
          progress.finish("rows");
          throw new CliError(`${file}: ${line.sentence} (${line.message}); nothing was changed`);
        } else {
          const { type: _t, ...run } = line;
          result = run;
        }
      }
      progress.finish(opts.dryRun ? "rows checked" : "rows processed");
      if (!result) throw new CliError(`${file}: the server's answer ended before its result; nothing was changed`);

      const refused = result.rows.filter((r) => r.outcome === "refused");
      const lines = refused.slice(0, SHOWN_ROWS).flatMap((r) => (r.refusals ?? []).map((n) => `steward: ${file} row ${r.row}${n.field ? `, ${n.field}` : ""}: ${n.message}`));
      if (refused.length > SHOWN_ROWS) lines.push(`steward: ... and ${refused.length - SHOWN_ROWS} more refused rows`);
      const warned = result.rows.filter((r) => r.warnings?.length).length;
      if (lines.length > 0) io.stderr(`${lines.join("\n")}\n`);
      io.stdout(`${summariseImport(result)}${warned > 0 ? ` ${warned} rows need attention (see the import ${upload.id} in Steward).` : ""}\n`);
      if (refused.length > 0) throw new CliError(`${refused.length} refused rows${opts.dryRun ? "" : "; nothing was changed"}`, EXIT.usage);
    });
}
