// `steward campaign export ID`: a recertification campaign's evidence (issue 18), streamed by the
// server as CSV (formulas made inert there) or JSONL; the CLI only copies bytes to the file or
// stdout. Each row carries the audit entry's hash, to check against `steward audit verify`.
import type { Command } from "commander";
import { campaignContracts, requestOf } from "@steward/shared";
import { createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import { CliError, EXIT, type CliIO } from "../io.ts";
import { mb, saveExport } from "../export-stream.ts";

interface CampaignExportOptions {
  format: string;
  out?: string;
}

export function evidencePath(id: string, format: string): string {
  if (!/^[1-9]\d{0,15}$/.test(id)) throw new CliError(`campaign id must be a positive integer, not '${id}'`, EXIT.usage);
  if (format !== "csv" && format !== "jsonl") throw new CliError("--format must be csv or jsonl", EXIT.usage);
  return requestOf(campaignContracts.evidence, { params: { id: Number(id) }, query: { format } }).path;
}


export function registerCampaign(program: Command, io: CliIO): void {
  const campaign = program.command("campaign").description("Recertification campaigns");
  campaign
    .command("export")
    .description("Stream a campaign's evidence (the items you may read: decision, who, when, the attested facts, the audit entry's hash)")
    .argument("<id>", "the campaign's id")
    .requiredOption("--format <format>", "csv or jsonl")
    .option("--out <file>", "write to this file instead of stdout")
    .addHelpText(
      "after",
      `
CSV follows RFC 4180; cells a spreadsheet would run as formulas (starting with = + - @, tab or CR)
get a leading single quote. auditEntryId and auditHash name the decision's audit entry: a verified
chain (\`steward audit verify\`) holding that entry with that hash proves the decision unaltered.`,
    )
    .action(async (id: string, opts: CampaignExportOptions, cmd: Command) => {
      const globals = cmd.optsWithGlobals<{ apiUrl?: string; progress?: boolean }>();
      const path = evidencePath(id, opts.format);
      const apiUrl = resolveApiUrl(globals.apiUrl, io);
      const api = createApiClient(apiUrl, io, await resolveToken(io, apiUrl));
      // The method from the same contract as the path, not spelled here.
      const res = await api.stream(campaignContracts.evidence.method.toUpperCase(), path);
      const copied = await saveExport(io, res, opts.out, globals.progress);
      if (!copied) return;
      const items = opts.format === "csv" ? Math.max(0, copied.lines - 1) : copied.lines;
      if (opts.out) io.stdout(`Exported ${items} items (${mb(copied.bytes)}) to ${opts.out}.\n`);
    });
}
