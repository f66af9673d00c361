// A libSQL server that cannot be reached (stopped, restarting, the network between down) is not a
// fault of this instance: such a request is answered 503 with Retry-After, and since the client
// opens a new connection for the next call, the instance serves again as soon as the server does.
import { LibsqlError } from "@libsql/client";

/** The server's HTTP endpoint could not be reached at all; nothing was executed by this call. */
export class DatabaseUnreachable extends Error {
  constructor(cause: unknown) {
    super("the libSQL server cannot be reached", { cause });
    this.name = "DatabaseUnreachable";
  }
}

/**
 * The fetch the HTTP client uses: a fetch that rejects (it does so only when no answer came back)
 * says so with its own error class, so it is not taken for any other failed fetch of the process.
 */
export function fetchReportingUnreachable(inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await inner(input, init);
    } catch (e) {
      throw new DatabaseUnreachable(e);
    }
  };
}

/** The WebSocket client's own words for a socket it could not open or that was lost. */
const UNREACHABLE_CODES = new Set(["HRANA_WEBSOCKET_ERROR", "HRANA_CLOSED_ERROR"]);

/** Whether `error`, or what it wraps (drizzle wraps every failed query), says the server is gone. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (e instanceof DatabaseUnreachable) return true;
    if (e instanceof LibsqlError && UNREACHABLE_CODES.has(e.code)) return true;
  }
  return false;
}
