// Session tokens across a key rotation (auth/tokens.ts): the key a token names is the only one
// tried; a token made before tokens named their key (no `kid`) is tried with the keys accepted.
import { SignJWT } from "jose";
import { expect, it } from "vitest";
import { createTokenService, keyIdOf } from "../src/auth/tokens.ts";

const OLD = "old-key-old-key-old-key-old-key-old-key";
const NEW = "new-key-new-key-new-key-new-key-new-key";
const OTHER = "other-key-other-key-other-key-other-key";
const expires = new Date(Date.now() + 3_600_000);

/** As the server signed before key ids: no kid in the header. */
const withoutKeyId = (key: string) =>
  new SignJWT({ sid: "s1" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject("7")
    .setIssuer("steward")
    .setAudience("steward")
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(new TextEncoder().encode(key));

it("signs with the current key and names it; accepts the previous key's tokens only while it is given", async () => {
  const before = createTokenService({ current: OLD });
  const token = await before.sign({ userId: 7, sessionId: "s1" }, expires);
  const rotated = createTokenService({ current: NEW, previous: OLD });
  expect(await rotated.verify(token)).toEqual({ userId: 7, sessionId: "s1" });
  expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()).kid).toBe(keyIdOf(OLD));
  expect(await createTokenService({ current: NEW }).verify(token)).toBeNull();
  expect(await createTokenService({ current: OTHER, previous: NEW }).verify(token)).toBeNull();
});

it("a token from before key ids is accepted under the current or previous key, never another", async () => {
  expect(await createTokenService({ current: OLD }).verify(await withoutKeyId(OLD))).toEqual({ userId: 7, sessionId: "s1" });
  expect(await createTokenService({ current: NEW, previous: OLD }).verify(await withoutKeyId(OLD))).toEqual({ userId: 7, sessionId: "s1" });
  expect(await createTokenService({ current: NEW, previous: OLD }).verify(await withoutKeyId(OTHER))).toBeNull();
});
