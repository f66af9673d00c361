// What the SCIM tests share: a harness with a super admin and a live SCIM token, and SCIM calls as
// an identity provider makes them (application/scim+json, the token as a bearer).
import { call, createHarness, type Harness, type Json } from "./harness.ts";
import { firstUser } from "./fixtures.ts";

export const USER_URN = "urn:ietf:params:scim:schemas:core:2.0:User";
export const PATCH_URN = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const ERROR_URN = "urn:ietf:params:scim:api:messages:2.0:Error";

export interface ScimWorld {
  h: Harness;
  /** The super admin's session token. */
  root: string;
  rootId: number;
  /** A live SCIM token named "entra". */
  scimToken: string;
  tokenId: number;
}

export async function scimWorld(): Promise<ScimWorld> {
  const h = await createHarness();
  const first = await firstUser(h);
  const made = await call(h, "POST", "/api/scim/tokens", { token: first.token, body: { name: "entra" } });
  if (made.status !== 201) throw new Error(`token: ${made.status} ${JSON.stringify(made.body)}`);
  return { h, root: first.token, rootId: first.user.id, scimToken: made.body.token, tokenId: made.body.doc.id };
}

export interface ScimCallOptions {
  token?: string | null;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

/** One SCIM call, as a provider makes it; `token: null` sends none. */
export async function scim(w: ScimWorld, method: string, path: string, opts: ScimCallOptions = {}): Promise<{ status: number; headers: Headers; body: Json }> {
  const headers: Record<string, string> = { ...opts.headers };
  const token = opts.token === undefined ? w.scimToken : opts.token;
  if (token !== null) headers["authorization"] = `Bearer ${token}`;
  if (opts.body !== undefined) headers["content-type"] = opts.contentType ?? "application/scim+json";
  const res = await w.h.app.request(`http://localhost/scim/v2${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}

/** A SCIM User body as Entra ID sends it on create. */
export function entraUser(email: string, extra: Record<string, unknown> = {}) {
  const [given, family] = email.split("@")[0]!.split(".");
  return {
    schemas: [USER_URN],
    externalId: `ext-${email}`,
    userName: email,
    active: true,
    displayName: `${given} ${family ?? ""}`.trim(),
    name: { givenName: given, familyName: family ?? "" },
    emails: [{ primary: true, type: "work", value: email }],
    ...extra,
  };
}

/**
 * Signs `email` in once through the identity provider, as the person would: the identity link this
 * leaves brings a user made in Steward within provisioning's reach (issue 27).
 */
export async function throughProvider(h: Harness, email: string): Promise<void> {
  await h.services.providerSignIn.signIn({ provider: "oidc", subject: `sub-${email}`, email, emailVerified: true, name: null, groups: [] });
}

export const patchOps = (...Operations: unknown[]) => ({ schemas: [PATCH_URN], Operations });

export async function auditCount(h: Harness): Promise<number> {
  return Number((await h.database.client.execute("SELECT count(*) AS n FROM audit_logs")).rows[0]?.["n"]);
}

export async function userRow(h: Harness, id: number) {
  const rows = (await h.database.client.execute({ sql: "SELECT id, name, email, role, status FROM users WHERE id = ?", args: [id] })).rows;
  return rows[0];
}

export async function userCount(h: Harness): Promise<number> {
  return Number((await h.database.client.execute("SELECT count(*) AS n FROM users")).rows[0]?.["n"]);
}

/** Expects a SCIM error body with this status (as a string) and, when given, scimType. */
export function isScimError(res: { status: number; headers: Headers; body: Json }, status: number, scimType?: string): boolean {
  const okType = scimType === undefined ? res.body?.scimType === undefined : res.body?.scimType === scimType;
  return (
    res.status === status &&
    (res.headers.get("content-type") ?? "").startsWith("application/scim+json") &&
    Array.isArray(res.body?.schemas) &&
    res.body.schemas[0] === ERROR_URN &&
    res.body.status === String(status) &&
    typeof res.body.detail === "string" &&
    okType
  );
}
