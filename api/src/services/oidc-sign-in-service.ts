// The browser's OpenID Connect sign-in (issue 17, point 1): `start` keeps what the callback must
// prove (state, nonce, PKCE verifier, where to go after, and who is linking, if someone signed in
// started it to link their account) in a database row bound to the browser by a cookie secret, so
// any instance can finish it, once; `finish` takes that row (a replay finds nothing), lets the OIDC
// client check the provider's answer, and hands the identity to the provider sign-in core.
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { randomId } from "../auth/tokens.ts";
import { Refusal } from "../domain/errors.ts";
import { effectiveOidc, type EffectiveOidc } from "../identity/effective-oidc.ts";
import { createOidcClient, type OidcClient } from "../identity/oidc-client.ts";
import { findOidcSettings } from "../repositories/identity-provider-settings-repo.ts";
import { insertLoginState, takeLoginState } from "../repositories/identity-repo.ts";
import type { ServiceDeps } from "./deps.ts";
import type { ProviderSignInResult, ProviderSignInService } from "./provider-sign-in-service.ts";

/** How long a sign-in may stay at the provider before its state is refused. */
export const OIDC_STATE_MINUTES = 10;

const stateInvalid = () => new Refusal("unauthenticated", { message: IDENTITY_ERROR_CODES.signInStateInvalid });
const notConfigured = () => new Refusal("not_found", { message: IDENTITY_ERROR_CODES.providerNotConfigured });

export async function sha256(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  let s = "";
  for (const b of digest) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

/** A test sign-in's end: what the provider said, handed to the caller instead of a session. */
export interface OidcTestFinish {
  outcome: "test";
  testUserId: number;
  identity: Awaited<ReturnType<OidcClient["finish"]>> | null;
  refusal: Refusal | null;
  returnTo: string;
}

export function createOidcSignInService(deps: ServiceDeps, providerSignIn: ProviderSignInService) {
  const { database, now, settings } = deps;
  // The portal's bearer tokens (provider-token-service.ts) need OIDC_API_AUDIENCE, an environment
  // variable that itself needs OIDC_ISSUER: they keep the environment's client.
  const environmentClient: OidcClient | null = createOidcClient(settings, now);

  // The settings are read from the database at every start and callback (sign-ins are rare), and
  // the client is kept only while they stay the same: after a change, no instance goes on with an
  // old client secret, and an unchanged one keeps its discovery document and provider keys.
  let built: { fingerprint: string; client: OidcClient } | undefined;
  async function current(): Promise<{ effective: EffectiveOidc; client: OidcClient | null }> {
    const effective = effectiveOidc(settings, await findOidcSettings(database.db));
    if (!effective.clientSettings) return { effective, client: null };
    if (built?.fingerprint !== effective.fingerprint) {
      const client = createOidcClient(effective.clientSettings, now);
      if (!client) return { effective, client: null };
      built = { fingerprint: effective.fingerprint, client };
    }
    return { effective, client: built.client };
  }

  return {
    client: environmentClient,
    current,

    /** Whether the sign-in page offers the provider, and under which name. */
    async offer(): Promise<{ enabled: boolean; displayName: string }> {
      const { effective } = await current();
      return { enabled: effective.doc.ready, displayName: effective.doc.displayName };
    },

    /**
     * A new sign-in: the provider's address to send the browser to, and the secret the browser
     * must carry back (the caller puts it in a short-lived HttpOnly cookie). `linkUserId`: the
     * signed-in user who started it to link the provider's account to their own (issue 27).
     */
    async start(returnTo: string, linkUserId: number | null = null, testUserId: number | null = null): Promise<{ url: string; browserSecret: string }> {
      const { client } = await current();
      if (!client) throw notConfigured();
      const { url, pending } = await client.start();
      const browserSecret = randomId(32);
      const at = now();
      const [stateHash, browserHash] = await Promise.all([sha256(pending.state), sha256(browserSecret)]);
      await database.write((tx) =>
        insertLoginState(
          tx,
          {
            stateHash,
            browserHash,
            codeVerifier: pending.codeVerifier,
            nonce: pending.nonce,
            returnTo,
            linkUserId,
            testUserId,
            expiresAt: new Date(at.getTime() + OIDC_STATE_MINUTES * 60_000).toISOString(),
          },
          at.toISOString(),
        ),
      );
      return { url: url.href, browserSecret };
    },

    /**
     * The provider's answer. Refusals (state unknown, used, expired or from another browser; the
     * provider's answer failing a check; the person not allowed in) are `Refusal`s whose message is
     * one of IDENTITY_ERROR_CODES, and none of them leaves a session or a user behind.
     */
    async finish(callbackUrl: URL, browserSecret: string | undefined): Promise<(ProviderSignInResult & { returnTo: string }) | OidcTestFinish> {
      const state = callbackUrl.searchParams.get("state");
      if (!state || !browserSecret || state.length > 512 || browserSecret.length > 512) throw stateInvalid();
      const nowIso = now().toISOString();
      const [stateHash, browserHash] = await Promise.all([sha256(state), sha256(browserSecret)]);
      // Taken before the provider is asked: whatever happens next, this state never works again.
      const pending = await database.write((tx) => takeLoginState(tx, stateHash, browserHash, nowIso));
      if (!pending) throw stateInvalid();
      const { client } = await current();
      if (!client) throw notConfigured();
      if (pending.testUserId) {
        // A test: what the provider says is handed back as it is; nobody is signed in or created.
        try {
          const identity = await client.finish(callbackUrl, { state, nonce: pending.nonce, codeVerifier: pending.codeVerifier });
          return { outcome: "test", testUserId: pending.testUserId, identity, refusal: null, returnTo: pending.returnTo };
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          return { outcome: "test", testUserId: pending.testUserId, identity: null, refusal: error, returnTo: pending.returnTo };
        }
      }
      const identity = await client.finish(callbackUrl, { state, nonce: pending.nonce, codeVerifier: pending.codeVerifier });
      const result = pending.linkUserId === null ? await providerSignIn.signIn(identity) : await providerSignIn.linkFromSession(identity, pending.linkUserId);
      return { ...result, returnTo: pending.returnTo };
    },
  };
}

export type OidcSignInService = ReturnType<typeof createOidcSignInService>;
