// Traces (issue 29): Deno's own OpenTelemetry export (OTEL_DENO=true, OTLP over HTTP as JSON)
// pointed at a loopback receiver. A request's span arrives there, and the server's log line for
// that request names the same trace: the caller's when it sent a W3C `traceparent`, the span's own
// when it did not. Without the export, a `traceparent` still puts its trace id on the log line.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startOtlpReceiver, type OtlpReceiver } from "../support/otlp-receiver.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let receiver: OtlpReceiver;
let traced: RunningServer;
let plain: RunningServer;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  [traced, plain] = await Promise.all([
    startServer({
      env: {
        LOG_LEVEL: "info",
        OTEL_DENO: "true",
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        OTEL_SERVICE_NAME: "steward-test",
      },
    }),
    startServer({ env: { LOG_LEVEL: "info" } }),
  ]);
});
afterAll(async () => {
  await traced?.stop();
  await plain?.stop();
  await receiver?.close();
});

/** The server's log line for the request with this id, once it is written. */
async function logLineOf(server: RunningServer, requestId: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const line = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l["msg"] === "request" && l["id"] === requestId);
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no log line for ${requestId}:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function spanOf(traceId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const span = receiver.spans.find((s) => s.traceId === traceId);
    if (span) return span;
    if (Date.now() > deadline) throw new Error(`no span for trace ${traceId}; received posts: ${receiver.posts.join(", ")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

it("exports a span for a request and logs the caller's trace id with it", async () => {
  const traceId = hex(16);
  const res = await fetch(`${traced.url}/api/health`, { headers: { traceparent: `00-${traceId}-${hex(8)}-01`, "x-request-id": "traced-with-parent" } });
  expect(res.status).toBe(200);
  expect((await logLineOf(traced, "traced-with-parent"))["trace"]).toBe(traceId);
  const span = await spanOf(traceId);
  expect(span.attributes["http.request.method"] ?? span.name).toMatch(/GET/);
});

it("logs the trace id of the span the runtime opened when the caller sent none", async () => {
  const res = await fetch(`${traced.url}/healthz`, { headers: { "x-request-id": "traced-without-parent" } });
  expect(res.status).toBe(200);
  const traceId = (await logLineOf(traced, "traced-without-parent"))["trace"];
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  await spanOf(traceId as string);
});

it("without the export, still logs the trace id a caller's traceparent carries, and no invented one", async () => {
  const traceId = hex(16);
  await fetch(`${plain.url}/healthz`, { headers: { traceparent: `00-${traceId}-${hex(8)}-01`, "x-request-id": "plain-with-parent" } });
  expect((await logLineOf(plain, "plain-with-parent"))["trace"]).toBe(traceId);
  await fetch(`${plain.url}/healthz`, { headers: { traceparent: "00-not-a-trace-01", "x-request-id": "plain-bad-parent" } });
  expect(await logLineOf(plain, "plain-bad-parent")).not.toHaveProperty("trace");
});
