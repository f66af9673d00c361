// A tiny HTTP server on 127.0.0.1 and a free port, for stand-ins of outside services in tests.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
}

export interface StandInAnswer {
  status: number;
  body: unknown;
}

export interface LoopbackServer {
  url: string;
  requests: StandInRequest[];
  close(): Promise<void>;
}

export async function startLoopbackServer(answer: (request: StandInRequest) => StandInAnswer): Promise<LoopbackServer> {
  const requests: StandInRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const request = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    const { status, body } = answer(request);
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
