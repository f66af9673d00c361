// Session tokens: HS256 JWTs carrying a session id. The JWT only proves the id was issued by us;
// whether the session is still alive is always decided by the sessions table.
import { SignJWT, jwtVerify } from "jose";
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

export function createTokenService(secret: string, now: () => Date = () => new Date()): TokenService {
  // Imported once: handing jose raw bytes would import the key again on every request.
  const verified = new Map<string, { claims: TokenClaims; exp: number; nbf: number }>();
  const key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return {
    async sign({ userId, sessionId }, expiresAt) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
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
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
        });
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
