// `steward campaign export ID`: a recertification campaign's evidence (issue 18), streamed by the
// server as CSV (formulas made inert there) or JSONL; the CLI only copies bytes to the file or
// stdout. Each row carries the audit entry's hash, to check against `steward audit verify`.
import type { Command } from "commander";
import { createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import { CliError, EXIT, requireFs, type CliIO } from "../io.ts";
import { createProgress, wantsProgress } from "../progress.ts";
import { copyCounting } from "./audit-export.ts";

interface CampaignExportOptions {
  format: string;
  out?: string;
}

export function evidencePath(id: string, format: string): string {
  if (!/^[1-9]\d{0,15}$/.test(id)) throw new CliError(`campaign id must be a positive integer, not '${id}'`, EXIT.usage);
  if (format !== "csv" && format !== "jsonl") throw new CliError("--format must be csv or jsonl", EXIT.usage);
  return `/api/campaigns/${id}/evidence?format=${format}`;
}

const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;

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
      const res = await api.stream("GET", path);
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
          for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
          progress.update(lines, `lines, ${mb(bytes)}`);
        });
      } catch (e) {
        if (!opts.out && e instanceof Error && /broken pipe/i.test(e.message)) return;
        throw new CliError(`the export stopped before its end: ${e instanceof Error ? e.message : String(e)}`);
      }
      progress.finish(`lines, ${mb(bytes)}`);
      const items = opts.format === "csv" ? Math.max(0, lines - 1) : lines;
      if (opts.out) io.stdout(`Exported ${items} items (${mb(bytes)}) to ${opts.out}.\n`);
    });
}
