// A stand-in for the server: answers registered per "METHOD /path" and a log of every call.
export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Headers besides the JSON content type (a file's Content-Disposition). */
  headers?: Record<string, string>;
  /** An answer read as it arrives (an NDJSON stream): sent as it is, instead of `body` as JSON. */
  stream?: ReadableStream<Uint8Array>;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit;
}

type Handler = (call: RecordedCall) => FakeAnswer;

export interface FakeApi {
  fetch: typeof fetch;
  calls: RecordedCall[];
  on(route: string, answer: FakeAnswer | Handler): void;
  has(route: string): boolean;
  callsTo(route: string): RecordedCall[];
}

export function createFakeApi(): FakeApi {
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "http://steward.test");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const call: RecordedCall = { method, path: url.pathname, query: url.searchParams, body, init };
    calls.push(call);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const answer = handler ? handler(call) : { status: 404, body: { message: "NOT_FOUND" } };
    if (answer.stream) return new Response(answer.stream, { status: answer.status, headers: { "content-type": "application/x-ndjson" } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  };

  return {
    fetch: fakeFetch,
    calls,
    on(route, answer) {
      handlers.set(route, typeof answer === "function" ? answer : () => answer);
    },
    has(route) {
      return handlers.has(route);
    },
    callsTo(route) {
      const [method, path] = route.split(" ");
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}
