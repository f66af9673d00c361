// The trace a request belongs to, for its log line (issue 29: log lines carry the trace id). With
// Deno's OpenTelemetry export on (OTEL_DENO=true) the runtime opens a span for every request and
// continues the caller's W3C trace; api/main.ts then passes `activeTraceId`, and the log line
// names the very trace the span was exported under. Without it, a caller's `traceparent` header
// still gives the trace id, so a proxy's or a client's trace finds this server's lines.

/** W3C Trace Context: version-traceid-parentid-flags; an all-zero id is invalid. */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

export function traceIdFromHeader(traceparent: string | undefined): string | undefined {
  if (traceparent === undefined) return undefined;
  const id = TRACEPARENT.exec(traceparent.trim().toLowerCase())?.[1];
  return id === undefined || /^0+$/.test(id) ? undefined : id;
}
