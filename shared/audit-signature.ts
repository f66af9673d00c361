// Signed heads of the audit hash chain (issue 29). A hash chain alone proves nothing against
// someone who can write the database: they edit an entry and recompute every hash after it. So at
// intervals the server signs the chain's head with an Ed25519 key the database never holds and
// records the signature as the next entry of the chain (action `audit_head_signed`). A rewrite of
// anything before a signed head changes that head's hash, and the signature no longer matches it;
// only the key's holder could sign again. Verifiers hold the public key only.
//
// A restore from a backup is sanctioned the same way: its `database_restored` entry is signed by
// the entry right after it, so a verifier that had checked a longer chain before accepts the
// shorter one, while a truncation nobody signed still fails.

export const SIGNED_HEAD_ACTION = "audit_head_signed";
export const RESTORE_ACTION = "database_restored";

/** What a signed-head entry holds in `current`. Keys avoid "hash": snapshots drop such keys. */
export interface SignedHead {
  /** The entry signed: always the one right before the signed-head entry. */
  signedEntry: number;
  /** That entry's SHA-256 chain value, hex. */
  signedDigest: string;
  signedAt: string;
  /** The first 16 hex digits of the SHA-256 of the public key (SPKI DER). */
  keyId: string;
  /** Ed25519 signature of `signedHeadText`, base64. */
  signature: string;
}

/** What a restore entry holds in `current`: the head it restored, the backup, the head it replaced. */
export interface RestoreRecord {
  restoredHead: { id: number; digest: string } | null;
  backup: string;
  replacedHead: { id: number; digest: string } | null;
}

/** The exact bytes signed: a fixed prefix, so no other Steward signature can be replayed as one. */
export function signedHeadText(h: Pick<SignedHead, "signedEntry" | "signedDigest" | "signedAt">): string {
  return `steward-audit-head:v1\n${h.signedEntry}\n${h.signedDigest}\n${h.signedAt}`;
}

export function isSignedHead(value: unknown): value is SignedHead {
  if (value === null || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.signedEntry === "number" && typeof v.signedDigest === "string" && typeof v.signedAt === "string" &&
    typeof v.keyId === "string" && typeof v.signature === "string"
  );
}

function pemBody(pem: string, label: string): Uint8Array | null {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`).exec(pem);
  if (!match) return null;
  const binary = atob(match[1]!.replace(/\s+/g, ""));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** The key id of a public key given as SPKI DER bytes. */
export async function auditKeyId(spkiDer: Uint8Array): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", spkiDer as Uint8Array<ArrayBuffer>)).slice(0, 16);
}

export interface AuditPublicKey {
  key: CryptoKey;
  keyId: string;
}

/** A PEM "PUBLIC KEY" (Ed25519, SPKI) as a verifier; a sentence when it is not one. */
export async function importAuditPublicKey(pem: string): Promise<AuditPublicKey | string> {
  const der = pemBody(pem, "PUBLIC KEY");
  if (!der) return "it holds no PEM public key (-----BEGIN PUBLIC KEY-----)";
  try {
    const key = await crypto.subtle.importKey("spki", der as Uint8Array<ArrayBuffer>, { name: "Ed25519" }, false, ["verify"]);
    return { key, keyId: await auditKeyId(der) };
  } catch {
    return "its public key is not an Ed25519 key";
  }
}

export async function verifySignedHead(publicKey: AuditPublicKey, head: SignedHead): Promise<boolean> {
  if (head.keyId !== publicKey.keyId) return false;
  let signature: Uint8Array;
  try {
    signature = Uint8Array.from(atob(head.signature), (c) => c.charCodeAt(0));
  } catch {
    return false;
  }
  const text = new TextEncoder().encode(signedHeadText(head));
  return crypto.subtle.verify({ name: "Ed25519" }, publicKey.key, signature as Uint8Array<ArrayBuffer>, text);
}

interface ChainEntry {
  id: number;
  action: string;
  current: unknown;
  createdAt: string;
  prevHash: string;
  hash: string;
}

export interface SanctionedRestore {
  /** The restore entry. */
  id: number;
  hash: string;
  createdAt: string;
  /** The entry the database was restored to: the one before the restore entry. */
  restoredTo: number;
}

/**
 * Follows the signed heads along a chain whose links were already checked (AuditChainVerifier).
 * Every signed-head entry must carry a valid signature by the given key over the entry right
 * before it; a restore entry counts as sanctioned only when the entry right after it signs it.
 */
export class SignedHeadTracker {
  /** The newest entry signed, when, and the signed-head entry that signed it. */
  lastSigned: { id: number; signedAt: string; by: number; keyId: string } | null = null;
  latestRestore: SanctionedRestore | null = null;
  private pendingRestore: SanctionedRestore | null = null;

  private readonly keys: Map<string, AuditPublicKey>;

  /** Several keys when the signing key was rotated: each signed head names the key that signed it. */
  constructor(publicKeys: AuditPublicKey | readonly AuditPublicKey[]) {
    this.keys = new Map((Array.isArray(publicKeys) ? publicKeys : [publicKeys]).map((k: AuditPublicKey) => [k.keyId, k]));
  }

  /** Null, or a sentence saying what is wrong with this entry's signature. */
  async observe(entry: ChainEntry): Promise<string | null> {
    const restore = this.pendingRestore;
    this.pendingRestore = null;
    if (entry.action === RESTORE_ACTION) {
      this.pendingRestore = { id: entry.id, hash: entry.hash, createdAt: entry.createdAt, restoredTo: entry.id - 1 };
      return null;
    }
    if (entry.action !== SIGNED_HEAD_ACTION) return null;
    const head = entry.current;
    if (!isSignedHead(head)) return `entry ${entry.id} is a signed head without a signature`;
    if (head.signedEntry !== entry.id - 1 || head.signedDigest !== entry.prevHash) {
      return `the signed head at entry ${entry.id} signed entry ${head.signedEntry} as it was then, and the chain before it is no longer that: entries up to ${entry.id - 1} were rewritten`;
    }
    const publicKey = this.keys.get(head.keyId);
    if (!publicKey) {
      return `entry ${entry.id} was signed by key ${head.keyId}, which is not among the keys given (${[...this.keys.keys()].join(", ")})`;
    }
    if (!(await verifySignedHead(publicKey, head))) {
      return `the signature at entry ${entry.id} does not match entry ${head.signedEntry}: entries up to ${head.signedEntry} were rewritten after ${head.signedAt} (their hashes were recomputed, the signature could not be)`;
    }
    this.lastSigned = { id: head.signedEntry, signedAt: head.signedAt, by: entry.id, keyId: head.keyId };
    if (restore && restore.id === head.signedEntry) this.latestRestore = restore;
    return null;
  }
}
