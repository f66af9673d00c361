// GET /metrics, only when STEWARD_METRICS=on: the exposition text for Prometheus, behind a bearer
// token (STEWARD_METRICS_TOKEN). On the service's own port rather than a second one: one address
// to run, probe and put behind the proxy, and Prometheus sends a bearer token natively
// (`authorization: { credentials_file: ... }`). Without the token anyone who can reach the proxy
// could read the service's traffic and backlog. When metrics are off the route does not exist: a
// scraper pointed at it gets a 404, never a page that looks healthy.
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import type { Metrics } from "./metrics.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

export function mountMetricsRoute(metrics: Metrics, token: string) {
  const expected = digest(`Bearer ${token}`);
  const routes = new Hono<AppEnv>();
  routes.get("/metrics", async (c) => {
    // Compared as digests, in constant time: equal lengths, and no early exit on the first wrong byte.
    if (!timingSafeEqual(digest(c.req.header("authorization") ?? ""), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("The metrics need the bearer token set in STEWARD_METRICS_TOKEN.\n", 401);
    }
    const { contentType, body } = await metrics.scrape();
    return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  });
  return routes;
}
