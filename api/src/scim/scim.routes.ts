// The SCIM 2.0 service provider (RFC 7644) at /scim/v2, mounted on the top-level app beside /api:
// server-to-server, so no cookie, no session and no CORS. Every request needs a live SCIM token
// (`Authorization: Bearer`), discovery endpoints included. Bodies are application/scim+json (or
// application/json), read up to STEWARD_MAX_BODY_BYTES and guarded like the API's; every refusal is
// a SCIM error body (errors.ts), never a stack trace.
import { Hono, type Context } from "hono";
import { LibsqlError } from "@libsql/client";
import { isBusy } from "../db/file-client/cached-connection.ts";
import { isDatabaseUnreachable } from "../db/unreachable.ts";
import { Refusal } from "../domain/errors.ts";
import { findJsonProblem } from "../http/json-guard.ts";
import type { Logger } from "../logger.ts";
import type { Services } from "../services/services.ts";
import type { ScimPrincipal } from "../services/scim-token-service.ts";
import { publicUrlOf, type Settings } from "../settings.ts";
import { invalidSyntax, invalidValue, ScimError, scimErrorBody, scimErrorOfRefusal, scimNotFound } from "./errors.ts";
import { parseUserFilter } from "./filter.ts";
import { DEFAULT_COUNT, listResponse, MAX_RESULTS, serviceProviderConfigDoc, USER_SCHEMA, userResourceTypeDoc, userSchemaDoc } from "./schemas.ts";
import { toScimUser } from "./user-resource.ts";
import { parseUserBody } from "./user-state.ts";

export const SCIM_BASE_PATH = "/scim/v2";
const SCIM_MEDIA_TYPE = "application/scim+json";

interface ScimEnv {
  Variables: { requestId: string; principal: ScimPrincipal };
}

export interface ScimAppDeps {
  services: Services;
  settings: Settings;
  logger: Logger;
}

function answer(c: Context, body: unknown, status: 200 | 201 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500 | 503 = 200, headers: Record<string, string> = {}) {
  return c.body(JSON.stringify(body), status, { "Content-Type": `${SCIM_MEDIA_TYPE}; charset=utf-8`, ...headers });
}

/** Reads at most `max` bytes of the body as text; 413 beyond. */
async function readLimited(request: Request, max: number): Promise<string> {
  if (request.body === null) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new ScimError("too_large", `The body is larger than ${max} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidSyntax("The body is not UTF-8 text");
  }
}

/** The JSON body of a POST, PUT or PATCH: the right media type, within the size limit, well formed. */
async function readBody(c: Context, max: number): Promise<unknown> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== SCIM_MEDIA_TYPE && type !== "application/json") {
    throw new ScimError("unsupported_media", `Send the body as ${SCIM_MEDIA_TYPE} (or application/json), not '${type || "nothing"}'`);
  }
  if (Number(c.req.header("content-length") ?? 0) > max) throw new ScimError("too_large", `The body is larger than ${max} bytes`);
  const text = await readLimited(c.req.raw, max);
  if (text.trim() === "") throw invalidSyntax("The body is empty: send a JSON object");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidSyntax("The body is not valid JSON");
  }
  const problem = findJsonProblem(body);
  if (problem) throw invalidSyntax(`The body is refused at '${problem.path || "(top)"}': ${problem.message}`);
  return body;
}

/** A user id in a path: the Steward id's digits; anything else names no user. */
function userIdOf(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw scimNotFound(`No user with id '${raw.slice(0, 40)}'`);
  return Number(raw);
}

/** `startIndex` and `count` (RFC 7644 section 3.4.2.4): below 1 reads as 1, below 0 as 0, above the maximum as the maximum. */
function pageParam(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  if (!/^-?\d{1,9}$/.test(raw.trim())) throw invalidValue(`${name} must be an integer`);
  return Number(raw.trim());
}

export function createScimApp({ services, settings, logger }: ScimAppDeps) {
  const scim = new Hono<ScimEnv>({ strict: false });
  const base = `${publicUrlOf(settings)}${SCIM_BASE_PATH}`;
  const maxBody = settings.STEWARD_MAX_BODY_BYTES;

  // A SCIM token and nothing else: a session's cookie or bearer token is not one.
  scim.use("*", async (c, next) => {
    const header = c.req.header("authorization");
    const bearer = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1] : undefined;
    if (!bearer) throw new ScimError("unauthenticated", "A SCIM token is required: Authorization: Bearer <token>, made with `steward scim token create --name NAME`");
    const principal = await services.scimTokens.authenticate(bearer);
    if (!principal) throw new ScimError("unauthenticated", "The SCIM token is unknown or revoked");
    c.set("principal", principal);
    await next();
  });

  scim.get("/ServiceProviderConfig", (c) => answer(c, serviceProviderConfigDoc(base)));
  scim.get("/ResourceTypes", (c) => answer(c, listResponse([userResourceTypeDoc(base)], 1, 1)));
  scim.get("/ResourceTypes/User", (c) => answer(c, userResourceTypeDoc(base)));
  scim.get("/Schemas", (c) => answer(c, listResponse([userSchemaDoc(base)], 1, 1)));
  scim.get("/Schemas/:id", (c) => {
    if (c.req.param("id").toLowerCase() !== USER_SCHEMA.toLowerCase()) throw scimNotFound(`No schema '${c.req.param("id").slice(0, 100)}': Steward has ${USER_SCHEMA}`);
    return answer(c, userSchemaDoc(base));
  });

  scim.get("/Users", async (c) => {
    const rawFilter = c.req.query("filter");
    const filter = rawFilter === undefined ? null : parseUserFilter(rawFilter);
    const startIndex = Math.max(1, pageParam(c.req.query("startIndex"), "startIndex", 1));
    const count = Math.min(MAX_RESULTS, Math.max(0, pageParam(c.req.query("count"), "count", DEFAULT_COUNT)));
    const { rows, total } = await services.scimUsers.list({ filter, offset: startIndex - 1, limit: count });
    return answer(c, listResponse(rows.map((r) => toScimUser(r, base)), total, startIndex));
  });

  scim.post("/Users", async (c) => {
    const state = parseUserBody(await readBody(c, maxBody), "create");
    const { row } = await services.scimUsers.create(c.var.principal, state);
    const resource = toScimUser(row, base);
    return answer(c, resource, 201, { Location: resource.meta.location });
  });

  scim.get("/Users/:id", async (c) => answer(c, toScimUser(await services.scimUsers.get(userIdOf(c.req.param("id"))), base)));

  scim.put("/Users/:id", async (c) => {
    const id = userIdOf(c.req.param("id"));
    const state = parseUserBody(await readBody(c, maxBody), "replace");
    return answer(c, toScimUser(await services.scimUsers.replace(c.var.principal, id, state), base));
  });

  scim.patch("/Users/:id", async (c) => {
    const id = userIdOf(c.req.param("id"));
    const body = await readBody(c, maxBody);
    return answer(c, toScimUser(await services.scimUsers.patch(c.var.principal, id, body), base));
  });

  scim.delete("/Users/:id", async (c) => {
    await services.scimUsers.remove(c.var.principal, userIdOf(c.req.param("id")));
    return c.body(null, 204);
  });

  // Hono consults only the top-level app's notFound: anything else here is a SCIM 404.
  scim.all("*", () => {
    throw scimNotFound("No such SCIM endpoint: Steward serves /Users, /ServiceProviderConfig, /Schemas and /ResourceTypes");
  });

  scim.onError((err, c) => {
    let error: ScimError;
    const headers: Record<string, string> = {};
    if (err instanceof ScimError) error = err;
    else if (err instanceof Refusal) error = scimErrorOfRefusal(err);
    else if ((err instanceof LibsqlError && isBusy(err)) || isDatabaseUnreachable(err)) {
      if (!(err instanceof LibsqlError)) logger.warn("database unreachable", { id: c.var.requestId, path: c.req.path });
      error = new ScimError("unavailable", "The database is busy or unreachable: try again");
      headers["Retry-After"] = "1";
    } else {
      logger.error("unhandled error", { id: c.var.requestId, path: c.req.path, error: String(err instanceof Error ? err.stack : err) });
      error = new ScimError("internal", `Internal error (request ${c.var.requestId})`);
    }
    if (error.kind === "unauthenticated") headers["WWW-Authenticate"] = 'Bearer realm="Steward SCIM"';
    return answer(c, scimErrorBody(error), error.status as 400, headers);
  });

  return scim;
}
