// Signs the audit chain's head (shared/audit-signature.ts says why): the signature is written as
// the next entry, in the same transaction that read the head, so it always names the entry right
// before it. The private key is read from a file named by a setting and never enters the database.
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from "node:crypto";
import { RESTORE_ACTION, SIGNED_HEAD_ACTION, signedHeadText, type SignedHead } from "@steward/shared";
import type { Tx } from "../db/connection.ts";
import { writeAuditOnHead, type AuditInput } from "./write-audit.ts";

export interface AuditSigner {
  keyId: string;
  /** The public key (PEM, SPKI): what verifiers are given. */
  publicKeyPem: string;
  sign(text: string): string;
}

/** A signer from a PEM Ed25519 private key; a sentence naming `source` when it is not one. */
export function auditSignerFromPem(pem: string, source: string): AuditSigner {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(`${source} holds no PEM private key (make one with: openssl genpkey -algorithm ed25519 -out audit-signing.pem)`);
  }
  if (key.asymmetricKeyType !== "ed25519") throw new Error(`${source} holds an ${(key.asymmetricKeyType ?? "unknown").toUpperCase()} key; the audit signing key must be Ed25519`);
  const publicKey = createPublicKey(key);
  const der = publicKey.export({ type: "spki", format: "der" });
  return {
    keyId: createHash("sha256").update(der).digest("hex").slice(0, 16),
    publicKeyPem: String(publicKey.export({ type: "spki", format: "pem" })),
    sign: (text) => sign(null, new TextEncoder().encode(text), key).toString("base64"),
  };
}

/** The entry that signs `head` as it is now. */
function signedHeadEntry(signer: AuditSigner, head: { id: number; hash: string }, now: Date): AuditInput {
  const signedAt = now.toISOString();
  const fields = { signedEntry: head.id, signedDigest: head.hash, signedAt };
  const current: SignedHead = { ...fields, keyId: signer.keyId, signature: signer.sign(signedHeadText(fields)) };
  return { action: SIGNED_HEAD_ACTION, entity: "audit-log", documentId: head.id, actor: null, current, organizations: [] };
}

/**
 * Signs the head unless the log is empty or the head is already a signed head (nothing happened
 * since). A restore entry is signed only by the restore itself (`restore`, in its transaction):
 * the interval job never signs one, or anyone who can write the database could cut its tail off,
 * add a restore entry by hand and have it sanctioned at the next interval.
 * Returns the signed-head entry's id and what it signed, or null.
 */
export async function signAuditHead(tx: Tx, signer: AuditSigner, now: Date, restore = false): Promise<{ id: number; signed: { id: number; hash: string } } | null> {
  let signed: { id: number; hash: string } | null = null;
  const id = await writeAuditOnHead(tx, (head) => {
    if (!head) return null;
    if (restore ? head.action !== RESTORE_ACTION : head.action === SIGNED_HEAD_ACTION || head.action === RESTORE_ACTION) return null;
    signed = { id: head.id, hash: head.hash };
    return signedHeadEntry(signer, head, now);
  }, now);
  return signed && id ? { id, signed } : null;
}
