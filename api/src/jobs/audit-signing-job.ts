// Signs the audit chain's head at intervals (audit/sign-head.ts), leased like every job so that of
// several instances one signs each slot. A head that has not moved since its last signature is
// left alone, so an idle log does not grow by one entry per interval.
import type { Database } from "../db/connection.ts";
import { signAuditHead, type AuditSigner } from "../audit/sign-head.ts";
import type { Job } from "./scheduler.ts";

export function auditSigningJob(database: Database, signer: AuditSigner, everyMs: number): Job {
  return {
    name: "audit-head-signing",
    schedule: { everyMs },
    leaseMs: 60_000,
    async run(now) {
      const id = await database.write((tx) => signAuditHead(tx, signer, now));
      return { signed: id === 0 ? 0 : 1 };
    },
  };
}
