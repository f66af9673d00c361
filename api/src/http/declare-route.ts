// A route is declared once (method, path, request and response schemas, access rule, summary and
// tags) with @hono/zod-openapi's createRoute; `handle` mounts it. From that one declaration come
// the router's path, the guard, the validators and the OpenAPI document's operation.
import { createRoute, OpenAPIHono, type RouteConfig, type RouteConfigToTypedResponse, type RouteHandler } from "@hono/zod-openapi";
import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import { accessLabel, type AccessRule, type PublicRule } from "./access-rules.ts";
import type { Actor, AppEnv } from "./context.ts";
import { badRequest, toValidationIssues } from "./errors.ts";
import { guardFor } from "./guards.ts";
import { readJsonBody } from "./request-guards.ts";
import { zodErrorMapFor } from "../i18n/zod-issues.ts";

export type Router = OpenAPIHono<AppEnv>;

export const router = (): Router => new OpenAPIHono<AppEnv>();

/** What a routes file declares: an OpenAPI operation plus who may call it. */
export type RouteDeclaration = Omit<RouteConfig, "middleware" | "hide" | "security"> & { access: AccessRule };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * An operation's id, made from its method and path, so it is unique wherever the path is and no
 * declaration can forget it: `get /organization/{id}` is `getOrganizationById`, `patch /users/` is
 * `patchUsers`. Clients generated from the document name their calls by it.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ["by", param[1]!] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  return method.toLowerCase() + words.map(capitalised).join("");
}

export const declareRoute = <const D extends RouteDeclaration>(declaration: D) =>
  createRoute({ ...declaration, operationId: declaration.operationId ?? operationIdOf(declaration.method, declaration.path) }) as ReturnType<typeof createRoute<D["path"], D>> & { operationId: string };

/** After a signed-in rule the guard has admitted the caller, so handlers see the actor as present. */
type SignedInEnv = { Variables: Omit<AppEnv["Variables"], "actor"> & { actor: Actor } };
type EnvOf<D extends RouteDeclaration> = D["access"] extends PublicRule ? AppEnv : SignedInEnv;

/** The answers a handler returns itself; every refusal is thrown (a Refusal) and shaped by the error handler. */
type AnswerStatus = 200 | 201 | 202 | 204 | 302 | 303 | 304;
type Answers<D extends RouteDeclaration> = Omit<D, "responses"> & { responses: Pick<D["responses"], Extract<keyof D["responses"], AnswerStatus>> };
/** A declared answer without a JSON body (a redirect, a stream, 304) is a plain Response. */
type HasBareAnswer<D extends RouteDeclaration> = true extends { [S in Extract<keyof D["responses"], AnswerStatus>]: D["responses"][S] extends { content: object } ? false : true }[Extract<keyof D["responses"], AnswerStatus>] ? true : false;
export type DeclaredAnswer<D extends RouteDeclaration> = RouteConfigToTypedResponse<Answers<D>> | (HasBareAnswer<D> extends true ? Response : never);

/**
 * A handler typed by its declaration: validated input, path and actor, and its answer, so that
 * `c.json(wrongShape)` or an undeclared status fails the typecheck (tests/tooling/typed-answers.test.ts).
 */
export type DeclaredHandler<D extends RouteDeclaration> = (c: Parameters<RouteHandler<D, EnvOf<D>>>[0]) => DeclaredAnswer<D> | Promise<DeclaredAnswer<D>>;

/**
 * A row id (`{id}`, `{itemId}`) matches digits only: `/organization/filtered-users` is never read as
 * `/organization/{id}`, and `/users/abc` stays a 404 rather than a 400. Any other parameter (a SCIM
 * token's `{name}`) is one path segment, checked by the route's params schema.
 */
export const routingPath = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => (/^(id|\w+Id)$/.test(name) ? `:${name}{[0-9]+}` : `:${name}`));

const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

/** The guard's own answers, on every route that is not public. */
const GUARD_RESPONSES = {
  401: { description: "not signed in, or the session has ended" },
  403: { description: "the role may not do this, or the current policy is not accepted yet (POLICY_NOT_ACCEPTED)" },
} as const;

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
type ValidationResult = { success: boolean; data?: unknown; target?: string; error?: { issues: Issues } };

/**
 * The contract's 400 body for any request part that fails its schema. zod words its own issues in
 * English; for a reader of another language the part is checked again with that language's error
 * map (i18n/zod-issues.ts), only when it failed, so the paths and the issues are the same ones.
 * The schemas' own sentences are said in the reader's language where errors are shaped (app.ts).
 */
const rejectInvalidWith = (schemas: Partial<Record<string, ZodType>>) => async (result: ValidationResult, c: Context<AppEnv>) => {
  if (result.success || !result.error) return;
  let issues = result.error.issues;
  const schema = result.target === undefined ? undefined : schemas[result.target];
  const error = zodErrorMapFor(c.var.locale ?? "en");
  if (schema && error) {
    const again = await schema.safeParseAsync(result.data, { error });
    if (!again.success) issues = again.error.issues;
  }
  throw badRequest(toValidationIssues(issues));
};

/**
 * The declared JSON body's schema. zod-openapi would validate it itself, but behind its own
 * media-type gate and without our size limit; the body is read by readJsonBody instead, and
 * jsonBodiesOnly (request-guards.ts) has already decided which media types are JSON.
 */
function bodySchema(declaration: RouteDeclaration): ZodType | undefined {
  const media = declaration.request?.body?.content["application/json"];
  return media && "schema" in media ? (media.schema as ZodType) : undefined;
}

/**
 * Mounts a declared route. The handler chain is: the guard, then `before` (e.g. a rate limit),
 * then the JSON body reader (size limit and JSON guard), then the query and path validators,
 * then the body's validator and the handler; so the access rule is decided before any byte of
 * the body is read, and the parts are validated in the order they were before issue 14.
 */
export function handle<const D extends RouteDeclaration>(
  app: Router,
  declaration: D,
  handler: DeclaredHandler<D>,
  options: { before?: MiddlewareHandler<AppEnv>[] } = {},
): Router {
  const { access, ...operation } = declaration;
  const body = bodySchema(declaration);
  const middleware = [guardFor(access), ...(options.before ?? []), ...(body ? [readJsonBody] : [])];
  const rejectInvalid = rejectInvalidWith({ json: body, query: operation.request?.query as ZodType | undefined, param: operation.request?.params as ZodType | undefined });
  const bodyValidator = body && zValidator("json", body, rejectInvalid as never);
  const run = (c: Context) => (handler as (c: Context) => Response | Promise<Response>)(c);
  const validatedRun = bodyValidator
    ? async (c: Context) => {
        let response: Response | undefined;
        const refused = await bodyValidator(c, async () => {
          response = await run(c);
        });
        return refused ?? response;
      }
    : run;
  // Mounted at its routing path, hidden, and without the body (validatedRun checks it), then registered
  // under its OpenAPI path with its access, its body and all.
  const { body: _documentedOnly, ...routed } = operation.request ?? {};
  app.openapi({ ...operation, request: routed, path: routingPath(operation.path), middleware, hide: true }, validatedRun as never, rejectInvalid as never);
  app.openAPIRegistry.registerPath({
    ...operation,
    // What the guard answers is documented from the rule itself, so no route can forget it.
    responses: access.kind === "public" ? operation.responses : { ...GUARD_RESPONSES, ...operation.responses },
    "x-steward-access": accessLabel(access),
    ...(access.kind === "permission" && access.roleRule ? { "x-steward-role-rule": access.roleRule.name } : {}),
    ...(access.kind === "public" ? {} : { security: SIGNED_IN_SECURITY }),
  });
  return app;
}
