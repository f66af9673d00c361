import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import { publicRoute } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";

export function healthRoutes(ping: () => Promise<void>) {
  return new Hono<AppEnv>().get("/health", publicRoute(), async (c) => {
    await ping();
    return c.json({ status: "ok" });
  });
}

export const healthRouteDocs: RouteDoc[] = [
  { method: "get", path: "/health", summary: "Liveness: ok once the database answers", tag: "system", access: "public", responses: { 200: '{"status":"ok"}' } },
  { method: "get", path: "/openapi.json", summary: "This document", tag: "system", access: "public", responses: { 200: "OpenAPI 3.1 document" } },
];
