// `steward flags scan`: runs the risk scan on the server and lists what it opened and closed.
import type { Command } from "commander";
import { flagContracts, type FlagDoc, type FlagScanResult } from "@steward/shared";
import { callContract, createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import type { CliIO } from "../io.ts";

export function formatScan(result: FlagScanResult): string {
  const line = (verb: string, f: FlagDoc) => `  ${verb} #${f.id} ${f.severity.padEnd(8)} ${f.category} on ${f.socialMedia.name} (account ${f.socialMedia.id})`;
  return [
    `Risk scan: ${result.opened.length} flags opened, ${result.closed.length} closed.`,
    ...result.opened.map((f) => line("opened", f)),
    ...result.closed.map((f) => line("closed", f)),
  ].join("\n");
}

export function registerFlags(program: Command, io: CliIO): void {
  const flags = program.command("flags").description("Risk flags");
  flags
    .command("scan")
    .description("Run the risk scan (super admin): opens the flags its rules find and closes those no longer found")
    .action(async (_opts: unknown, cmd: Command) => {
      const apiUrl = resolveApiUrl(cmd.optsWithGlobals().apiUrl, io);
      const api = createApiClient(apiUrl, io, await resolveToken(io, apiUrl));
      const result = await callContract(api, flagContracts.scan, {});
      io.stdout(`${formatScan(result)}\n`);
    });
}
