// Why a latest post could not be fetched; the service turns the kind into an HTTP status and the
// message into the envelope's `message`.
export type LatestPostFailure = "not_configured" | "not_found" | "upstream";

export class LatestPostError extends Error {
  constructor(
    readonly kind: LatestPostFailure,
    message: string,
    /** The provider's HTTP status, when it answered one (429: its rate limit). */
    readonly status?: number,
  ) {
    super(message);
    this.name = "LatestPostError";
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 10_000;

/** GET a provider URL as JSON; any transport failure or non-2xx answer is an `upstream` error. */
export async function getJson(fetchImpl: FetchLike, provider: string, url: string, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: "application/json", ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new LatestPostError("upstream", `${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw new LatestPostError("upstream", `${provider} answered ${response.status}${providerMessage(body) ? `: ${providerMessage(body)}` : ""}`, response.status);
  }
  return body;
}

/** The error text both providers put in their error bodies, when there is one. */
function providerMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const b = body as { error?: { message?: unknown }; detail?: unknown; title?: unknown };
  if (typeof b.error?.message === "string") return b.error.message;
  if (typeof b.detail === "string") return b.detail;
  if (typeof b.title === "string") return b.title;
  return undefined;
}

/** Joins a configured base URL (which may carry a path, like .../youtube/v3) and a path. */
export function endpoint(baseUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
