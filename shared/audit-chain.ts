// The audit log's hash chain, shared by the API (which writes it) and the CLI (which verifies it
// without trusting the server). Each entry's hash covers its canonical JSON including `prevHash`,
// so an edit, a removal or a reordering breaks every hash after it.

export const GENESIS_HASH = "0".repeat(64);

export interface AuditChainFields {
  id: number;
  action: string;
  entity: string;
  documentId: number | null;
  user: { id: number; name: string; role: string } | null;
  prev: unknown;
  current: unknown;
  organizations: number[];
  createdAt: string;
  prevHash: string;
}

/** JSON with object keys sorted at every level, so the same value always hashes the same. */
export function canonicalJson(value: unknown): string {
  // Written with plain loops and one string: the bulk grant hashes 10,000 entries in one request, and
  // building entry arrays, sorting pairs and joining them cost most of its hashing time. The text is
  // the same as it always was (audit-chain.test.ts pins it): entries already written must verify.
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i === 0 ? "" : ",") + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  // The default sort compares UTF-16 code units, as `<` does.
  const keys = Object.keys(record).sort();
  let out = "{";
  let first = true;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    out += `${first ? "" : ","}${JSON.stringify(key)}:${canonicalJson(member)}`;
    first = false;
  }
  return `${out}}`;
}

/** The exact text an entry's hash covers: the canonical JSON of its chained fields. */
export function auditHashInput(entry: AuditChainFields): string {
  const fields: AuditChainFields = {
    id: entry.id,
    action: entry.action,
    entity: entry.entity,
    documentId: entry.documentId,
    user: entry.user,
    prev: entry.prev,
    current: entry.current,
    organizations: entry.organizations,
    createdAt: entry.createdAt,
    prevHash: entry.prevHash,
  };
  return canonicalJson(fields);
}

/** SHA-256 (hex) of `auditHashInput(entry)`, with WebCrypto, so the CLI and a browser can verify. */
export async function hashAuditEntry(entry: AuditChainFields): Promise<string> {
  const bytes = new TextEncoder().encode(auditHashInput(entry));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export type ChainProblem =
  | { kind: "altered"; id: number }
  | { kind: "broken_link"; id: number; expectedPrevHash: string }
  | { kind: "out_of_order"; id: number; afterId: number };

/**
 * Walks entries in id order. Returns the first problem, or null when the chain holds. A removed
 * entry shows as a broken link on the entry after the gap; an edited one as altered.
 */
export class AuditChainVerifier {
  private expectedPrevHash = GENESIS_HASH;
  private lastId = 0;
  count = 0;

  async check(entry: AuditChainFields & { hash: string }): Promise<ChainProblem | null> {
    if (entry.id <= this.lastId) return { kind: "out_of_order", id: entry.id, afterId: this.lastId };
    if (entry.prevHash !== this.expectedPrevHash) {
      return { kind: "broken_link", id: entry.id, expectedPrevHash: this.expectedPrevHash };
    }
    if ((await hashAuditEntry(entry)) !== entry.hash) return { kind: "altered", id: entry.id };
    this.expectedPrevHash = entry.hash;
    this.lastId = entry.id;
    this.count += 1;
    return null;
  }

  get lastHash(): string {
    return this.expectedPrevHash;
  }
}

/** Keys whose values never enter an audit snapshot. */
const SECRET_KEY = /password|token|secret|hash/i;

const isSecretKey = (k: string) => SECRET_KEY.test(k) && k !== "passwordUpdatedAt" && k !== "passwordManagementPractice";
/** The answer for each key seen: snapshots repeat the same few dozen keys thousands of times. */
const secretKeys = new Map<string, boolean>();

export function redactSecrets(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(redactSecrets);
  const out: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  for (const k of Object.keys(record)) {
    let secret = secretKeys.get(k);
    if (secret === undefined) {
      secret = isSecretKey(k);
      if (secretKeys.size < 10_000) secretKeys.set(k, secret);
    }
    if (!secret) out[k] = redactSecrets(record[k]);
  }
  return out;
}
