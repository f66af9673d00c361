import { healthContracts } from "@steward/shared";
import { publicRoute } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const healthRoutes = {
  health: declareRoute({ ...healthContracts.health, access: publicRoute() }),
};

export function mountHealthRoutes(ping: () => Promise<void>) {
  return handle(router(), healthRoutes.health, async (c) => {
    await ping();
    return c.json({ status: "ok" });
  });
}
