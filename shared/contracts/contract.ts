// What a route's contract is, and what a client derives from it: its input (path parameters, query,
// body) and its answer, as types. Free of zod at run time (type imports only), so that a client may
// import its endpoints without pulling schemas into the dashboard's first download.
import type { z } from "zod";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Where a route is: its method and its path under /api, `{id}` for a path parameter. */
export interface Endpoint {
  readonly method: Method;
  readonly path: string;
}

type JsonContent = { readonly content: { readonly "application/json": { readonly schema: z.ZodType } } };

export interface Contract extends Endpoint {
  readonly request?: { readonly params?: z.ZodType; readonly query?: z.ZodType; readonly body?: JsonContent };
  readonly responses: { readonly [status: number]: { readonly description: string } };
}

type SuccessStatus = 200 | 201 | 202 | 204;
type Successes<C extends Contract> = Extract<keyof C["responses"], SuccessStatus>;

/** The body of a contract's success answer, as the API sends it. */
export type AnswerOf<C extends Contract> = {
  [S in Successes<C>]: C["responses"][S] extends { content: { "application/json": { schema: infer T extends z.ZodType } } } ? z.output<T> : undefined;
}[Successes<C>];

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

type Request<C extends Contract> = NonNullable<C["request"]>;
type ParamsInput<C extends Contract> = Request<C> extends { params: infer T extends z.ZodType } ? { params: z.output<T> } : { params?: never };
/** Query values by the names the route's query schema knows; lists as arrays, sent comma-separated. */
type QueryInput<C extends Contract> = Request<C> extends { query: infer T extends z.ZodType } ? { query?: { readonly [K in keyof z.output<T>]?: QueryValue } } : { query?: never };
type BodyInput<C extends Contract> = Request<C> extends { body: { content: { "application/json": { schema: infer T extends z.ZodType } } } } ? { body: z.input<T> } : { body?: never };

/** What a call of the contract takes. */
export type InputOf<C extends Contract> = ParamsInput<C> & QueryInput<C> & BodyInput<C>;

/** `?a=1&b=x,y`: empty values left out, lists comma-separated (api-contract.md). */
export function queryString(params: { readonly [key: string]: QueryValue } | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(key, value.join(","));
    } else {
      query.set(key, String(value));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * The request a call of `endpoint` makes: its method, its path under `base` (/api; the public
 * directory's routes are under PUBLIC_DIRECTORY_BASE) with the parameters filled in and the query, its body.
 */
export function requestOf(endpoint: Endpoint, input: { params?: unknown; query?: unknown; body?: unknown }, base = "/api") {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  return {
    method: endpoint.method.toUpperCase() as Uppercase<Method>,
    path: `${base}${path}${queryString(input.query as { [key: string]: QueryValue } | undefined)}`,
    body: input.body,
  };
}
