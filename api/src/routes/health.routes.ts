import { z } from "zod";
import { publicRoute } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer } from "../http/responses.ts";

export const healthRoutes = {
  health: declareRoute({
    method: "get", path: "/health", summary: "Liveness: ok once the database answers", tags: ["system"], access: publicRoute(),
    responses: { 200: answer('{"status":"ok"}', z.object({ status: z.literal("ok") })) },
  }),
};

export function mountHealthRoutes(ping: () => Promise<void>) {
  return handle(router(), healthRoutes.health, async (c) => {
    await ping();
    return c.json({ status: "ok" });
  });
}
