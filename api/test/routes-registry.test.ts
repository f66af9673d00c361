import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MiddlewareHandler } from "hono";
import { PUBLIC_ROUTES, ROUTES } from "../src/app.ts";
import { accessLabel } from "../src/http/access-rules.ts";
import { operationIdOf } from "../src/http/declare-route.ts";
import { ruleMiddlewares } from "../src/http/guards.ts";
import { SCIM_ACCESS } from "../src/openapi.ts";
import { scimOperations } from "../src/scim/scim-operations.ts";
import { SCIM_BASE_PATH } from "../src/scim/scim.routes.ts";
import { call, createHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** The app's own API routes as "METHOD /path" in OpenAPI style, with their handler chains. */
function mountedRoutes() {
  const byRoute = new Map<string, MiddlewareHandler[]>();
  for (const r of h.app.routes) {
    if (!r.path.startsWith("/api/") || r.method === "ALL" || r.path.endsWith("*")) continue;
    const key = `${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), r.handler as MiddlewareHandler]);
  }
  return byRoute;
}

describe("route registry", () => {
  it("every API route declares exactly one access rule (deny by default)", () => {
    const routes = mountedRoutes();
    expect(routes.size).toBeGreaterThan(5);
    for (const [key, handlers] of routes) {
      expect(handlers.filter((fn) => ruleMiddlewares.has(fn)).length, `${key} has no access rule`).toBe(1);
    }
  });

  it("every mounted route is documented, and every documented route is mounted", () => {
    const mounted = [...mountedRoutes().keys()].sort();
    const documented = ROUTES.map((d) => `${d.method.toUpperCase()} /api${d.path}`).sort();
    expect(documented).toEqual(mounted);
  });

  it("documented access matches the rule in force", async () => {
    // A route documented as needing a permission refuses anonymous callers; a public one does not.
    for (const d of ROUTES.filter((r) => r.method === "get" && !r.path.includes("{"))) {
      const res = await call(h, "GET", `/api${d.path}`);
      if (d.access.kind === "public") expect(res.status, d.path).not.toBe(401);
      else expect(res.status, d.path).toBe(401);
    }
  });

  it("publishes the OpenAPI document from the validating schemas", async () => {
    const res = await call(h, "GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const login = res.body.paths["/api/users/login"].post;
    expect(login.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
    expect(login.requestBody.content["application/json"].schema.additionalProperties).toBe(false);
    const list = res.body.paths["/api/organization"].get;
    expect(list["x-steward-access"]).toBe("UNITS:read");
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["page", "limit", "sort", "search", "status", "type", "parent"]));
  });

  it("publishes every declared route with its access rule", async () => {
    const res = await call(h, "GET", "/api/openapi.json");
    const published = Object.entries(res.body.paths as Record<string, Record<string, { "x-steward-access": string }>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${method.toUpperCase()} ${path} ${op["x-steward-access"]}`),
    );
    const declared = [
      ...ROUTES.map((d) => `${d.method.toUpperCase()} /api${d.path} ${accessLabel(d.access)}`),
      ...PUBLIC_ROUTES.map(({ prefix, route: d }) => `${d.method.toUpperCase()} ${prefix}${d.path} ${accessLabel(d.access)}`),
      ...Object.values(scimOperations).map((d) => `${d.method.toUpperCase()} ${SCIM_BASE_PATH}${d.path} ${SCIM_ACCESS}`),
    ];
    expect(published.sort()).toEqual(declared.sort());
  });

  it("every declaration has an operationId made from its method and path, each one once", () => {
    const declared = [...ROUTES, ...PUBLIC_ROUTES.map(({ route }) => route), ...Object.values(scimOperations)];
    const ids = declared.map((d) => d.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of [...ROUTES, ...PUBLIC_ROUTES.map(({ route }) => route)]) expect(d.operationId).toBe(operationIdOf(d.method, d.path));
    expect(operationIdOf("patch", "/users/")).toBe("patchUsers");
    expect(operationIdOf("put", "/organization/disable/{id}")).toBe("putOrganizationDisableById");
    expect(operationIdOf("get", "/social-medias/latest-post")).toBe("getSocialMediasLatestPost");
  });

  it("documents exactly the SCIM endpoints mounted", async () => {
    const mounted = h.app.routes
      .filter((r) => r.path.startsWith(`${SCIM_BASE_PATH}/`) && r.method !== "ALL" && !r.path.endsWith("*"))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    const documented = Object.values(scimOperations).map((d) => `${d.method.toUpperCase()} ${SCIM_BASE_PATH}${d.path}`);
    expect([...new Set(mounted)].sort()).toEqual(documented.sort());
    const paths = (await call(h, "GET", "/api/openapi.json")).body.paths;
    expect(paths[`${SCIM_BASE_PATH}/Users`].post.security).toEqual([{ scimBearer: [] }]);
  });

  it("documents the guard's own answers and a role rule narrower than the matrix", async () => {
    const paths = (await call(h, "GET", "/api/openapi.json")).body.paths;
    const status = paths["/api/users/status"].put;
    expect(status["x-steward-access"]).toBe("USERS:update");
    expect(status["x-steward-role-rule"]).toBe("isSuperAdmin");
    expect(Object.keys(status.responses)).toEqual(expect.arrayContaining(["401", "403"]));
    expect(Object.keys(paths["/api/health"].get.responses)).not.toContain("401");
  });
});
