// The CLI is a client of the API: every permission check and audit entry happens there.
import { formatValidationErrors, type ValidationIssue } from "@steward/shared";
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

export interface ApiClient {
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
}

function describeError(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as { name?: string; message?: string; errors?: ValidationIssue[] };
    if (b.name === "ValidationError" && Array.isArray(b.errors)) return formatValidationErrors(b.errors).replaceAll("\n", "; ");
    if (typeof b.message === "string") return b.message;
  }
  return `HTTP ${status}`;
}

export function createApiClient(baseUrl: string, io: CliIO, token?: string): ApiClient {
  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const headers: Record<string, string> = { accept: "application/json" };
      if (body !== undefined) headers["content-type"] = "application/json";
      if (token) headers["authorization"] = `Bearer ${token}`;
      let res: Response;
      try {
        res = await io.fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      } catch {
        throw new CliError(`cannot reach the Steward API at ${baseUrl} (is the server running? set --api-url or STEWARD_API_URL)`);
      }
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      if (!res.ok) {
        throw new CliError(`${method} ${path} failed (${res.status}): ${describeError(res.status, parsed)}`, res.status === 403 || res.status === 409 ? EXIT.refused : EXIT.failure);
      }
      return parsed as T;
    },
  };
}
