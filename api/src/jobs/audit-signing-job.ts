// Signs the audit chain's head at intervals (audit/sign-head.ts), leased like every job so that of
// several instances one signs each slot. A head that has not moved since its last signature is
// left alone, so an idle log does not grow by one entry per interval.
//
// The signer signs what the database holds, so it first checks that the entry it signed last is
// still there as it was: a rewrite or a truncation under a running server is refused and logged
// (the job fails) instead of being signed over. Several instances each remember their own last
// signature; a restart forgets it, and then the verifiers' checkpoints are what notices.
import type { Database } from "../db/connection.ts";
import { signAuditHead, type AuditSigner } from "../audit/sign-head.ts";
import { auditEntryHash } from "../repositories/audit-head.ts";
import type { Job } from "./scheduler.ts";

export function auditSigningJob(database: Database, signer: AuditSigner, everyMs: number): Job {
  let lastSigned: { id: number; hash: string } | null = null;
  return {
    name: "audit-head-signing",
    schedule: { everyMs },
    leaseMs: 60_000,
    async run(now) {
      const result = await database.write(async (tx) => {
        if (lastSigned && (await auditEntryHash(tx, lastSigned.id)) !== lastSigned.hash) {
          throw new Error(
            `the audit chain changed under entry ${lastSigned.id}, which this instance signed: it was rewritten or cut off. ` +
              "Nothing more is signed by this instance until it restarts; run steward audit verify",
          );
        }
        return signAuditHead(tx, signer, now);
      });
      if (result) lastSigned = result.signed;
      return { signed: result ? 1 : 0 };
    },
  };
}
