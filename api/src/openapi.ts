// GET /api/openapi.json: the whole API, generated from the zod schemas that validate requests.
import { z, type ZodType } from "zod";
import { PRODUCT_NAME } from "@steward/shared";
import type { RouteDoc } from "./http/route-docs.ts";

function jsonSchema(schema: ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
}

function parameters(schema: ZodType | undefined, location: "query" | "path") {
  if (!schema) return [];
  const s = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, prop]) => ({
    name,
    in: location,
    required: location === "path" || (s.required ?? []).includes(name),
    schema: prop,
  }));
}

export function buildOpenApi(routes: readonly RouteDoc[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      "x-steward-access": r.access === "public" || r.access === "signed-in" ? r.access : `${r.access.resource}:${r.access.action}`,
      parameters: [...parameters(r.params, "path"), ...parameters(r.query, "query")],
      responses: Object.fromEntries(Object.entries(r.responses).map(([code, description]) => [code, { description }])),
    };
    if (r.access !== "public") op["security"] = [{ cookieAuth: [] }, { bearerAuth: [] }];
    if (r.body) op["requestBody"] = { required: true, content: { "application/json": { schema: jsonSchema(r.body) } } };
    paths[`/api${r.path}`] = { ...paths[`/api${r.path}`], [r.method]: op };
  }
  return {
    openapi: "3.1.0",
    info: { title: `${PRODUCT_NAME} API`, version },
    components: {
      securitySchemes: {
        cookieAuth: { type: "apiKey", in: "cookie", name: "steward_session" },
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      },
    },
    paths,
  };
}
