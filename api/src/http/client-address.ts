// The address a request came from, as the server saw the connection. Deno.serve hands its
// connection info to the app as Hono's env; a test's app.request has none. Behind a proxy every
// client shares the proxy's address (docs/decisions.md).
import type { Context } from "hono";

export function clientAddress(c: Context): string {
  const env = c.env as { remoteAddr?: { hostname?: string } } | undefined;
  return env?.remoteAddr?.hostname ?? "unknown";
}
