// The guard of every route, made from its declared access rule (access-rules.ts). It runs before
// anything reads the request's body, and a test proves each mounted route has exactly one.
import type { MiddlewareHandler } from "hono";
import { ERROR_CODES } from "@steward/shared";
import { roleAdmitted, type AccessRule } from "./access-rules.ts";
import { factory, type Actor, type AppEnv } from "./context.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";

export const ruleMiddlewares = new WeakSet<MiddlewareHandler>();

/** The caller, or 401. Unless `policyExempt`, a caller who has not accepted the policy gets 403. */
function admit(actor: Actor | null, policyExempt: boolean): Actor {
  if (!actor) throw unauthorized();
  if (!policyExempt && actor.currentPolicyId !== null && !actor.acceptedCurrentPolicy) {
    throw new HttpError(403, { message: ERROR_CODES.policyNotAccepted });
  }
  return actor;
}

/** A fresh middleware per route, so the registry test can count one per handler chain. */
export function guardFor(access: AccessRule): MiddlewareHandler<AppEnv> {
  const guard = factory.createMiddleware(async (c, next) => {
    if (access.kind !== "public") {
      const actor = admit(c.var.actor, access.kind === "signed-in" && access.policyExempt);
      if (!roleAdmitted(access, actor.role)) {
        throw forbidden();
      }
    }
    await next();
  });
  ruleMiddlewares.add(guard as MiddlewareHandler);
  return guard;
}
