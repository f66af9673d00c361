// The portal's own sign-in at the institution's identity provider (issue 17): OpenID Connect
// authorization code with PKCE, as a public client in the browser, asking for an access token for
// Steward's API (the `resource` the API's OIDC_API_AUDIENCE names). The token is kept for this tab
// only (sessionStorage) and handed to the dashboard through mount's getAccessToken, so the embedded
// dashboard never asks anyone to sign in again.
export interface PortalOidc {
  issuer: string;
  clientId: string;
  /** Steward's API audience: the token is asked for this resource. */
  audience: string;
}

const TOKEN_KEY = "portal.oidc.token";
const PENDING_KEY = "portal.oidc.pending";
export const SIGNED_IN_PATH = "/portal/signed-in";

interface StoredToken {
  accessToken: string;
  /** Unix ms. */
  expiresAt: number;
}

interface Pending {
  state: string;
  verifier: string;
  returnPath: string;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
}

function base64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

const random = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

async function discover(oidc: PortalOidc): Promise<Discovery> {
  const response = await fetch(`${oidc.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`the identity provider's discovery answered ${response.status}`);
  return (await response.json()) as Discovery;
}

/** The access token, while it has more than half a minute left; else null. */
export function currentToken(): string | null {
  const raw = sessionStorage.getItem(TOKEN_KEY);
  if (!raw) return null;
  try {
    const token = JSON.parse(raw) as StoredToken;
    return token.expiresAt - 30_000 > Date.now() ? token.accessToken : null;
  } catch {
    return null;
  }
}

export function signOut(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}

/** Sends the browser to the provider; it comes back to SIGNED_IN_PATH. */
export async function beginSignIn(oidc: PortalOidc, returnPath: string): Promise<void> {
  const { authorization_endpoint } = await discover(oidc);
  const pending: Pending = { state: random(), verifier: random(), returnPath };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const challenge = base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(pending.verifier))));
  const url = new URL(authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: oidc.clientId,
    response_type: "code",
    redirect_uri: new URL(SIGNED_IN_PATH, window.location.origin).href,
    scope: "openid email profile groups",
    state: pending.state,
    code_challenge: challenge,
    code_challenge_method: "S256",
    resource: oidc.audience,
  }).toString();
  window.location.assign(url.href);
}

/** Back from the provider: checks the state, trades the code for the token; the path to go on to. */
export async function completeSignIn(oidc: PortalOidc, here: URL): Promise<string> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = raw ? (JSON.parse(raw) as Pending) : null;
  const error = here.searchParams.get("error");
  if (error) throw new Error(`the identity provider refused: ${error}`);
  if (!pending || here.searchParams.get("state") !== pending.state) throw new Error("this sign-in was not started here, or was already finished");
  const { token_endpoint } = await discover(oidc);
  const response = await fetch(token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: here.searchParams.get("code") ?? "",
      redirect_uri: new URL(SIGNED_IN_PATH, window.location.origin).href,
      client_id: oidc.clientId,
      code_verifier: pending.verifier,
      resource: oidc.audience,
    }),
  });
  const body = (await response.json()) as { access_token?: string; expires_in?: number; error?: string };
  if (!response.ok || !body.access_token) throw new Error(`the identity provider gave no token: ${body.error ?? response.status}`);
  const stored: StoredToken = { accessToken: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
  sessionStorage.setItem(TOKEN_KEY, JSON.stringify(stored));
  return pending.returnPath;
}
