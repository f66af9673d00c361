// A request's route as its declaration spells it (/api/organization/{id}), for metric labels: a
// label per raw path (/api/organization/123) would grow without bound.
import type { Context } from "hono";
import { routePath } from "hono/route";

const templates = new Map<string, string>();

/** Hono's routing path (`:id{[0-9]+}`) back to the declared template (`{id}`), worked out once per route. */
function templateOf(path: string): string {
  let template = templates.get(path);
  if (template === undefined) {
    template = path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");
    templates.set(path, template);
  }
  return template;
}

/**
 * After the request is answered: the route that answered it. A 404 that no route answered is one
 * label; the root wildcard answers only files and the dashboard's page; a middleware that answered
 * itself (a 413 under /api) keeps its own pattern (/api/*).
 */
export function routeLabel(c: Context, status: number): string {
  const path = routePath(c, c.req.routeIndex);
  if (path.includes("*") || path === "") {
    if (status === 404) return "(not found)";
    if (path === "*" || path === "/*" || path === "") return "(files)";
  }
  return templateOf(path);
}
