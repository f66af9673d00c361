// The peer's REST API under Node's own HTTP server, without Next.js: every request becomes a Fetch
// `Request` for Payload's `handleEndpoints` (the function Next.js's route handlers call), and its
// `Response` is written back. Payload is initialised before the port opens.
//
//   tsx src/server.ts --db peer.db [--port 0] [--log-queries]
// Prints `listening on http://127.0.0.1:<port>` once it answers.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { getPayload, handleEndpoints } from "payload";
import { peerConfig } from "./config.ts";

const { values } = parseArgs({ options: { db: { type: "string" }, port: { type: "string", default: "0" }, "log-queries": { type: "boolean", default: false } } });
if (!values.db) throw new Error("usage: server.ts --db peer.db [--port N]");
const config = peerConfig(values.db, { logQueries: values["log-queries"] });
await getPayload({ config });

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) for (const each of v) headers.append(k, each);
    else if (v !== undefined) headers.set(k, v);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`${origin}${req.url ?? "/"}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for a streamed body.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === "set-cookie") return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

const server = createServer((req, res) => {
  const origin = `http://${req.headers.host ?? "127.0.0.1"}`;
  handleEndpoints({ config, request: toRequest(req, origin) })
    .then((response) => send(res, response))
    .catch((e: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: e instanceof Error ? e.message : String(e) }));
    });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(values.port), "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : values.port;
  process.stdout.write(`listening on http://127.0.0.1:${port}\n`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
