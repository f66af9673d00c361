// `steward access grant --file grants.csv [--dry-run]`: reads the CSV, sends every row to the bulk
// endpoint in one request (all applied, or none), and maps the API's row errors back to the file's
// lines and columns.
import type { Command } from "commander";
import { accessBulkContracts, type AnswerOf, requestOf, type BulkGrantResult, type ValidationIssue } from "@steward/shared";
import { ApiError, createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import { CsvSyntaxError, parseCsv, type CsvRecord } from "../csv.ts";
import { CliError, EXIT, requireFs, type CliIO } from "../io.ts";
import { createProgress, wantsProgress } from "../progress.ts";

export const GRANT_COLUMNS = ["email", "unit", "type", "start_date", "end_date"] as const;
type Column = (typeof GRANT_COLUMNS)[number];
export type GrantRow = Record<Column, string | null>;

/** Errors listed on stderr before "... and N more". */
const SHOWN_ERRORS = 50;
/** Rows per chunk of the streamed upload (and per progress step). */
const UPLOAD_CHUNK = 2000;

/** The rows of a grants file, each with the line it starts on. Throws usage errors naming the line. */
export function readGrantRows(text: string, file: string): { rows: GrantRow[]; lines: number[] } {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvSyntaxError) throw new CliError(`${file} line ${e.line}: ${e.message}`, EXIT.usage);
    throw e;
  }
  const [header, ...data] = records;
  if (!header) throw new CliError(`${file} is empty: the first line must be ${GRANT_COLUMNS.join(",")}`, EXIT.usage);
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const index = new Map<Column, number>();
  for (const c of GRANT_COLUMNS) {
    const at = names.indexOf(c);
    if (at < 0) throw new CliError(`${file} line 1: missing column '${c}' (the header is ${GRANT_COLUMNS.join(",")})`, EXIT.usage);
    index.set(c, at);
  }
  const unknown = names.filter((n) => !(GRANT_COLUMNS as readonly string[]).includes(n));
  if (unknown.length > 0) throw new CliError(`${file} line 1: unknown column '${unknown[0]}' (the header is ${GRANT_COLUMNS.join(",")})`, EXIT.usage);
  if (data.length === 0) throw new CliError(`${file} has a header but no rows`, EXIT.usage);
  const rows: GrantRow[] = [];
  const lines: number[] = [];
  for (const r of data) {
    if (r.fields.length !== names.length) {
      throw new CliError(`${file} line ${r.line}: expected ${names.length} columns, found ${r.fields.length}`, EXIT.usage);
    }
    const cell = (c: Column) => r.fields[index.get(c)!]!.trim();
    rows.push({
      email: cell("email"),
      unit: cell("unit"),
      type: cell("type").toLowerCase(),
      // Empty date cells mean "no date" (permanent grants).
      start_date: cell("start_date") || null,
      end_date: cell("end_date") || null,
    });
    lines.push(r.line);
  }
  return { rows, lines };
}

/** `rows.12.email` -> `line 14, column email`. */
export function describeRowIssue(issue: ValidationIssue, lines: readonly number[], file: string): string {
  const m = /^rows\.(\d+)(?:\.(\w+))?/.exec(issue.path);
  if (!m) return `${file}: ${issue.path ? `${issue.path}: ` : ""}${issue.message}`;
  const line = lines[Number(m[1])];
  return `${file} line ${line ?? "?"}${m[2] ? `, column ${m[2]}` : ""}: ${issue.message}`;
}

function bodyStream(rows: readonly GrantRow[], dryRun: boolean, onProgress: (sent: number) => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next === 0) controller.enqueue(encoder.encode(`{"dryRun":${dryRun},"rows":[`));
      const end = Math.min(rows.length, next + UPLOAD_CHUNK);
      const parts: string[] = [];
      for (let i = next; i < end; i++) parts.push(JSON.stringify(rows[i]));
      controller.enqueue(encoder.encode((next > 0 ? "," : "") + parts.join(",")));
      next = end;
      onProgress(next);
      if (next >= rows.length) {
        controller.enqueue(encoder.encode("]}"));
        controller.close();
      }
    },
  });
}

export function summarise(r: BulkGrantResult): string {
  const counts = `${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged`;
  return r.dryRun
    ? `Dry run: ${r.rows} rows are valid; ${r.usersChanged} users would change (grants: ${counts}). Nothing was changed.`
    : `Applied ${r.rows} rows: ${r.usersChanged} users changed (grants: ${counts}).`;
}

export function registerAccess(program: Command, io: CliIO): void {
  const access = program.command("access").description("Manage access grants");
  access
    .command("grant")
    .description("Add or update access grants from a CSV file, all together or not at all")
    .requiredOption("--file <path>", "CSV with the header email,unit,type,start_date,end_date")
    .option("--dry-run", "check every row and show what would change, changing nothing")
    .addHelpText(
      "after",
      `
Columns: email; unit (a unit id, or the unit's path of names from the root joined by '/',
e.g. "Northbridge University/Faculty of Science"); type (permanent or temporary); start_date and
end_date (YYYY-MM-DD, required for temporary grants, empty for permanent ones).
Grants are added or updated, never removed. Any invalid row stops the whole file, and every error
names its line and column.`,
    )
    .action(async (opts: { file: string; dryRun?: boolean }, cmd: Command) => {
      const globals = cmd.optsWithGlobals<{ apiUrl?: string; progress?: boolean }>();
      const apiUrl = resolveApiUrl(globals.apiUrl, io);
      let bytes: Uint8Array;
      try {
        bytes = await requireFs(io).readFile(opts.file);
      } catch {
        throw new CliError(`cannot read ${opts.file}`, EXIT.usage);
      }
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      } catch {
        throw new CliError(`${opts.file} is not UTF-8 text`, EXIT.usage);
      }
      const { rows, lines } = readGrantRows(text, opts.file);
      const api = createApiClient(apiUrl, io, await resolveToken(io, apiUrl));
      const progress = createProgress(io, wantsProgress(io, globals.progress), opts.dryRun ? "checking" : "granting", rows.length);
      // The answer typed by the contract (its 200 schema), not by a hand-written cast.
      let result: AnswerOf<typeof accessBulkContracts.grant>;
      try {
        // The body is streamed row by row (too large to build as one string), so the call is made
        // through stream(); its method and path still come from the contract.
        const { method, path } = requestOf(accessBulkContracts.grant, {});
        const res = await api.stream(method, path, {
          body: bodyStream(rows, Boolean(opts.dryRun), (sent) => progress.update(sent, "rows sent")),
          contentType: "application/json",
        });
        progress.update(rows.length, "rows sent, waiting for the server");
        result = await res.json();
        progress.finish(opts.dryRun ? "rows checked" : "rows applied");
      } catch (e) {
        progress.finish("rows sent");
        const body = e instanceof ApiError ? (e.body as { name?: string; message?: string; errors?: ValidationIssue[] } | undefined) : undefined;
        if (e instanceof ApiError && e.status === 400 && body?.name === "ValidationError" && Array.isArray(body.errors)) {
          const errors = body.errors;
          const shown = errors.slice(0, SHOWN_ERRORS).map((i) => `steward: ${describeRowIssue(i, lines, opts.file)}`);
          const more = errors.length > SHOWN_ERRORS ? [`steward: ... and ${errors.length - SHOWN_ERRORS} more`] : [];
          io.stderr([...shown, ...more].join("\n") + "\n");
          const why = body.message?.includes("nothing was changed") ? body.message : `${errors.length} errors; nothing was changed`;
          throw new CliError(`${opts.file}: ${why}`, EXIT.usage);
        }
        if (e instanceof ApiError && e.status === 409 && Array.isArray((e.body as { organizations?: unknown })?.organizations)) {
          const units = (e.body as { organizations: { id: number; name: string }[] }).organizations.map((u) => `${u.name} (${u.id})`);
          throw new CliError(`refused, nothing was changed: these units would be left without a unit admin: ${units.join(", ")}`, EXIT.refused);
        }
        throw e;
      }
      io.stdout(`${summarise(result)}\n`);
    });
}
