// `steward audit verify [--file export.jsonl]`: recomputes the hash chain on this machine from the
// streamed entries (or a saved JSONL export), trusting nothing the server says about it. A tail cut
// off the log leaves a valid shorter chain, so the last verified head is remembered per API address
// and must still be there next time.
import type { Command } from "commander";
import { AUDIT_CHAIN_HEADER, AuditChainVerifier, auditExportContracts, authContracts, GENESIS_HASH, type AuditExportEntry, type ChainProblem, requestOf } from "@steward/shared";
import { callContract, createApiClient, resolveApiUrl } from "../api-client.ts";
import { configFolder, resolveToken } from "../credentials.ts";
import { CliError, EXIT, requireFs, type CliIO } from "../io.ts";
import { readLines } from "../lines.ts";
import { createProgress, wantsProgress } from "../progress.ts";

export const PARTIAL_CHAIN =
  "verify needs the full chain: an export filtered by unit, date, entity or action, or made by a unit admin, is not one. Export with no filters as a super admin";

interface Checkpoint {
  id: number;
  hash: string;
  verifiedAt: string;
}

export function describeProblem(p: ChainProblem, previousId: number): string {
  if (p.kind === "altered") return `entry ${p.id} was altered: its hash does not match its content`;
  if (p.kind === "out_of_order") return `entry ${p.id} comes after entry ${p.afterId}: entries were reordered`;
  const removed = (from: number, to: number) => (from === to ? `entry ${from} is missing here (removed or moved)` : `entries ${from} to ${to} are missing here (removed or moved)`);
  if (previousId === 0) {
    return p.id === 1
      ? "entry 1 was altered: it does not start from the genesis hash"
      : `the chain starts at entry ${p.id}: ${removed(1, p.id - 1)} (or this is a partial export)`;
  }
  if (p.id > previousId + 1) return `entry ${p.id} does not link to entry ${previousId}: ${removed(previousId + 1, p.id - 1)} (or this is a partial export)`;
  return `entry ${p.id} does not link to entry ${previousId}: entries were altered or reordered here`;
}

function parseEntry(line: string, lineNo: number): AuditExportEntry {
  try {
    const e = JSON.parse(line) as AuditExportEntry;
    if (typeof e.id !== "number" || typeof e.hash !== "string" || typeof e.prevHash !== "string") throw new Error("fields");
    return e;
  } catch {
    throw new CliError(`line ${lineNo} is not an audit entry of a JSONL export`);
  }
}

const checkpointFile = (io: CliIO) => `${configFolder(io)}/audit-checkpoints.json`;

async function readCheckpoints(io: CliIO): Promise<Record<string, Checkpoint>> {
  if (!io.fs || !io.configHome) return {};
  const text = await io.fs.readTextFile(checkpointFile(io));
  try {
    return text ? (JSON.parse(text) as Record<string, Checkpoint>) : {};
  } catch {
    return {};
  }
}

export function registerAuditVerify(audit: Command, io: CliIO): void {
  audit
    .command("verify")
    .description("Check the audit hash chain end to end; non-zero exit naming the first entry altered, removed or reordered")
    .option("--file <export.jsonl>", "verify a saved JSONL export instead of streaming from the API")
    .addHelpText(
      "after",
      `
Without --file the chain is streamed from the API: you must be signed in as a super admin, since
only an unfiltered export by a super admin is the whole chain. After a successful check the head
(last id and hash) is remembered in your configuration folder, so a later check also notices a
truncated tail.`,
    )
    .action(async (opts: { file?: string }, cmd: Command) => {
      const globals = cmd.optsWithGlobals<{ apiUrl?: string; progress?: boolean }>();
      let source: ReadableStream<Uint8Array>;
      let apiUrl: string | undefined;
      if (opts.file) {
        try {
          source = await requireFs(io).openRead(opts.file);
        } catch {
          throw new CliError(`cannot read ${opts.file}`, EXIT.usage);
        }
      } else {
        apiUrl = resolveApiUrl(globals.apiUrl, io);
        const api = createApiClient(apiUrl, io, await resolveToken(io, apiUrl));
        const { user } = await callContract(api, authContracts.me, {});
        if (user.role !== "super_admin") throw new CliError(`${PARTIAL_CHAIN} (you are signed in as ${user.role})`, EXIT.refused);
        // The whole chain: JSONL with no filter, at the address the export's contract gives.
        const full = requestOf(auditExportContracts.export, { query: { format: "jsonl" } });
        const res = await api.stream(full.method, full.path);
        if (res.headers.get(AUDIT_CHAIN_HEADER) !== "full" || !res.body) throw new CliError(`the API did not send the full chain: ${PARTIAL_CHAIN}`, EXIT.refused);
        source = res.body;
      }
      const checkpoints = apiUrl ? await readCheckpoints(io) : {};
      const checkpoint = apiUrl ? checkpoints[apiUrl] : undefined;
      const progress = createProgress(io, wantsProgress(io, globals.progress), "verifying");
      const verifier = new AuditChainVerifier();
      let lineNo = 0;
      let lastId = 0;
      let checkpointSeen = false;
      const fail = (message: string): never => {
        progress.finish("entries");
        throw new CliError(`audit chain broken: ${message}`);
      };
      try {
        for await (const line of readLines(source)) {
          lineNo += 1;
          if (line.trim() === "") continue;
          const entry = parseEntry(line, lineNo);
          if (lineNo === 1 && entry.prevHash !== GENESIS_HASH && opts.file) {
            fail(`the file starts at entry ${entry.id}, not at the first entry of the chain: ${PARTIAL_CHAIN}`);
          }
          const problem = await verifier.check(entry);
          if (problem) fail(describeProblem(problem, lastId));
          if (checkpoint && entry.id === checkpoint.id) {
            checkpointSeen = true;
            if (entry.hash !== checkpoint.hash) fail(`entry ${entry.id} was altered: its hash differs from the one verified on ${checkpoint.verifiedAt}`);
          }
          lastId = entry.id;
          progress.update(verifier.count, "entries");
        }
      } catch (e) {
        if (e instanceof CliError) throw e;
        throw new CliError(`the chain stopped before its end: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (checkpoint && !checkpointSeen) {
        const from = lastId + 1;
        fail(
          `the chain ends at entry ${lastId} but entry ${checkpoint.id} was verified on ${checkpoint.verifiedAt}: ` +
            (from === checkpoint.id ? `entry ${from} was removed` : `entries ${from} to ${checkpoint.id} were removed`) +
            " (the tail was truncated)",
        );
      }
      progress.finish("entries");
      if (apiUrl && io.fs && io.configHome && verifier.count > 0) {
        checkpoints[apiUrl] = { id: lastId, hash: verifier.lastHash, verifiedAt: new Date().toISOString() };
        await io.fs.mkdir(configFolder(io), 0o700);
        await io.fs.writeTextFile(checkpointFile(io), `${JSON.stringify(checkpoints, null, 2)}\n`, 0o600);
      }
      const where = opts.file ?? apiUrl;
      io.stdout(
        verifier.count === 0
          ? `Audit chain intact: no entries yet (${where}).\n`
          : `Audit chain intact: ${verifier.count} entries, 1 to ${lastId}, head ${verifier.lastHash} (${where}).\n`,
      );
    });
}
