// Session tokens: HS256 JWTs carrying a session id. The JWT only proves the id was issued by us;
// whether the session is still alive is always decided by the sessions table.
//
// Rotation (README "Secrets and their rotation"): each token names the key that signed it (`kid`,
// a digest of the key, never the key). New tokens are signed with AUTH_SECRET; a token naming
// AUTH_SECRET_PREVIOUS is still accepted while that is set, so changing the secret signs nobody
// out. A token naming any other key is refused without trying a key on it. Session tokens are the
// only thing AUTH_SECRET signs (the unsubscribe links, OIDC and SAML states use keys and rows kept
// in the database).
import { createHash } from "node:crypto";
import { SignJWT, decodeProtectedHeader, jwtVerify, type JWTPayload } from "jose";
import { rememberWithin } from "../bounded-map.ts";

const ISSUER = "steward";
const VERIFIED_CACHE_SIZE = 10_000;
const AUDIENCE = "steward";

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export interface TokenService {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** Returns null for any token that is not ours, not HS256, expired or malformed. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** The key that signs, and the one it replaced (accepted, never used to sign). */
export interface SigningSecrets {
  current: string;
  previous?: string | undefined;
}

/** A key's public name: a digest, so a token says which key signed it without saying anything of the key. */
export function keyIdOf(secret: string): string {
  return createHash("sha256").update(`steward-session-key:${secret}`).digest("base64url").slice(0, 16);
}

const importHmacKey = (secret: string) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);

export function createTokenService(secrets: string | SigningSecrets, now: () => Date = () => new Date()): TokenService {
  const { current, previous } = typeof secrets === "string" ? { current: secrets, previous: undefined } : secrets;
  const verified = new Map<string, { claims: TokenClaims; exp: number; nbf: number }>();
  // Imported once: handing jose raw bytes would import the key again on every request.
  const key = importHmacKey(current);
  const kid = keyIdOf(current);
  const accepted = new Map<string, Promise<CryptoKey>>([[kid, key]]);
  if (previous !== undefined && previous !== current) accepted.set(keyIdOf(previous), importHmacKey(previous));
  /**
   * The keys to try: the one a token names, or none if it names a key not accepted. A token from
   * before key ids were written names none: it was signed by the secret of its day, this one or
   * the one it replaced.
   */
  const keysFor = (token: string): Array<Promise<CryptoKey>> => {
    const header = decodeProtectedHeader(token);
    if (header.kid === undefined) return [...accepted.values()];
    const named = typeof header.kid === "string" ? accepted.get(header.kid) : undefined;
    return named ? [named] : [];
  };
  return {
    async sign({ userId, sessionId }, expiresAt) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT", kid })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setNotBefore(Math.floor(now().getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
    },
    async verify(token) {
      // A token already verified needs no second HMAC until it expires; whether its session is
      // still alive is decided by the database on every request all the same.
      const cached = verified.get(token);
      if (cached && cached.exp > now().getTime() / 1000 && cached.nbf <= now().getTime() / 1000) return cached.claims;
      try {
        let payload: JWTPayload | undefined;
        for (const candidate of keysFor(token)) {
          payload = await jwtVerify(token, await candidate, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE, currentDate: now() }).then(
            (r) => r.payload,
            () => undefined,
          );
          if (payload) break;
        }
        if (!payload) return null;
        const userId = Number(payload.sub);
        const sessionId = payload["sid"];
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== "string" || sessionId === "") return null;
        const claims = { userId, sessionId };
        rememberWithin(verified, token, { claims, exp: payload.exp ?? 0, nbf: payload.nbf ?? 0 }, VERIFIED_CACHE_SIZE);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** 128 bits of randomness, URL-safe. */
export function randomId(bytes = 16): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  let s = "";
  for (const b of raw) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}
