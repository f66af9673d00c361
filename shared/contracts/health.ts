// The liveness route's contract. The API attaches the access rule (public) and the handler
// (api/src/routes/health.routes.ts).
import { z } from "zod";
import { answer } from "./answers.ts";
import { healthEndpoints } from "./health-endpoints.ts";

export const healthContracts = {
  health: {
    ...healthEndpoints.health, summary: "Liveness: ok once the database answers", tags: ["system"],
    responses: { 200: answer('{"status":"ok"}', z.object({ status: z.literal("ok") })) },
  },
};

export type HealthContracts = typeof healthContracts;
