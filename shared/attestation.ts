// Verified status (issue 18): an account is attested while it is active and its last `attest`
// decision is under twelve months old. The account details, the accounts filter, the dashboard's
// coverage and the public directory all ask these two functions.

export const ATTESTATION_VALID_MONTHS = 12;

/** The moment an attestation made at `lastAttestedAt` stops counting (same day and time, a year on). */
export function attestationValidUntil(lastAttestedAt: string): string {
  const d = new Date(lastAttestedAt);
  d.setUTCMonth(d.getUTCMonth() + ATTESTATION_VALID_MONTHS);
  return d.toISOString();
}

export function isAttested(account: { status: string }, lastAttestedAt: string | null | undefined, now: Date): boolean {
  return account.status === "active" && !!lastAttestedAt && attestationValidUntil(lastAttestedAt) > now.toISOString();
}
