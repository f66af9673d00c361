// The identity provider's access tokens as bearer tokens (issue 17, point 4): an embedding portal
// that signed the person in at the provider hands the dashboard its token, and the API accepts it
// when OIDC_API_AUDIENCE is set. Signature by the provider's JWKS (jose's remote key set: cached,
// fetched again when a token names a key id it does not hold), issuer, audience and expiry checked,
// and the client it was issued to (issue 27): any application registered at the provider may ask
// for a token for Steward's audience, so the audience alone does not say the portal asked. Then the
// same rules as a browser sign-in (provider-sign-in-service.ts), with no session: the user's status
// and role are read on every request, so a deactivated user is refused at once.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { rememberWithin } from "../bounded-map.ts";
import type { Actor } from "../domain/actor.ts";
import { Refusal } from "../domain/errors.ts";
import { identityFromClaims, type OidcClient } from "../identity/oidc-client.ts";
import type { ServiceDeps } from "./deps.ts";
import type { ProviderSignInService } from "./provider-sign-in-service.ts";

/** Asymmetric signatures only: a provider's token is never checked with a shared secret. */
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];
/** Tokens whose groups were applied on this instance, so a token's first request alone may write. */
const KEPT_TOKENS = 10_000;

const invalid = (reason: string) => new Refusal("unauthenticated", { message: IDENTITY_ERROR_CODES.providerTokenInvalid, reason });

/**
 * The claims that name the client a token was issued to: `client_id` (RFC 9068), `azp` (OIDC, Entra
 * ID v2, Keycloak, Auth0) and `cid` (Okta). Every one present must be an admitted client: when two
 * disagree, either could be the one the provider meant.
 */
const CLIENT_CLAIMS = ["client_id", "azp", "cid"] as const;

/** Why a verified token's client is not admitted, or null when it is. */
function clientRefusal(payload: Record<string, unknown>, admitted: readonly string[]): string | null {
  const named = CLIENT_CLAIMS.filter((claim) => payload[claim] !== undefined).map((claim) => payload[claim]);
  if (named.length === 0) return "no client (azp or client_id)";
  return named.every((client) => typeof client === "string" && admitted.includes(client)) ? null : "issued to another client";
}

function reasonOf(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return "expired";
  if (error instanceof joseErrors.JWTClaimValidationFailed) return error.claim === "iss" ? "wrong issuer" : error.claim === "aud" ? "wrong audience" : `claim ${error.claim}: ${error.reason}`;
  if (error instanceof joseErrors.JWKSNoMatchingKey) return "unknown signing key";
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return "bad signature";
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return "algorithm not allowed";
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) return "provider keys unavailable";
  if (error instanceof joseErrors.JOSEError) return error.code;
  return "malformed";
}

/** True when a bearer token is a JWT signed asymmetrically: Steward's own tokens are HS256. */
export function looksLikeProviderToken(token: string): boolean {
  const [header] = token.split(".");
  if (!header || token.split(".").length !== 3) return false;
  try {
    const decoded = JSON.parse(atob(header.replaceAll("-", "+").replaceAll("_", "/"))) as { alg?: unknown };
    return typeof decoded.alg === "string" && decoded.alg !== "HS256" && decoded.alg !== "none";
  } catch {
    return false;
  }
}

export function createProviderTokenService(deps: ServiceDeps, client: OidcClient | null, providerSignIn: ProviderSignInService) {
  const { settings, now } = deps;
  const audience = settings.OIDC_API_AUDIENCE;
  const clients = settings.OIDC_API_CLIENT_IDS.length > 0 ? settings.OIDC_API_CLIENT_IDS : [settings.OIDC_CLIENT_ID ?? ""].filter(Boolean);
  const enabled = Boolean(audience && client);
  let keys: Promise<{ jwks: JWTVerifyGetKey; issuer: string }> | undefined;
  const applied = new Map<string, number>();

  function keySet() {
    keys ??= (async () => {
      const metadata = await client!.metadata();
      if (!metadata.jwks_uri) throw new Error("the provider publishes no jwks_uri");
      // jose keeps the keys and fetches them again for a key id it does not know (at most once per
      // OIDC_JWKS_COOLDOWN_SECONDS, so unknown key ids cannot make it hammer the provider).
      return { jwks: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: 10_000, cooldownDuration: settings.OIDC_JWKS_COOLDOWN_SECONDS * 1000 }), issuer: metadata.issuer };
    })().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  }

  return {
    enabled,

    /** The Steward user behind a provider's access token, or a refusal that says why not. */
    async actorFor(token: string): Promise<Actor> {
      if (!enabled) throw invalid("provider tokens are not accepted here");
      let verifier: Awaited<ReturnType<typeof keySet>>;
      try {
        verifier = await keySet();
      } catch {
        throw new Refusal("provider_failed", { message: IDENTITY_ERROR_CODES.providerUnavailable });
      }
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, verifier.jwks, {
          issuer: verifier.issuer,
          audience: audience!,
          algorithms: ALGORITHMS,
          currentDate: now(),
          requiredClaims: ["exp", "sub"],
          clockTolerance: 30,
        }));
      } catch (error) {
        throw invalid(reasonOf(error));
      }
      const wrongClient = clientRefusal(payload, clients);
      if (wrongClient) throw invalid(wrongClient);
      const exp = typeof payload["exp"] === "number" ? payload["exp"] : 0;
      const firstUse = !applied.has(token);
      const actor = await providerSignIn.actorFor(identityFromClaims(payload, settings), { applyGroups: firstUse });
      if (firstUse) rememberWithin(applied, token, exp, KEPT_TOKENS);
      return actor;
    },
  };
}

export type ProviderTokenService = ReturnType<typeof createProviderTokenService>;
