import { describe, expect, it } from "vitest";
import { createPasswordHasher, PBKDF2_ITERATIONS } from "../src/auth/password.ts";

describe("password hashing", () => {
  it("uses PBKDF2-SHA256 with at least 600,000 iterations by default, salted", async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const hasher = createPasswordHasher();
    const a = await hasher.hash("correct horse battery");
    const b = await hasher.hash("correct horse battery");
    expect(a).toMatch(/^pbkdf2_sha256\$600000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify("correct horse battery", a)).toBe(true);
    expect(await hasher.verify("correct horse batterY", a)).toBe(false);
  });

  it("verifies hashes made with another cost, and never accepts a missing or malformed hash", async () => {
    const cheap = await createPasswordHasher(1000).hash("pw-12345678");
    expect(await createPasswordHasher().verify("pw-12345678", cheap)).toBe(true);
    const hasher = createPasswordHasher(1000);
    expect(await hasher.verify("anything", null)).toBe(false);
    expect(await hasher.verify("anything", "md5$abc")).toBe(false);
    expect(await hasher.verify("steward-timing-equaliser", null)).toBe(false);
  });
});
