// Cross-site request defences for cookie-authenticated writes (decisions.md, Authentication).
import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { ERROR_CODES, IMPORT_CONTENT_TYPES, importEndpoints } from "@steward/shared";
import { factory, type AppEnv } from "./context.ts";
import { badRequest, HttpError } from "./errors.ts";
import { assertSafeJson } from "./json-guard.ts";
import { SAML_PATHS } from "../saml/saml-config.ts";
import { UNSUBSCRIBE_PATH } from "../notifications/unsubscribe-token.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const mediaTypeOf = (c: Context) => (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();

/**
 * The one exception to both guards below: the SAML assertion consumer service (HTTP-POST binding),
 * for exactly this method, path and media type. The IdP's page posts the form from the IdP's own
 * site, so its Origin is foreign by nature; nothing rides on a cookie there, since the signed
 * response is what authenticates it (routes/saml.routes.ts, docs/security.md).
 */
export function isSamlAcsFormPost(c: Context): boolean {
  return c.req.method === "POST" && c.req.path === SAML_PATHS.acs && mediaTypeOf(c) === "application/x-www-form-urlencoded";
}

/**
 * The one-click unsubscribe of RFC 8058: a mail provider POSTs `List-Unsubscribe=One-Click` as a
 * form to the link's URL. Nothing rides on a cookie there (the signed token in the URL is what
 * authorises it, routes/notifications.routes.ts), so it may be a form, for exactly this path.
 */
export function isUnsubscribeFormPost(c: Context): boolean {
  const type = mediaTypeOf(c);
  return c.req.method === "POST" && c.req.path === UNSUBSCRIBE_PATH && (type === "application/x-www-form-urlencoded" || type === "multipart/form-data");
}

/**
 * The spreadsheet import's upload: its body is the file itself, CSV or XLSX, for exactly this method
 * and path. Neither type is one a cross-site form can send (a browser asks first), and the origin
 * check still applies.
 */
export function isImportUpload(c: Context): boolean {
  const type = mediaTypeOf(c);
  return c.req.method === "POST" && c.req.path === `/api${importEndpoints.upload.path}` && (type === IMPORT_CONTENT_TYPES.csv || type === IMPORT_CONTENT_TYPES.xlsx);
}

export function isBearer(header: string | undefined): boolean {
  return header !== undefined && /^Bearer\s+\S+$/i.test(header);
}

/**
 * Unsafe requests that could ride on the browser's cookie must come from the server's own origin
 * or a configured one. A bearer token cannot be sent by a foreign page, so it needs no check.
 */
export function originCheck(allowedOrigins: readonly string[], publicOrigin?: string) {
  return factory.createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isBearer(c.req.header("authorization")) || isSamlAcsFormPost(c)) return next();
    const own = publicOrigin ?? new URL(c.req.url).origin;
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (origin !== own && !allowedOrigins.includes(origin)) {
        throw new HttpError(403, { message: ERROR_CODES.originNotAllowed });
      }
    } else if (c.req.header("sec-fetch-site") === "cross-site") {
      throw new HttpError(403, { message: ERROR_CODES.originNotAllowed });
    }
    return next();
  });
}

/**
 * JSON endpoints take JSON only: forms and text/plain are how cross-site posts arrive. This reads
 * only the headers; the body itself is read by the route's validator, after its access rule
 * (readJsonBody), so a caller who may not call a route never gets a body parsed.
 */
export const jsonBodiesOnly = factory.createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || isSamlAcsFormPost(c) || isUnsubscribeFormPost(c) || isImportUpload(c)) return next();
  const length = c.req.header("content-length");
  const rawType = c.req.header("content-type");
  // Deno.serve hands a DELETE sent without any body (curl's, fetch's) a body stream all the same:
  // without a length, a transfer encoding or a media type there is no body (RFC 9112 section 6.3).
  const declaresNoBody = length === undefined && rawType === undefined && c.req.header("transfer-encoding") === undefined;
  if (c.req.raw.body === null || length === "0" || declaresNoBody) return next();
  const type = (rawType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(415, { message: ERROR_CODES.unsupportedMediaType });
  }
  return next();
});

const tooLarge = () => new HttpError(413, { message: ERROR_CODES.payloadTooLarge });
const limits = new Map<number, MiddlewareHandler>();

/**
 * Reads the body, at most `maxBodyBytes` of it (413 beyond), parses and guards it; Hono keeps it,
 * so the schema's validator does not parse it again.
 */
export async function readJsonBody(c: Context, next: Next): Promise<Response | void> {
  const max = (c as Context<AppEnv>).var.maxBodyBytes;
  let limit = limits.get(max);
  if (!limit) limits.set(max, (limit = bodyLimit({ maxSize: max, onError: () => { throw tooLarge(); } })));
  return limit(c, async () => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch (e) {
      if (e instanceof HTTPException || e instanceof HttpError) throw e;
      throw badRequest([{ path: "", message: "Malformed JSON body" }], "Malformed request");
    }
    assertSafeJson(body);
    await next();
  });
}
