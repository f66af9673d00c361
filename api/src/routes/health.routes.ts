import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import { publicRoute } from "../http/guards.ts";

export function healthRoutes(ping: () => Promise<void>) {
  return new Hono<AppEnv>().get("/health", publicRoute(), async (c) => {
    await ping();
    return c.json({ status: "ok" });
  });
}
