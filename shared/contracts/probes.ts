// The probes a process manager or an orchestrator asks, beside the API at the conventional
// addresses (issue 29): liveness never touches the database, so a database blip restarts nothing;
// readiness does, so a load balancer stops sending requests to an instance that cannot serve them.
// GET /api/health stays what the contract says (a readiness answer with the API's error body).
import { z } from "zod";
import { answer } from "./answers.ts";

const probeBody = z.object({ status: z.enum(["ok", "unavailable"]), message: z.string().optional() });

export const probeContracts = {
  liveness: {
    method: "get" as const, path: "/healthz" as const, summary: "Liveness: ok while the process serves; never asks the database", tags: ["system"],
    responses: { 200: answer('{"status":"ok"}', probeBody) },
  },
  readiness: {
    method: "get" as const, path: "/readyz" as const, summary: "Readiness: ok once the database answers", tags: ["system"],
    responses: {
      200: answer('{"status":"ok"}', probeBody),
      503: answer('{"status":"unavailable","message":"..."}: the database does not answer', probeBody),
    },
  },
};

/** What readiness says while the database does not answer. */
export const NOT_READY_MESSAGE =
  "The database does not answer, so this instance cannot serve requests now. It serves again by itself once the database answers; check DATABASE_URL and the database server.";
