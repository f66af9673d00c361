// The router's pages are exactly the addresses the server answers with the dashboard's page
// (shared/dashboard-pages.ts): a route added without its entry there would be a 404 on reload.
import { DASHBOARD_PAGE_PATHS, isDashboardPage } from "@steward/shared";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { routeTree } from "./route-tree.ts";

describe("the dashboard's pages", () => {
  it("are the router's routes, each with its full path", () => {
    const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never });
    const routes = Object.values(router.routesById as Record<string, { id: string; fullPath: string }>).filter((route) => route.id !== "__root__");
    // The layout /dashboard and its home page /dashboard/ are one address.
    const routed = new Set(routes.map((route) => route.fullPath.replace(/(.)\/$/, "$1")));
    expect([...routed].sort()).toEqual([...new Set(DASHBOARD_PAGE_PATHS)].sort());
  });

  it("match deep links and nothing else", () => {
    for (const path of ["/", "/sign-in", "/dashboard", "/dashboard/", "/dashboard/units", "/dashboard/units/update/123", "/dashboard/campaigns/7"]) {
      expect(isDashboardPage(path), path).toBe(true);
    }
    for (const path of ["/healthz", "/readyz", "/metrics", "/openapi.json", "/wp-admin", "/dashboard/units/update", "/dashboard/units/update/1/2", "/sign-in/x", "/dashboardx"]) {
      expect(isDashboardPage(path), path).toBe(false);
    }
  });
});
