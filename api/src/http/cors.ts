// Cross-origin headers for /api (configured origins, with credentials) and for the public directory
// (any origin). Hono's own `cors` writes its headers on `c.res` before the route runs, and that
// makes Hono build every answer twice: an empty Response to hold them, then the route's, with each
// header copied across. That copy cost about 12 µs a request, close to a whole Hono hello
// (docs/performance.md, "What every request pays"), so the headers are written here once, on the
// final answer, after the route. The rules are the ones `hono/cors` applied.
import type { MiddlewareHandler } from "hono";
import { writeOnAnswer } from "./answer-headers.ts";

export interface CorsRules {
  /** `"*"` for any origin, or the origin to answer for a request's Origin (null: none). */
  origin: "*" | ((origin: string) => string | null);
  credentials?: boolean;
  allowMethods: readonly string[];
  allowHeaders?: readonly string[];
  exposeHeaders?: readonly string[];
  maxAgeSeconds?: number;
}

export function corsHeaders(rules: CorsRules): MiddlewareHandler {
  const anyOrigin = rules.origin === "*";
  const allowOrigin = (c: Parameters<MiddlewareHandler>[0]) => {
    if (rules.origin === "*") return "*";
    const origin = c.req.header("origin");
    return origin ? rules.origin(origin) : null;
  };
  const methods = rules.allowMethods.join(",");
  const allowHeaders = rules.allowHeaders?.length ? rules.allowHeaders.join(",") : undefined;
  const exposeHeaders = rules.exposeHeaders?.length ? rules.exposeHeaders.join(",") : undefined;

  const common = (headers: Headers, origin: string | null) => {
    if (origin) headers.set("Access-Control-Allow-Origin", origin);
    if (rules.credentials) headers.set("Access-Control-Allow-Credentials", "true");
    if (exposeHeaders) headers.set("Access-Control-Expose-Headers", exposeHeaders);
    if (!anyOrigin) headers.append("Vary", "Origin");
  };

  return async (c, next) => {
    const origin = allowOrigin(c);
    if (c.req.method === "OPTIONS") {
      // A preflight is answered here, whatever the path: the browser asks before it sends the request.
      const preflight = c.body(null, 204);
      common(preflight.headers, origin);
      if (rules.maxAgeSeconds !== undefined) preflight.headers.set("Access-Control-Max-Age", String(rules.maxAgeSeconds));
      preflight.headers.set("Access-Control-Allow-Methods", methods);
      const asked = allowHeaders ?? c.req.header("access-control-request-headers")?.split(",").map((h) => h.trim()).join(",");
      if (asked) {
        preflight.headers.set("Access-Control-Allow-Headers", asked);
        preflight.headers.append("Vary", "Access-Control-Request-Headers");
      }
      return preflight;
    }
    await next();
    writeOnAnswer(c, (headers) => common(headers, origin));
  };
}

/** Only configured origins, never a reflected one. */
const configured = (allowed: readonly string[]) => (origin: string) => (allowed.includes(origin) ? origin : null);

/** /api: an embedding portal's page calls it with the browser's cookie. */
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  return corsHeaders({
    origin: configured(allowedOrigins),
    credentials: true,
    allowMethods: ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"],
    allowHeaders: ["Content-Type", "Authorization"],
  });
}

/** /remote/*: an embedding portal fetches the dashboard's manifest (scripts need no CORS); files only, no cookie. */
export function remoteFilesCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  return corsHeaders({ origin: configured(allowedOrigins), allowMethods: ["GET", "HEAD", "OPTIONS"] });
}
