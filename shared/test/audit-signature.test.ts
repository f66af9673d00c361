// The signed heads as a verifier follows them (shared/audit-signature.ts), with keys made by
// node:crypto as the server's signer makes them; the server and CLI side is
// tests/server/backup-restore.test.ts.
import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GENESIS_HASH, hashAuditEntry, importAuditPublicKey, RESTORE_ACTION, SIGNED_HEAD_ACTION, SignedHeadTracker, signedHeadText, type AuditChainFields, type AuditPublicKey } from "../index.ts";

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  return { privateKey, pem: String(publicKey.export({ type: "spki", format: "pem" })) };
}

type Entry = AuditChainFields & { hash: string };

/** A chain of `actions`; a signed head signs the entry before it with `privateKey` (as the server does). */
async function chain(actions: string[], privateKey: ReturnType<typeof keyPair>["privateKey"], keyId: string): Promise<Entry[]> {
  const out: Entry[] = [];
  let prevHash = GENESIS_HASH;
  for (const [i, action] of actions.entries()) {
    const id = i + 1;
    let current: unknown = { n: id };
    if (action === SIGNED_HEAD_ACTION) {
      const fields = { signedEntry: id - 1, signedDigest: prevHash, signedAt: "2026-11-26T00:00:00.000Z" };
      current = { ...fields, keyId, signature: sign(null, Buffer.from(signedHeadText(fields)), privateKey).toString("base64") };
    }
    const e: AuditChainFields = { id, action, entity: "audit-log", documentId: null, user: null, prev: null, current, organizations: [], createdAt: "2026-11-26T00:00:00.000Z", prevHash };
    const hash = await hashAuditEntry(e);
    out.push({ ...e, hash });
    prevHash = hash;
  }
  return out;
}

async function follow(key: AuditPublicKey | AuditPublicKey[], entries: Entry[]) {
  const tracker = new SignedHeadTracker(key);
  for (const e of entries) {
    const problem = await tracker.observe(e);
    if (problem) return { problem, tracker };
  }
  return { problem: null, tracker };
}

describe("signed heads", () => {
  it("a PEM public key that is not Ed25519, or no PEM at all, is refused with a sentence", async () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "pem" });
    expect(await importAuditPublicKey(String(rsa))).toBe("its public key is not an Ed25519 key");
    expect(await importAuditPublicKey("hello")).toBe("it holds no PEM public key (-----BEGIN PUBLIC KEY-----)");
  });

  it("follow a chain whose heads the key signed, and say up to where", async () => {
    const pair = keyPair();
    const key = (await importAuditPublicKey(pair.pem)) as AuditPublicKey;
    const { problem, tracker } = await follow(key, await chain(["update", "update", SIGNED_HEAD_ACTION, "update"], pair.privateKey, key.keyId));
    expect(problem).toBeNull();
    expect(tracker.lastSigned).toEqual({ id: 2, signedAt: "2026-11-26T00:00:00.000Z", by: 3, keyId: key.keyId });
  });

  it("refuse a head signed by another key, or whose entry before it was rewritten with its hashes recomputed", async () => {
    const pair = keyPair();
    const key = (await importAuditPublicKey(pair.pem)) as AuditPublicKey;
    const other = keyPair();
    const otherKey = (await importAuditPublicKey(other.pem)) as AuditPublicKey;
    const byOther = await chain(["update", SIGNED_HEAD_ACTION], other.privateKey, otherKey.keyId);
    expect((await follow(key, byOther)).problem).toBe(`entry 2 was signed by key ${otherKey.keyId}, which is not among the keys given (${key.keyId})`);
    // Another key's signature under this key's id.
    const forged = await chain(["update", SIGNED_HEAD_ACTION], other.privateKey, key.keyId);
    expect((await follow(key, forged)).problem).toMatch(/^the signature at entry 2 does not match entry 1: entries up to 1 were rewritten/);

    const entries = await chain(["update", SIGNED_HEAD_ACTION], pair.privateKey, key.keyId);
    const rewritten = { ...entries[0]!, current: { n: "changed" } };
    rewritten.hash = await hashAuditEntry(rewritten);
    const head = { ...entries[1]!, prevHash: rewritten.hash };
    head.hash = await hashAuditEntry(head);
    expect((await follow(key, [rewritten, head])).problem).toMatch(/^the signed head at entry 2 signed entry 1 as it was then/);
  });

  it("follow a key rotation when given the key rotated out as well as the new one", async () => {
    const old = keyPair();
    const oldKey = (await importAuditPublicKey(old.pem)) as AuditPublicKey;
    const current = keyPair();
    const currentKey = (await importAuditPublicKey(current.pem)) as AuditPublicKey;
    const before = await chain(["update", SIGNED_HEAD_ACTION], old.privateKey, oldKey.keyId);
    const after = await chain(["update", SIGNED_HEAD_ACTION, "update", SIGNED_HEAD_ACTION], current.privateKey, currentKey.keyId);
    // The rotated chain: the old key signed entry 1, the new one entry 3.
    const rotated = [before[0]!, before[1]!];
    let prevHash = before[1]!.hash;
    for (const e of after.slice(2)) {
      const fields = { ...e, prevHash };
      if (e.action === SIGNED_HEAD_ACTION) {
        const signed = { signedEntry: e.id - 1, signedDigest: prevHash, signedAt: "2026-11-26T00:00:00.000Z" };
        fields.current = { ...signed, keyId: currentKey.keyId, signature: sign(null, Buffer.from(signedHeadText(signed)), current.privateKey).toString("base64") };
      }
      const hash = await hashAuditEntry(fields);
      rotated.push({ ...fields, hash });
      prevHash = hash;
    }
    expect((await follow(currentKey, rotated)).problem).toMatch(/^entry 2 was signed by key [0-9a-f]{16}, which is not among the keys given/);
    const both = await follow([currentKey, oldKey], rotated);
    expect(both.problem).toBeNull();
    expect(both.tracker.lastSigned).toMatchObject({ id: 3, keyId: currentKey.keyId });
  });

  it("count a restore as sanctioned only when the entry right after it signs it", async () => {
    const pair = keyPair();
    const key = (await importAuditPublicKey(pair.pem)) as AuditPublicKey;
    const signed = await follow(key, await chain(["update", RESTORE_ACTION, SIGNED_HEAD_ACTION], pair.privateKey, key.keyId));
    expect(signed.tracker.latestRestore).toMatchObject({ id: 2, restoredTo: 1 });
    const later = await follow(key, await chain(["update", RESTORE_ACTION, "update", SIGNED_HEAD_ACTION], pair.privateKey, key.keyId));
    expect(later.problem).toBeNull();
    expect(later.tracker.latestRestore).toBeNull();
  });
});
