// `steward audit export`: the server streams the file (CSV or JSONL, made safe for spreadsheets
// there); the CLI only pipes bytes to the file or stdout, so its memory stays flat at any size.
import type { Command } from "commander";
import { auditExportContracts, requestOf } from "@steward/shared";
import { createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import { mb, saveExport } from "../export-stream.ts";
import { CliError, EXIT, type CliIO } from "../io.ts";

interface ExportOptions {
  format: string;
  out?: string;
  from?: string;
  to?: string;
  entity?: string;
  action?: string;
  unit?: string;
}

/** The export's method and address, with the query, as its contract gives them (the body is read as a stream). */
export function exportRequest(opts: ExportOptions) {
  if (opts.format !== "csv" && opts.format !== "jsonl") throw new CliError("--format must be csv or jsonl", EXIT.usage);
  const { from, to, entity, action, unit } = opts;
  return requestOf(auditExportContracts.export, { query: { format: opts.format, from, to, entity, action, unit } });
}


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
      const { method, path } = exportRequest(opts);
      const api = createApiClient(apiUrl, io, await resolveToken(io, apiUrl));
      const res = await api.stream(method, path);
      const copied = await saveExport(io, res, opts.out, globals.progress);
      if (!copied) return;
      const entries = opts.format === "csv" ? Math.max(0, copied.lines - 1) : copied.lines;
      if (opts.out) io.stdout(`Exported ${entries} entries (${mb(copied.bytes)}) to ${opts.out}.\n`);
    });
}
