// Headers written on the final answer, after the route has run (the CORS headers, the envelope's).
// An answer whose headers are immutable (one passed through from fetch) is copied once, so that
// they can still be written.
import type { Context } from "hono";

export function writeOnAnswer(c: Context, write: (headers: Headers) => void): void {
  try {
    write(c.res.headers);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    c.res = new Response(c.res.body, c.res);
    write(c.res.headers);
  }
}
