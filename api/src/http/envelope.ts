// What every answer passes through, API or page, in one middleware: its request id (the caller's
// X-Request-Id when it is a sane one, else ours), the request's log line, and the security headers
// every answer carries (docs/security.md). It replaces Hono's requestId and secureHeaders and a
// logging middleware: each middleware is an async frame and a promise on every request, and the
// three together were about a quarter of what a Hono hello costs (docs/performance.md, "What every
// request pays"). The headers are written once, on the final answer, errors included.
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";
import { writeOnAnswer } from "./answer-headers.ts";
import { traceIdFromHeader } from "./trace-context.ts";

/** The headers that still protect today's browsers; legacy ones are left out (docs/security.md). */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "SAMEORIGIN"],
];

const SANE_ID = /^[\w\-=]{1,255}$/;

export interface EnvelopeOptions {
  logger: Logger;
  newRequestId: () => string;
  /** Runs the rest of the request inside whatever per-request context the database needs. */
  around: (next: () => Promise<void>) => Promise<void>;
  /** The trace id of the span the runtime opened for this request, when it exports traces (trace-context.ts). */
  activeTraceId?: (() => string | undefined) | undefined;
  /** Told of every answered request, only when metrics are on: no hook, no cost (metrics/metrics.ts). */
  observe?: ((c: Context, status: number, seconds: number) => void) | undefined;
}

export function envelope({ logger, newRequestId, around, activeTraceId, observe }: EnvelopeOptions): MiddlewareHandler {
  return async (c, next) => {
    const sent = c.req.header("x-request-id");
    const id = sent !== undefined && SANE_ID.test(sent) ? sent : newRequestId();
    c.set("requestId", id);
    const started = performance.now();
    await around(next);
    writeOnAnswer(c, (headers) => {
      headers.set("X-Request-Id", id);
      for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    });
    const status = c.res.status;
    const ms = performance.now() - started;
    observe?.(c, status, ms / 1000);
    const trace = activeTraceId?.() ?? traceIdFromHeader(c.req.header("traceparent"));
    const line = { id, method: c.req.method, path: c.req.path, status, ms: Math.round(ms * 10) / 10 };
    logger.info("request", trace === undefined ? line : { ...line, trace });
  };
}
