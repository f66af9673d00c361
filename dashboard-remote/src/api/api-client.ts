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

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), if any. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header: `attachment; filename="x.csv"`. */
export function fileNameOf(disposition: string | null): string | null {
  return disposition ? (/filename="([^"]+)"/.exec(disposition)?.[1] ?? null) : null;
}

/** A call whose body is not JSON (a file) or whose answer is read as it arrives (a stream). */
export interface SendOptions {
  method?: "GET" | "POST";
  /** Sent as it is: a File or Blob goes up without being read into a string first. */
  body?: BodyInit;
  /** The body's type; JSON when the body is not given. */
  contentType?: string;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** True when the embedding page signs people in (getAccessToken): Steward's sign-in form is never shown. */
  readonly usesAccessToken: boolean;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * A file the server sends (an export), fetched with the same credentials as every call (the
   * embedding page's token included, which a bare link would not carry); refusals as ApiError.
   */
  file(path: string, signal?: AbortSignal): Promise<DownloadedFile>;
  /**
   * The same call as `request` (the token or the cookie, the app-wide events, a refusal thrown as
   * ApiError), with a body sent as it is (a file), and the successful answer handed back unread,
   * for a caller that reads a stream (issue 32's import).
   */
  send(path: string, options?: SendOptions): Promise<Response>;
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

  async function send(path: string, options: { method?: string; body?: BodyInit; contentType?: string; signal?: AbortSignal }): Promise<Response> {
    const token = getAccessToken ? await getAccessToken() : undefined;
    const contentType = options.contentType ?? "application/json";
    const init: RequestInit = token
      ? // The provider's token says who is calling; no cookie goes along.
        { method: options.method ?? "GET", credentials: "omit", headers: { "content-type": contentType, authorization: `Bearer ${token}` } }
      : { method: options.method ?? "GET", credentials: "include", headers: { "content-type": contentType } };
    if (options.body !== undefined) init.body = options.body;
    if (options.signal) init.signal = options.signal;
    return fetchImpl(`${baseUrl}${path}`, init);
  }

  async function refusal(response: Response): Promise<ApiError> {
    const body = await readBody(response);
    const payload: ApiErrorPayload = isApiErrorBody(body) ? body : null;
    const error = new ApiError(response.status, payload);
    if (response.status === 403 && error.code === ERROR_CODES.policyNotAccepted) emit("policy-not-accepted");
    if (response.status === 401) emit("unauthorized");
    return error;
  }

  return {
    baseUrl,
    usesAccessToken: getAccessToken !== undefined,
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const response = await send(path, {
        method: options.method ?? "GET",
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (!response.ok) throw await refusal(response);
      return (await readBody(response)) as T;
    },
    async send(path, options = {}) {
      const response = await send(path, options);
      if (!response.ok) throw await refusal(response);
      return response;
    },
    async file(path, signal) {
      const response = await send(path, signal ? { signal } : {});
      if (!response.ok) throw await refusal(response);
      return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("content-disposition")) };
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
