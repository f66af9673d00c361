// `steward audit export`: the server streams the file (CSV or JSONL, made safe for spreadsheets
// there); the CLI only pipes bytes to the file or stdout, so its memory stays flat at any size.
import type { Command } from "commander";
import { createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import { CliError, EXIT, requireFs, type CliIO } from "../io.ts";
import { createProgress, wantsProgress } from "../progress.ts";

interface ExportOptions {
  format: string;
  out?: string;
  from?: string;
  to?: string;
  entity?: string;
  action?: string;
  unit?: string;
}

export function exportQuery(opts: ExportOptions): string {
  if (opts.format !== "csv" && opts.format !== "jsonl") throw new CliError("--format must be csv or jsonl", EXIT.usage);
  const params = new URLSearchParams({ format: opts.format });
  for (const key of ["from", "to", "entity", "action", "unit"] as const) {
    const value = opts[key];
    if (value !== undefined) params.set(key, value);
  }
  return params.toString();
}

/**
 * Copies through ONE reused buffer (a BYOB reader), so the process allocates nothing per chunk: a
 * plain reader hands out a fresh buffer each time, which piles up as garbage until the next GC.
 */
export async function copyCounting(source: ReadableStream<Uint8Array>, sink: WritableStream<Uint8Array>, seen: (chunk: Uint8Array) => void): Promise<void> {
  const writer = sink.getWriter();
  let reader: ReadableStreamBYOBReader | undefined;
  try {
    reader = source.getReader({ mode: "byob" });
  } catch {
    // Not a byte stream: copy chunk by chunk.
  }
  try {
    if (reader) {
      let buffer: ArrayBuffer = new ArrayBuffer(COPY_BUFFER_BYTES);
      for (;;) {
        const { done, value } = await reader.read(new Uint8Array(buffer));
        if (done || !value) break;
        seen(value);
        await writer.write(value);
        buffer = value.buffer as ArrayBuffer;
      }
    } else {
      // A reader rather than for-await: not every DOM typing gives streams an async iterator.
      const chunks = source.getReader();
      for (;;) {
        const { done, value } = await chunks.read();
        if (done) break;
        seen(value);
        await writer.write(value);
      }
    }
    await writer.close();
  } finally {
    writer.releaseLock();
  }
}

const COPY_BUFFER_BYTES = 64 * 1024;

const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;

export function registerAuditExport(audit: Command, io: CliIO): void {
  audit
    .command("export")
    .description("Stream the audit entries you may read, oldest first, as CSV or JSONL")
    .requiredOption("--format <format>", "csv or jsonl")
    .option("--out <file>", "write to this file instead of stdout")
    .option("--from <date>", "entries on or after this day (YYYY-MM-DD)")
    .option("--to <date>", "entries on or before this day (YYYY-MM-DD)")
    .option("--entity <entities>", "comma-separated entities, e.g. users,access")
    .option("--action <actions>", "comma-separated actions, e.g. create,update")
    .option("--unit <id>", "only entries touching this unit or a unit below it")
    .addHelpText(
      "after",
      `
CSV follows RFC 4180; cells a spreadsheet would run as formulas (starting with = + - @, tab or CR)
get a leading single quote. A JSONL export without filters, by a super admin, is the whole hash
chain: \`steward audit verify --file\` checks it.`,
    )
    .action(async (opts: ExportOptions, cmd: Command) => {
      const globals = cmd.optsWithGlobals<{ apiUrl?: string; progress?: boolean }>();
      const apiUrl = resolveApiUrl(globals.apiUrl, io);
      const query = exportQuery(opts);
      const api = createApiClient(apiUrl, io, await resolveToken(io, apiUrl));
      const res = await api.stream("GET", `/api/audit-logs/export?${query}`);
      if (!res.body) throw new CliError("the API answered the export without a body");
      let sink: WritableStream<Uint8Array>;
      if (opts.out) {
        try {
          sink = await requireFs(io).openWrite(opts.out);
        } catch {
          throw new CliError(`cannot write ${opts.out}`, EXIT.usage);
        }
      } else {
        if (!io.stdoutStream) throw new CliError("no stdout stream");
        sink = io.stdoutStream();
      }
      const progress = createProgress(io, wantsProgress(io, globals.progress), "exporting");
      let bytes = 0;
      let lines = 0;
      try {
        await copyCounting(res.body, sink, (chunk) => {
          bytes += chunk.byteLength;
          let i = chunk.indexOf(10);
          while (i >= 0) {
            lines += 1;
            i = chunk.indexOf(10, i + 1);
          }
          progress.update(lines, `lines, ${mb(bytes)}`);
        });
      } catch (e) {
        // A reader that stopped early (`| head`) is not a failure of the export.
        if (!opts.out && e instanceof Error && /broken pipe/i.test(e.message)) return;
        throw new CliError(`the export stopped before its end: ${e instanceof Error ? e.message : String(e)}`);
      }
      const entries = opts.format === "csv" ? Math.max(0, lines - 1) : lines;
      progress.finish(`lines, ${mb(bytes)}`);
      if (opts.out) io.stdout(`Exported ${entries} entries (${mb(bytes)}) to ${opts.out}.\n`);
    });
}
