// The CLI is a client of the API: every permission check and audit entry happens there.
import { formatValidationErrors, requestOf, type AnswerOf, type Contract, type InputOf, type ValidationIssue } from "@steward/shared";
import { CliError, EXIT, type CliIO } from "./io.ts";

export const DEFAULT_API_URL = "http://localhost:8000";

export function resolveApiUrl(flag: string | undefined, io: CliIO): string {
  const raw = flag ?? io.env["STEWARD_API_URL"] ?? DEFAULT_API_URL;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("scheme");
    return url.origin + url.pathname.replace(/\/$/, "");
  } catch {
    throw new CliError(`--api-url: '${raw}' is not an http(s) URL`, EXIT.usage);
  }
}

/** A refusal by the API, with its parsed body so a command can explain it better. */
export class ApiError extends CliError {
  constructor(
    message: string,
    exitCode: number,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message, exitCode);
    this.name = "ApiError";
  }
}

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** The raw response of a successful call, for streamed answers and uploads. */
  stream(method: string, path: string, init?: { body?: BodyInit; contentType?: string }): Promise<Response>;
}

function describeError(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as { name?: string; message?: string; errors?: ValidationIssue[] };
    if (b.name === "ValidationError" && Array.isArray(b.errors)) return formatValidationErrors(b.errors).replaceAll("\n", "; ");
    if (typeof b.message === "string") return b.message;
  }
  return `HTTP ${status}`;
}

/** 400: invalid input (2); 401/403/409/423: refused by the server's rules (3); anything else: failure (1). */
export function exitCodeFor(status: number): number {
  if (status === 400 || status === 413) return EXIT.usage;
  if (status === 401 || status === 403 || status === 409 || status === 423) return EXIT.refused;
  return EXIT.failure;
}

function hint(status: number): string {
  return status === 401 ? " (not signed in or the session ended: run `steward login`, or set STEWARD_TOKEN)" : "";
}

export function createApiClient(baseUrl: string, io: CliIO, token?: string): ApiClient {
  async function send(method: string, path: string, body: BodyInit | undefined, contentType: string | undefined): Promise<Response> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (contentType) headers["content-type"] = contentType;
    if (token) headers["authorization"] = `Bearer ${token}`;
    const init: RequestInit & { duplex?: "half" } = { method, headers, body };
    // A streamed upload must say so (fetch standard).
    if (body instanceof ReadableStream) init.duplex = "half";
    let res: Response;
    try {
      res = await io.fetch(`${baseUrl}${path}`, init);
    } catch {
      throw new CliError(`cannot reach the Steward API at ${baseUrl} (is the server running? set --api-url or STEWARD_API_URL)`);
    }
    if (res.ok) return res;
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    throw new ApiError(`${method} ${path.split("?")[0]} failed (${res.status}): ${describeError(res.status, parsed)}${hint(res.status)}`, exitCodeFor(res.status), res.status, parsed);
  }
  return {
    baseUrl,
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await send(method, path, body === undefined ? undefined : JSON.stringify(body), body === undefined ? undefined : "application/json");
      const text = await res.text();
      try {
        return (text ? JSON.parse(text) : undefined) as T;
      } catch {
        throw new CliError(`${method} ${path}: the API answered something that is not JSON`);
      }
    },
    stream: (method, path, init = {}) => send(method, path, init.body, init.contentType),
  };
}

/** Calls a route through its contract in shared: its method, path, input and answer are the declaration's. */
export function callContract<C extends Contract>(api: ApiClient, contract: C, input: InputOf<C>): Promise<AnswerOf<C>> {
  const { method, path, body } = requestOf(contract, input as { params?: unknown; query?: unknown; body?: unknown });
  return api.request<AnswerOf<C>>(method, path, body);
}
