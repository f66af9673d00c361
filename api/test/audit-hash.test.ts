import { describe, expect, it } from "vitest";
import { GENESIS_HASH, hashAuditEntry, type AuditChainFields } from "@steward/shared";
import { hashAuditEntryNow } from "../src/audit/hash-entry.ts";

const entries: AuditChainFields[] = [
  { id: 1, action: "user_creation", entity: "users", documentId: 1, user: null, prev: null, current: { name: "Root" }, organizations: [], createdAt: "2026-03-15T12:00:00.000Z", prevHash: GENESIS_HASH },
  {
    id: 2,
    action: "update",
    entity: "social-medias",
    documentId: 7,
    user: { id: 1, name: "Zoë Ørsted — 管理者", role: "super_admin" },
    prev: { linkedTools: ["hootsuite"], notes: "line\nbreak \"quoted\"", nested: { b: 2, a: [1, { z: null, y: true }] } },
    current: { linkedTools: [], notes: "😀", nested: { a: [], b: -0.5 } },
    organizations: [3, 9],
    createdAt: "2026-03-15T12:00:01.000Z",
    prevHash: "a".repeat(64),
  },
];

describe("the API's synchronous chain hash", () => {
  it("equals the shared WebCrypto hash that the CLI verifies with", async () => {
    for (const entry of entries) {
      const now = hashAuditEntryNow(entry);
      expect(now).toMatch(/^[0-9a-f]{64}$/);
      expect(now).toBe(await hashAuditEntry(entry));
    }
    expect(hashAuditEntryNow(entries[0]!)).not.toBe(hashAuditEntryNow({ ...entries[0]!, prevHash: "b".repeat(64) }));
  });
});
