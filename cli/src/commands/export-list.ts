// `steward export accounts|units|users|flags|audit`: the server writes the file (CSV or XLSX, in
// the import's layout for the registry's lists, formula-safe); the CLI pipes its bytes to the file
// as they come, so its memory stays flat at any size. Filters are the list's own query keys.
import type { Command } from "commander";
import { auditExportContracts, listExportContracts, requestOf } from "@steward/shared";
import { createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import { mb, saveExport } from "../export-stream.ts";
import { CliError, EXIT, type CliIO } from "../io.ts";

export const EXPORT_LISTS = ["accounts", "units", "users", "flags", "audit"] as const;
type ExportList = (typeof EXPORT_LISTS)[number];

interface ExportListOptions {
  format: string;
  out: string;
  search?: string;
  sort?: string;
  filter: string[];
}

/** `--filter status=active --filter platform=youtube,facebook`: the list's own query keys. */
function filtersOf(pairs: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new CliError(`--filter takes key=value (got "${pair}")`, EXIT.usage);
    query[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return query;
}

/** The export's method and address with its query, as its contract gives them. */
export function exportListRequest(list: string, opts: ExportListOptions) {
  if (!(EXPORT_LISTS as readonly string[]).includes(list)) throw new CliError(`the list must be one of ${EXPORT_LISTS.join(", ")}`, EXIT.usage);
  if (opts.format !== "csv" && opts.format !== "xlsx") throw new CliError("--format must be csv or xlsx", EXIT.usage);
  const query = { ...filtersOf(opts.filter), search: opts.search, sort: opts.sort, format: opts.format };
  const which = list as ExportList;
  if (which === "audit") {
    if (opts.sort) throw new CliError("the audit export is always oldest first: --sort does not apply", EXIT.usage);
    return requestOf(auditExportContracts.export, { query });
  }
  return requestOf(listExportContracts[which], { query });
}

export function registerExportList(program: Command, io: CliIO): void {
  program
    .command("export")
    .description("Save what a list shows (every row its filters match) as CSV or XLSX")
    .argument("<list>", EXPORT_LISTS.join(" | "))
    .requiredOption("--format <format>", "csv or xlsx")
    .requiredOption("--out <file>", "the file to write")
    .option("--search <text>", "the list's search box")
    .option("--sort <field>", "the list's order: a field, or -field for descending")
    .option("--filter <key=value>", "one of the list's filters, as its query names it (repeatable)", (value: string, all: string[]) => [...all, value], [] as string[])
    .addHelpText(
      "after",
      `
Accounts, units and users are written in the very layout \`steward import\` reads (units by path,
people by e-mail), so an export imports back unchanged. CSV is UTF-8 with a byte order mark; text
cells a spreadsheet would run as formulas get a leading single quote (the import strips it). A unit
admin gets what their lists show: their own subtree.

Examples:
  steward export accounts --format xlsx --out accounts.xlsx --filter status=active
  steward export audit --format csv --out audit.csv --filter from=2026-01-01 --filter entity=users`,
    )
    .action(async (list: string, opts: ExportListOptions, cmd: Command) => {
      const globals = cmd.optsWithGlobals<{ apiUrl?: string; progress?: boolean }>();
      const { method, path } = exportListRequest(list, opts);
      const apiUrl = resolveApiUrl(globals.apiUrl, io);
      const api = createApiClient(apiUrl, io, await resolveToken(io, apiUrl));
      const res = await api.stream(method, path);
      const copied = await saveExport(io, res, opts.out, globals.progress);
      if (!copied) return;
      const rows = opts.format === "csv" ? ` ${Math.max(0, copied.lines - 1)} rows` : "";
      io.stdout(`Exported ${list}${rows} (${mb(copied.bytes)}) to ${opts.out}.\n`);
    });
}
