// `steward audit verify [--file export.jsonl]`: recomputes the hash chain on this machine from the
// streamed entries (or a saved JSONL export), trusting nothing the server says about it. A tail cut
// off the log leaves a valid shorter chain, so the last verified head is remembered per API address
// and must still be there next time.
import type { Command } from "commander";
import {
  AUDIT_CHAIN_HEADER, AuditChainVerifier, auditExportContracts, authContracts, GENESIS_HASH, importAuditPublicKey, type AuditExportEntry, type AuditPublicKey, type ChainProblem,
  requestOf, SignedHeadTracker,
} from "@steward/shared";
import { callContract, createApiClient, resolveApiUrl } from "../api-client.ts";
import { checkpointStore, type Checkpoint } from "../checkpoint-store.ts";
import { resolveToken } from "../credentials.ts";
import { CliError, EXIT, requireFs, type CliIO } from "../io.ts";
import { readLines } from "../lines.ts";
import { createProgress, wantsProgress } from "../progress.ts";

export const PARTIAL_CHAIN =
  "verify needs the full chain: an export filtered by unit, date, entity or action, or made by a unit admin, is not one. Export with no filters as a super admin";

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

/** `--public-key` (repeatable) or STEWARD_AUDIT_PUBLIC_KEY_FILE (comma-separated): the current key and any rotated out. */
async function readPublicKeys(io: CliIO, files: string[] | undefined): Promise<AuditPublicKey[]> {
  const paths = files?.length ? files : (io.env["STEWARD_AUDIT_PUBLIC_KEY_FILE"] ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  const keys: AuditPublicKey[] = [];
  for (const path of paths) {
    const text = await requireFs(io).readTextFile(path).catch(() => undefined);
    if (text === undefined) throw new CliError(`cannot read the audit public key ${path}`, EXIT.usage);
    const key = await importAuditPublicKey(text);
    if (typeof key === "string") throw new CliError(`the audit public key ${path}: ${key}`, EXIT.usage);
    keys.push(key);
  }
  return keys;
}

export function registerAuditVerify(audit: Command, io: CliIO): void {
  audit
    .command("verify")
    .description("Check the audit hash chain end to end; non-zero exit naming the first entry altered, removed or reordered")
    .option("--file <export.jsonl>", "verify a saved JSONL export instead of streaming from the API")
    .option(
      "--public-key <file>",
      "the audit signing key's public half (PEM): signed heads must verify; repeat it for a key rotated out (or STEWARD_AUDIT_PUBLIC_KEY_FILE, comma-separated)",
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option("--checkpoints <path-or-url>", "where verified heads are kept: a file (e.g. on a shared mount) or an HTTP(S) address read with GET and written with PUT (or STEWARD_AUDIT_CHECKPOINTS)")
    .addHelpText(
      "after",
      `
Without --file the chain is streamed from the API: you must be signed in as a super admin, since
only an unfiltered export by a super admin is the whole chain. After a successful check the head
(last id and hash) is remembered, so a later check also notices a truncated tail: in your
configuration folder, or where --checkpoints says, which may be shared by everyone who verifies.

With --public-key, every signed head in the chain must carry the audit signing key's signature
over the entry before it: a rewrite with every hash recomputed is caught at the first signed head
after it. A restore from a backup is accepted in place of a head verified before only when its
audit entry is signed.`,
    )
    .action(async (opts: { file?: string; publicKey?: string[]; checkpoints?: string }, cmd: Command) => {
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
      const publicKeys = await readPublicKeys(io, opts.publicKey);
      const signatures = publicKeys.length > 0 ? new SignedHeadTracker(publicKeys) : null;
      const keyIds = publicKeys.map((k) => k.keyId).join(", ");
      const store = apiUrl ? checkpointStore(io, opts.checkpoints) : null;
      const checkpoints = store ? await store.read() : {};
      const checkpoint = apiUrl ? checkpoints[apiUrl] : undefined;
      const progress = createProgress(io, wantsProgress(io, globals.progress), "verifying");
      const verifier = new AuditChainVerifier();
      let lineNo = 0;
      let lastId = 0;
      let checkpointSeen = false;
      let checkpointDiffers = false;
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
          const unsigned = signatures ? await signatures.observe(entry) : null;
          if (unsigned) fail(unsigned);
          if (checkpoint && entry.id === checkpoint.id) {
            checkpointSeen = true;
            // Decided at the end: a signed restore further on may account for it.
            checkpointDiffers = entry.hash !== checkpoint.hash;
          }
          lastId = entry.id;
          progress.update(verifier.count, "entries");
        }
      } catch (e) {
        if (e instanceof CliError) throw e;
        throw new CliError(`the chain stopped before its end: ${e instanceof Error ? e.message : String(e)}`);
      }
      // A head verified before and gone now is fine only if a signed restore, newer than any this
      // head had seen, put the database back to an entry before it.
      const restore = signatures?.latestRestore ?? null;
      const restoredOver =
        checkpoint && restore && restore.hash !== checkpoint.lastRestore?.hash && restore.restoredTo < checkpoint.id ? restore : null;
      if (checkpoint && checkpointDiffers && !restoredOver) {
        fail(`entry ${checkpoint.id} was altered: its hash differs from the one verified on ${checkpoint.verifiedAt}`);
      }
      if (checkpoint && !checkpointSeen && !restoredOver) {
        const from = lastId + 1;
        fail(
          `the chain ends at entry ${lastId} but entry ${checkpoint.id} was verified on ${checkpoint.verifiedAt}: ` +
            (from === checkpoint.id ? `entry ${from} was removed` : `entries ${from} to ${checkpoint.id} were removed`) +
            " (the tail was truncated)",
        );
      }
      if (signatures && verifier.count > 0 && !signatures.lastSigned) {
        fail(
          `no signed head: ${verifier.count} entries and none signed with key ${keyIds}. ` +
            "Is STEWARD_AUDIT_SIGNING_KEY_FILE set on the server, with this key's private half? (Or every signed head was removed.)",
        );
      }
      progress.finish("entries");
      if (store && apiUrl && verifier.count > 0) {
        const lastRestore = restore ? { id: restore.id, hash: restore.hash } : checkpoint?.lastRestore;
        checkpoints[apiUrl] = { id: lastId, hash: verifier.lastHash, verifiedAt: new Date().toISOString(), ...(lastRestore ? { lastRestore } : {}) };
        await store.write(checkpoints);
      }
      const where = opts.file ?? apiUrl;
      const lines: string[] = [
        verifier.count === 0
          ? `Audit chain intact: no entries yet (${where}).`
          : `Audit chain intact: ${verifier.count} entries, 1 to ${lastId}, head ${verifier.lastHash} (${where}).`,
      ];
      if (signatures?.lastSigned) {
        const after = lastId - signatures.lastSigned.by;
        lines.push(
          `Signed by key ${signatures.lastSigned.keyId} up to entry ${signatures.lastSigned.id} (at ${signatures.lastSigned.signedAt})` +
            (after > 0 ? `; the ${after} entries after it are not signed yet.` : "."),
        );
      }
      if (restoredOver && checkpoint) {
        lines.push(
          `Restored from a backup on ${restoredOver.createdAt} to entry ${restoredOver.restoredTo} (signed, entry ${restoredOver.id}): ` +
            `it replaces the head verified on ${checkpoint.verifiedAt} (entry ${checkpoint.id}).`,
        );
      }
      io.stdout(`${lines.join("\n")}\n`);
    });
}
