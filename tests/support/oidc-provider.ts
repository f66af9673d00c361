// A real, certified OpenID Connect provider (oidc-provider 8) on loopback for the tests of issue 17:
// discovery, authorization code with PKCE, ID tokens, JWT access tokens for the API's audience
// (resource indicators), JWKS. Its sign-in page is a plain form (login name, Sign in, Cancel) that
// Chromium fills in the e2e tests and `signInOverHttp` fills in over HTTP elsewhere. Accounts are a
// map the test may change between sign-ins (e-mail verified or not, groups).
//
//   const idp = await startOidcProvider({ redirectUris: ["http://localhost:8000/api/auth/oidc/callback"] });
//   idp.accounts.set("ada", { email: "ada@uni.edu", email_verified: true, name: "Ada", groups: [] });
//   const callback = await idp.signInOverHttp(authorizationUrl, "ada"); // the redirect back, with code and state
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import Provider, { type ClientMetadata, type Configuration } from "oidc-provider";

export const STEWARD_CLIENT = { id: "steward", secret: "steward-test-client-secret-0123456789" };
/** Another application registered at the same provider (for codes issued to someone else). */
export const OTHER_CLIENT = { id: "other-app", secret: "other-app-test-secret-0123456789" };
/** The mock portal: a public client (PKCE, no secret) that asks for tokens for the API's audience. */
export const PORTAL_CLIENT = { id: "intranet-portal" };
export const API_AUDIENCE = "https://steward.test/api";

export interface AccountClaims {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  groups?: string[];
}

export interface OidcProviderOptions {
  /** Redirect URIs of the Steward client (and of the other app); more can be added later. */
  redirectUris?: string[];
  portalRedirectUris?: string[];
  /** Origins allowed to call the token endpoint from a browser (the portal). */
  corsOrigins?: string[];
  accounts?: Record<string, AccountClaims>;
}

interface SigningKey {
  kid: string;
  privateJwk: JWK;
  privateKey: CryptoKey;
}

export interface TestOidcProvider {
  issuer: string;
  accounts: Map<string, AccountClaims>;
  /** Adds redirect URIs to the Steward client (a server's port is known only once it runs). */
  addRedirectUris(uris: string[], portal?: string[]): void;
  addCorsOrigins(origins: string[]): void;
  /** Publishes a new signing key next to the old ones, as a provider does when it rotates. */
  rotateKeys(): Promise<string>;
  /** Signs a JWT with one of the provider's keys (or with a key it never published); issued to the portal unless `client_id` says otherwise. */
  mint(claims: Record<string, unknown>, options?: { kid?: "current" | "unpublished"; expiresIn?: number }): Promise<string>;
  /** Follows an authorization URL through the sign-in form as `login`; the redirect back (code, state, iss). */
  signInOverHttp(authorizationUrl: string, login: string, options?: { cancel?: boolean }): Promise<URL>;
  /** The portal's own sign-in, over HTTP: a provider access token for the API's audience. */
  portalAccessToken(login: string, redirectUri: string): Promise<string>;
  close(): Promise<void>;
}

async function newKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = `k${Math.random().toString(36).slice(2, 10)}`;
  return { kid, privateKey: privateKey as CryptoKey, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" } };
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(new URLSearchParams(body)));
    req.on("error", reject);
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider: sign in</title></head>
<body><main><h1>Test identity provider</h1><p>Signing in to ${escapeHtml(clientId)}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">Username</label> <input id="login" name="login" autocomplete="username" autofocus>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

/** A cookie jar good enough for one provider on one host: names and values, paths ignored. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

export async function startOidcProvider(options: OidcProviderOptions = {}): Promise<TestOidcProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const redirectUris = new Set(options.redirectUris ?? []);
  const portalRedirectUris = new Set(options.portalRedirectUris ?? []);
  const corsOrigins = new Set(options.corsOrigins ?? []);
  const keys: SigningKey[] = [await newKey()];
  const unpublished = await newKey();
  let provider: Provider;
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  const server: Server = createServer((req, res) => {
    void route(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", issuer);
    const match = url.pathname.match(/^\/interaction\/([^/]+)(\/login|\/abort)?$/);
    if (!match) return handler!(req, res);
    const details = await provider.interactionDetails(req, res);
    if (req.method === "GET") {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(loginPage(details.uid, String(details.params["client_id"] ?? "")));
      return;
    }
    if (match[2] === "/abort") {
      await provider.interactionFinished(req, res, { error: "access_denied", error_description: "The person cancelled the sign-in" }, { mergeWithLastSubmission: false });
      return;
    }
    const form = await readForm(req);
    const login = form.get("login") ?? "";
    if (!accounts.has(login)) {
      res.statusCode = 200;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(loginPage(details.uid, String(details.params["client_id"] ?? "")).replace("<form", `<p role="alert">No account ${escapeHtml(login)}</p><form`));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  }

  function build(): void {
    const configuration: Configuration = {
      clients: ([
        { client_id: STEWARD_CLIENT.id, client_secret: STEWARD_CLIENT.secret, redirect_uris: [...redirectUris], grant_types: ["authorization_code"], response_types: ["code"] },
        { client_id: OTHER_CLIENT.id, client_secret: OTHER_CLIENT.secret, redirect_uris: [...redirectUris], grant_types: ["authorization_code"], response_types: ["code"] },
        {
          client_id: PORTAL_CLIENT.id,
          token_endpoint_auth_method: "none",
          application_type: "web",
          redirect_uris: [...portalRedirectUris],
          grant_types: ["authorization_code"],
          response_types: ["code"],
        },
      ] as ClientMetadata[]).filter((c) => (c.redirect_uris ?? []).length > 0),
      jwks: { keys: keys.map((k) => k.privateJwk) as never },
      cookies: { keys: ["test-provider-cookie-key-0123456789"] },
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"], groups: ["groups"] },
      scopes: ["openid", "email", "profile", "groups", "offline_access"],
      // Scope claims in the ID token itself, as Entra ID, Okta and Google put e-mail and name there.
      conformIdTokenClaims: false,
      pkce: { methods: ["S256"], required: () => true },
      // Short ID tokens, so a test can move the relying party's clock past one within a sign-in's state lifetime.
      ttl: { IdToken: 120, AccessToken: 600, AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600 },
      features: {
        devInteractions: { enabled: false },
        resourceIndicators: {
          enabled: true,
          // The portal's tokens are for the API; Steward's own sign-in asks for no resource.
          defaultResource: async (_ctx, client) => (client.clientId === PORTAL_CLIENT.id ? API_AUDIENCE : (undefined as unknown as string)),
          useGrantedResource: async () => true,
          getResourceServerInfo: async () => ({ scope: "openid email profile groups", audience: API_AUDIENCE, accessTokenFormat: "jwt", accessTokenTTL: 600, jwt: { sign: { alg: "RS256" } } }),
        },
      },
      // First-party applications: no consent screen, the grant is given with the sign-in.
      loadExistingGrant: async (ctx) => {
        const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
        if (grantId) {
          const found = await ctx.oidc.provider.Grant.find(grantId);
          if (found) return found;
        }
        const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
        grant.addOIDCScope("openid email profile groups");
        grant.addResourceScope(API_AUDIENCE, "openid email profile groups");
        await grant.save();
        return grant;
      },
      findAccount: async (_ctx, sub) => {
        const claims = accounts.get(sub);
        if (!claims) return undefined;
        return { accountId: sub, claims: async () => ({ sub, ...claims }) };
      },
      // The API maps an access token to a person as a sign-in does: it needs the same claims.
      extraTokenClaims: async (_ctx, token) => {
        if (token.kind !== "AccessToken" || !token.accountId) return undefined;
        const claims = accounts.get(token.accountId);
        return claims ? { email: claims.email, email_verified: claims.email_verified, name: claims.name, groups: claims.groups ?? [] } : undefined;
      },
      clientBasedCORS: (_ctx, origin) => corsOrigins.has(origin),
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      renderError: async (ctx, out) => {
        ctx.type = "html";
        ctx.body = `<!doctype html><html lang="en"><head><title>Test identity provider: error</title></head><body><main><h1>Error</h1><pre>${escapeHtml(JSON.stringify(out))}</pre></main></body></html>`;
      },
    };
    provider = new Provider(issuer, configuration);
    handler = provider.callback();
  }
  build();

  async function follow(start: string, login: string, cancel: boolean, stopAt: (url: URL) => boolean): Promise<URL> {
    const jar = new Jar();
    let next = new URL(start);
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 12; hop++) {
      if (next.origin !== issuer || stopAt(next)) return next;
      const res = await fetch(next, {
        method: body ? "POST" : "GET",
        redirect: "manual",
        headers: { cookie: jar.header(), ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        body,
      });
      jar.take(res);
      body = undefined;
      const location = res.headers.get("location");
      if (location) {
        next = new URL(location, next);
        continue;
      }
      const html = await res.text();
      const uid = html.match(/action="\/interaction\/([^/"]+)\/login"/)?.[1];
      if (!uid) throw new Error(`the provider answered ${res.status} without a sign-in form: ${html.slice(0, 400)}`);
      next = new URL(`/interaction/${uid}/${cancel ? "abort" : "login"}`, issuer);
      body = new URLSearchParams(cancel ? {} : { login });
    }
    throw new Error("too many redirects at the provider");
  }

  return {
    issuer,
    accounts,
    addRedirectUris(uris, portal = []) {
      for (const u of uris) redirectUris.add(u);
      for (const u of portal) portalRedirectUris.add(u);
      build();
    },
    addCorsOrigins(origins) {
      for (const o of origins) corsOrigins.add(o);
    },
    async rotateKeys() {
      const key = await newKey();
      keys.push(key);
      build();
      return key.kid;
    },
    async mint(claims, mintOptions = {}) {
      const key = mintOptions.kid === "unpublished" ? unpublished : keys[keys.length - 1]!;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: issuer, aud: API_AUDIENCE, client_id: PORTAL_CLIENT.id, iat: now, exp: now + (mintOptions.expiresIn ?? 600), ...claims })
        .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "at+jwt" })
        .sign(key.privateKey);
    },
    signInOverHttp(authorizationUrl, login, signInOptions = {}) {
      return follow(authorizationUrl, login, signInOptions.cancel ?? false, () => false);
    },
    async portalAccessToken(login, redirectUri) {
      const verifier = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
      const challenge = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))).toString("base64url");
      const authorize = new URL("/auth", issuer);
      authorize.search = new URLSearchParams({
        client_id: PORTAL_CLIENT.id,
        response_type: "code",
        redirect_uri: redirectUri,
        scope: "openid email profile groups",
        state: "portal-state",
        code_challenge: challenge,
        code_challenge_method: "S256",
        resource: API_AUDIENCE,
      }).toString();
      const back = await follow(authorize.href, login, false, () => false);
      const code = back.searchParams.get("code");
      if (!code) throw new Error(`no code for the portal: ${back.href}`);
      const res = await fetch(new URL("/token", issuer), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: PORTAL_CLIENT.id, code_verifier: verifier, resource: API_AUDIENCE }),
      });
      const json = (await res.json()) as { access_token?: string };
      if (!json.access_token) throw new Error(`no access token for the portal: ${JSON.stringify(json)}`);
      return json.access_token;
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
