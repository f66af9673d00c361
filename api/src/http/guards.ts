// Every route declares who may call it with exactly one of these, so a test can prove that no
// route is left without a rule (deny by default).
import type { MiddlewareHandler } from "hono";
import { can, ERROR_CODES, type Action, type Resource, type Role } from "@steward/shared";
import { factory, type Actor, type AppEnv } from "./context.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";

export const ruleMiddlewares = new WeakSet<MiddlewareHandler>();

function rule(mw: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  ruleMiddlewares.add(mw as MiddlewareHandler);
  return mw;
}

/** The caller, or 401. Unless `policyExempt`, a caller who has not accepted the policy gets 403. */
export function requireActor(actor: Actor | null, policyExempt = false): Actor {
  if (!actor) throw unauthorized();
  if (!policyExempt && actor.currentPolicyId !== null && !actor.acceptedCurrentPolicy) {
    throw new HttpError(403, { message: ERROR_CODES.policyNotAccepted });
  }
  return actor;
}

/** Open to anyone, signed in or not. */
export const publicRoute = () => rule(factory.createMiddleware(async (_c, next) => next()));

/** Any signed-in user; `policyExempt` for the few calls the policy gate must let through. */
export const signedIn = (opts: { policyExempt?: boolean } = {}) =>
  rule(
    factory.createMiddleware(async (c, next) => {
      requireActor(c.get("actor"), opts.policyExempt);
      await next();
    }),
  );

/**
 * A signed-in user whose role may do `action` on `resource` (product-spec.md section 6), and, for
 * the few routes narrower than the matrix, whose role passes `roleRule` (a predicate of shared/).
 * Both are decided before anything reads the request's body.
 */
export const allow = (resource: Resource, action: Action, roleRule?: (role: Role) => boolean) =>
  rule(
    factory.createMiddleware(async (c, next) => {
      const actor = requireActor(c.get("actor"));
      if (!can(actor.role, resource, action) || (roleRule && !roleRule(actor.role))) throw forbidden();
      await next();
    }),
  );
