import { ERROR_CODES } from "@steward/shared";
import { ApiError, isApiErrorBody, type ApiErrorPayload } from "./api-error.ts";

export type ApiEvent = "policy-not-accepted" | "unauthorized";
type Listener = () => void;

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The embedding page's access token from its identity provider (issue 17): asked before every
 * call, so the page may refresh it whenever it likes. No token: the call goes with the cookie.
 */
export type AccessTokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClient {
  readonly baseUrl: string;
  /** True when the embedding page signs people in (getAccessToken): Steward's sign-in form is never shown. */
  readonly usesAccessToken: boolean;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A file the server makes (a report): its bytes and the name it gives, with the same credentials as every call. */
  download(path: string): Promise<{ blob: Blob; filename: string | null }>;
  /** Subscribe to answers that concern the whole app rather than one call; returns the unsubscribe. */
  on(event: ApiEvent, listener: Listener): () => void;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createApiClient(
  baseUrl: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  getAccessToken?: AccessTokenSource,
): ApiClient {
  const listeners = new Map<ApiEvent, Set<Listener>>();
  const emit = (event: ApiEvent) => listeners.get(event)?.forEach((listener) => listener());

  const initFor = async (options: RequestOptions): Promise<RequestInit> => {
    const token = getAccessToken ? await getAccessToken() : undefined;
    const init: RequestInit = token
      ? // The provider's token says who is calling; no cookie goes along.
        { method: options.method ?? "GET", credentials: "omit", headers: { "content-type": "application/json", authorization: `Bearer ${token}` } }
      : { method: options.method ?? "GET", credentials: "include", headers: { "content-type": "application/json" } };
    if (options.body !== undefined) init.body = JSON.stringify(options.body);
    if (options.signal) init.signal = options.signal;
    return init;
  };
  const refusal = (response: Response, body: unknown) => {
    const payload: ApiErrorPayload = isApiErrorBody(body) ? body : null;
    const error = new ApiError(response.status, payload);
    if (response.status === 403 && error.code === ERROR_CODES.policyNotAccepted) emit("policy-not-accepted");
    if (response.status === 401) emit("unauthorized");
    return error;
  };

  return {
    baseUrl,
    usesAccessToken: getAccessToken !== undefined,
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const response = await fetchImpl(`${baseUrl}${path}`, await initFor(options));
      const body = await readBody(response);
      if (!response.ok) throw refusal(response, body);
      return body as T;
    },
    async download(path: string) {
      const response = await fetchImpl(`${baseUrl}${path}`, await initFor({}));
      if (!response.ok) throw refusal(response, await readBody(response));
      const disposition = response.headers.get("content-disposition") ?? "";
      return { blob: await response.blob(), filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null };
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
