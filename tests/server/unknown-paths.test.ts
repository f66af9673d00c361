// Unknown addresses are 404s (issue 29): the dashboard's page is served only at the dashboard's own
// addresses (shared/dashboard-pages.ts, which its router's paths come from), so a probe at /healthz
// typo'd, a scraper at /metrics while metrics are off, or a bot at /wp-admin sees "not found", not
// a 200 with HTML. The built app, as `npm start` serves it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { dashboardPages } from "../support/dashboard-routes.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ apiOnly: false });
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

it("answers the dashboard's page at its own addresses, deep links included", async () => {
  const deepLinks = ["/", "/sign-in", "/sign-in?redirect=%2Fdashboard", "/dashboard", "/dashboard/units", "/dashboard/units/update/123", "/dashboard/campaigns/7", "/dashboard/users/access/42"];
  // And every page the router has, read from its route files.
  const pages = dashboardPages().map((page) => page.path.replace("$id", "5"));
  expect(pages.length).toBeGreaterThan(20);
  for (const path of [...deepLinks, ...pages]) {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
    expect(await res.text(), path).toContain("<div id=\"root\"");
  }
});

it("answers 404 with a small page elsewhere, and JSON under /api, /public and /scim", async () => {
  for (const path of ["/metrics", "/openapi.json", "/healthcheck", "/health", "/livez", "/readyz/x", "/ready", "/wp-admin", "/wp-login.php", "/.env", "/dashboardx", "/sign-in/x", "/index.php"]) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
    const body = await res.text();
    expect(body, path).toContain("Page not found");
    expect(body, path).not.toContain("<div id=\"root\"");
    // Still carries the headers every answer carries.
    expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
  }
  for (const path of ["/api", "/api/nope", "/api/metrics", "/public", "/public/nope", "/public/v1/nope", "/scim", "/scim/nope"]) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    expect(await res.json(), path).toEqual({ message: "NOT_FOUND" });
  }
});

it("answers 404 inside the dashboard with the dashboard's page, which says so in its own layout", async () => {
  for (const path of ["/dashboard/nope", "/dashboard/units/update", "/dashboard/units/update/1/2"]) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    expect(await res.text(), path).toContain("<div id=\"root\"");
  }
});

it("still serves the dashboard's files, the directory page and the probes", async () => {
  expect((await get("/healthz")).status).toBe(200);
  expect((await get("/readyz")).status).toBe(200);
  expect((await get("/directory")).status).toBe(200);
  expect((await get("/host-config.json")).status).toBe(200);
  expect((await get("/remote/mf-manifest.json")).status).toBe(200);
  expect((await get("/remote/no-such-chunk.js")).status).toBe(404);
});
