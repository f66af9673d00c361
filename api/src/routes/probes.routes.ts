// GET /healthz and GET /readyz (shared/contracts/probes.ts), mounted at the root beside /api.
import { NOT_READY_MESSAGE, probeContracts } from "@steward/shared";
import { publicRoute } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import type { Logger } from "../logger.ts";

export const probeRoutes = {
  liveness: declareRoute({ ...probeContracts.liveness, access: publicRoute() }),
  readiness: declareRoute({ ...probeContracts.readiness, access: publicRoute() }),
};

export function mountProbeRoutes(ping: () => Promise<void>, logger: Logger) {
  const routes = router();
  // Nothing but the answer: the process is alive when its event loop serves this.
  handle(routes, probeRoutes.liveness, (c) => c.json({ status: "ok" as const }, 200));
  handle(routes, probeRoutes.readiness, async (c) => {
    try {
      await ping();
      return c.json({ status: "ok" as const }, 200);
    } catch (error) {
      // Not the driver's message: it may carry the address and its credentials.
      logger.warn("not ready: the database does not answer", { error: error instanceof Error ? error.name : "unknown" });
      c.header("Retry-After", "1");
      // 503 is a declared answer of this probe, not a refusal: the handler's typing knows only successes.
      return c.json({ status: "unavailable" as const, message: NOT_READY_MESSAGE }, 503) as never;
    }
  });
  return routes;
}
