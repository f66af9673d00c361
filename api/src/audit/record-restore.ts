// A sanctioned restore (issue 29): the restored database's first new entry says what happened (the
// head restored, the backup, the head it replaced) and the entry right after it signs it, so that
// verifiers who had checked a longer chain accept the restore, while a truncation nobody signed
// still fails (shared/audit-signature.ts, cli audit verify).
import { RESTORE_ACTION, type RestoreRecord } from "@steward/shared";
import type { Tx } from "../db/connection.ts";
import { auditEntryHash, auditHeadId } from "../repositories/audit-head.ts";
import { signAuditHead, type AuditSigner } from "./sign-head.ts";
import { writeAudit } from "./write-audit.ts";

/** The head as it is now, for a restore recorded after the data was put back by hand. */
export async function restoredHead(tx: Tx): Promise<{ id: number; digest: string } | null> {
  const id = await auditHeadId(tx);
  const digest = id === 0 ? undefined : await auditEntryHash(tx, id);
  return digest === undefined ? null : { id, digest };
}

export async function recordRestore(tx: Tx, record: RestoreRecord, signer: AuditSigner | undefined, now: Date): Promise<{ entry: number; signedBy: number }> {
  const entry = await writeAudit(tx, { action: RESTORE_ACTION, entity: "audit-log", documentId: record.restoredHead?.id ?? null, actor: null, current: record, organizations: [] }, now);
  const signedBy = signer ? ((await signAuditHead(tx, signer, now, true))?.id ?? 0) : 0;
  return { entry, signedBy };
}
