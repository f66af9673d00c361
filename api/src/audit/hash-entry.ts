// The API hashes the chain with the synchronous SHA-256 of node:crypto (Deno implements it): the
// chain is sequential, and one awaited WebCrypto call per entry left the event loop idle between
// entries (a quarter of a 10,000-row bulk grant). Same input and algorithm as the shared
// `hashAuditEntry` that the CLI verifies with; audit-hash.test.ts holds them equal.
import { createHash } from "node:crypto";
import { auditHashInput, type AuditChainFields } from "@steward/shared";

export function hashAuditEntryNow(entry: AuditChainFields): string {
  return createHash("sha256").update(auditHashInput(entry)).digest("hex");
}
