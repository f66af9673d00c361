import { describe, expect, it } from "vitest";
import { AuditChainVerifier, canonicalJson, GENESIS_HASH, hashAuditEntry, redactSecrets, type AuditChainFields } from "../index.ts";

async function chain(n: number) {
  const out: (AuditChainFields & { hash: string })[] = [];
  let prevHash = GENESIS_HASH;
  for (let id = 1; id <= n; id++) {
    const e: AuditChainFields = {
      id, action: "update", entity: "organization", documentId: id, user: { id: 1, name: "Root", role: "super_admin" },
      prev: { name: `u${id}` }, current: { name: `v${id}` }, organizations: [id], createdAt: `2026-01-0${id}T00:00:00.000Z`, prevHash,
    };
    const hash = await hashAuditEntry(e);
    out.push({ ...e, hash });
    prevHash = hash;
  }
  return out;
}

async function firstProblem(entries: (AuditChainFields & { hash: string })[]) {
  const v = new AuditChainVerifier();
  for (const e of entries) {
    const p = await v.check(e);
    if (p) return p;
  }
  return null;
}

describe("audit hash chain", () => {
  it("canonical JSON ignores key order", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
  });

  it("verifies an intact chain", async () => {
    expect(await firstProblem(await chain(5))).toBeNull();
  });

  it("names an altered entry", async () => {
    const entries = await chain(5);
    entries[2] = { ...entries[2]!, current: { name: "tampered" } };
    expect(await firstProblem(entries)).toEqual({ kind: "altered", id: 3 });
  });

  it("names the entry after a removed one", async () => {
    const entries = await chain(5);
    entries.splice(1, 1);
    expect(await firstProblem(entries)).toMatchObject({ kind: "broken_link", id: 3 });
  });

  it("detects reordering", async () => {
    const entries = await chain(4);
    [entries[1], entries[2]] = [entries[2]!, entries[1]!];
    expect(await firstProblem(entries)).toMatchObject({ kind: "broken_link", id: 3 });
  });

  it("keeps secrets out of snapshots", () => {
    expect(redactSecrets({ name: "a", passwordHash: "x", nested: { resetToken: "t", passwordUpdatedAt: "d" } })).toEqual({
      name: "a",
      nested: { passwordUpdatedAt: "d" },
    });
  });
});

describe("the chain's canonical form never changes", () => {
  // Entries already written were hashed with this exact text: a faster serializer must give it byte for byte.
  const tricky = { b: 1, a: [1, undefined, { z: null, "\u00e9": "x", B: true, "10": 1, "2": 2 }], c: undefined, d: { e: 'q"\n\u{1F600}' }, f: -0, g: 1e21, h: NaN };
  it("sorts keys by code unit at every level, drops undefined members, writes undefined in arrays as null", () => {
    expect(canonicalJson(tricky)).toBe('{"a":[1,null,{"10":1,"2":2,"B":true,"z":null,"\u00e9":"x"}],"b":1,"d":{"e":"q\\"\\n\u{1F600}"},"f":0,"g":1e+21,"h":null}');
  });
  it("hashes a known entry to the hash it always had", async () => {
    const entry = { id: 3, action: "update", entity: "access", documentId: 9, user: { id: 1, name: "Ada", role: "super_admin" }, prev: tricky, current: [tricky, null], organizations: [2, 5], createdAt: "2026-03-15T12:00:02.000Z", prevHash: GENESIS_HASH };
    expect(await hashAuditEntry(entry)).toBe("90aed3aded312be8bcd798873c92744327ec51689ef5fd0f8f8e0bf20aebe551");
  });
});

