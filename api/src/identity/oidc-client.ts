// OpenID Connect relying party (issue 17, point 1), on openid-client 6 (web-standard fetch and
// WebCrypto, so the same code runs on Node and Deno). Authorization code flow with PKCE S256, state
// and nonce; the ID token's signature, issuer, audience, expiry and nonce are checked by the library
// against the provider's discovery document. What this module hands on is a ProviderIdentity; who
// that is in Steward is the provider sign-in service's business.
import * as oidc from "openid-client";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { Refusal } from "../domain/errors.ts";
import type { ProviderIdentity } from "../domain/provider-identity.ts";
import { publicUrlOf, type Settings } from "../settings.ts";

export const OIDC_CALLBACK_PATH = "/api/auth/oidc/callback";

/** What a sign-in under way must remember between `start` and `finish`. */
export interface OidcPending {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  readonly redirectUri: string;
  /** The provider's authorization URL for a new sign-in, and what to keep until the callback. */
  start(): Promise<{ url: URL; pending: OidcPending }>;
  /** Checks the provider's answer at `callbackUrl` against what was kept, and says who it is. */
  finish(callbackUrl: URL, pending: OidcPending): Promise<ProviderIdentity>;
  /** The provider's discovery document (issuer, jwks_uri, ...). */
  metadata(): Promise<oidc.ServerMetadata>;
}

const unavailable = () => new Refusal("provider_failed", { message: IDENTITY_ERROR_CODES.providerUnavailable });
const invalidResponse = (reason: string) => new Refusal("unauthenticated", { message: IDENTITY_ERROR_CODES.providerResponseInvalid, reason });

/** The claims of a provider's token as a ProviderIdentity (ID token, userinfo or access token). */
export function identityFromClaims(claims: Record<string, unknown>, settings: Pick<Settings, "OIDC_EMAIL_VERIFIED_CLAIM" | "OIDC_GROUPS_CLAIM">): ProviderIdentity {
  const verified = claims[settings.OIDC_EMAIL_VERIFIED_CLAIM];
  const groups = claims[settings.OIDC_GROUPS_CLAIM];
  const name = typeof claims["name"] === "string" ? claims["name"] : [claims["given_name"], claims["family_name"]].filter((p) => typeof p === "string").join(" ");
  return {
    provider: "oidc",
    subject: typeof claims["sub"] === "string" ? claims["sub"] : "",
    email: typeof claims["email"] === "string" ? claims["email"] : null,
    // Some providers send the boolean as a string.
    emailVerified: verified === true || verified === "true",
    name: name || null,
    groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === "string") : typeof groups === "string" ? [groups] : [],
  };
}

export function createOidcClient(settings: Settings, now: () => Date): OidcClient | null {
  const issuer = settings.OIDC_ISSUER;
  const clientId = settings.OIDC_CLIENT_ID;
  const clientSecret = settings.OIDC_CLIENT_SECRET;
  if (!issuer || !clientId || !clientSecret) return null;
  const redirectUri = `${publicUrlOf(settings)}${OIDC_CALLBACK_PATH}`;
  const execute = settings.OIDC_ALLOW_HTTP ? [oidc.allowInsecureRequests] : [];

  // Discovered once; a failed discovery is tried again at the next sign-in, not remembered.
  let discovered: Promise<oidc.Configuration> | undefined;
  let jwksCache: oidc.ExportedJWKSCache | undefined;
  function discover(): Promise<oidc.Configuration> {
    discovered ??= oidc.discovery(new URL(issuer!), clientId!, clientSecret, undefined, { execute, timeout: 10 }).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  }

  /**
   * A configuration on this server's clock: the library checks expiry against its own clock plus
   * this skew, so an injected clock (tests) is honoured the same way as the real one.
   */
  async function configuration(): Promise<oidc.Configuration> {
    let base: oidc.Configuration;
    try {
      base = await discover();
    } catch {
      throw unavailable();
    }
    const skew = Math.round((now().getTime() - Date.now()) / 1000);
    const config = new oidc.Configuration(base.serverMetadata(), clientId!, { client_secret: clientSecret, [oidc.clockSkew]: skew });
    for (const extension of execute) extension(config);
    if (jwksCache) oidc.setJwksCache(config, jwksCache);
    return config;
  }

  return {
    redirectUri,

    async metadata() {
      return (await configuration()).serverMetadata();
    },

    async start() {
      const config = await configuration();
      const pending: OidcPending = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.OIDC_SCOPES,
        response_type: "code",
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: "S256",
      });
      return { url, pending };
    },

    async finish(callbackUrl, pending) {
      const config = await configuration();
      // The library compares the whole redirect URI, so the callback is read at the public address.
      const current = new URL(redirectUri);
      current.search = callbackUrl.search;
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) {
          throw new Refusal("forbidden", { message: IDENTITY_ERROR_CODES.providerDenied, reason: String(error.error) });
        }
        if (error instanceof TypeError && /fetch|network|connect/i.test(error.message)) throw unavailable();
        throw invalidResponse(describe(error));
      } finally {
        jwksCache = oidc.getJwksCache(config) ?? jwksCache;
      }
      const claims = tokens.claims();
      if (!claims) throw invalidResponse("no ID token");
      let all: Record<string, unknown> = { ...claims };
      // Providers that keep e-mail and groups out of the ID token give them at userinfo.
      if ((claims["email"] === undefined || claims[settings.OIDC_GROUPS_CLAIM] === undefined) && config.serverMetadata().userinfo_endpoint) {
        try {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          all = { ...info, ...claims };
        } catch {
          // Not fatal: what the ID token says stands.
        }
      }
      return identityFromClaims(all, settings);
    },
  };
}

/** A short reason for the log and the answer; never the tokens themselves. */
function describe(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) return `${error.error}${error.error_description ? `: ${error.error_description}` : ""}`;
  if (error instanceof Error) {
    // openid-client wraps oauth4webapi's error, whose message names the check (nonce, iss, exp...).
    const inner = error.cause instanceof Error ? error.cause.message : error.message;
    const code = (error as { code?: unknown }).code;
    return typeof code === "string" ? `${code}: ${inner}` : inner;
  }
  return "unexpected answer";
}
