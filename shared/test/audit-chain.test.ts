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
