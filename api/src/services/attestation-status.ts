// "Last attested" and "Valid until" of one account (issue 18), by the shared rule.
import { attestationValidUntil, isAttested } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { lastAttestation } from "../repositories/attestations-repo.ts";

export async function attestationStatus(ex: Executor, account: { id: number; status: string }, now: Date) {
  const last = await lastAttestation(ex, account.id);
  return { lastAttestedAt: last, attestedUntil: last ? attestationValidUntil(last) : null, attested: isAttested(account, last, now) };
}
