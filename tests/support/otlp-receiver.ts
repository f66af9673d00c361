// A loopback OTLP/HTTP receiver (JSON encoding), standing in for an OpenTelemetry collector: it
// keeps the spans it is sent, so a test can find the one a request made.
import { createServer, type Server } from "node:http";

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  name: string;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The base address, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: ReceivedSpan[];
  /** Paths posted to, in order (/v1/traces, /v1/metrics, /v1/logs). */
  posts: string[];
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

const valueOf = (v: OtlpValue | undefined) => v?.stringValue ?? v?.intValue ?? v?.boolValue ?? v?.doubleValue;

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const posts: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      posts.push(req.url ?? "");
      if (req.url === "/v1/traces") {
        const doc = JSON.parse(body) as { resourceSpans?: { scopeSpans?: { spans?: { traceId: string; spanId: string; name: string; attributes?: { key: string; value: OtlpValue }[] }[] }[] }[] };
        for (const resource of doc.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? []) {
              spans.push({ traceId: span.traceId, spanId: span.spanId, name: span.name, attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])) });
            }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, spans, posts, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
