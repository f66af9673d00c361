// /remote/* (the dashboard's files, served by api/main.ts) answers cross-origin reads through the
// API's one CORS implementation (http/cors.ts): configured origins only, no credentials, reads only.
import { Hono } from "hono";
import { expect, it } from "vitest";
import { remoteFilesCors } from "../src/http/cors.ts";

const PORTAL = "http://127.0.0.1:8080";
const app = new Hono();
app.use("/remote/*", remoteFilesCors([PORTAL]));
app.get("/remote/mf-manifest.json", (c) => c.json({ name: "remote" }));

const get = (origin: string) => app.request("http://127.0.0.1:8000/remote/mf-manifest.json", { headers: { origin } });

it("lets a configured origin read the manifest, without credentials", async () => {
  const res = await get(PORTAL);
  expect(res.status).toBe(200);
  expect(res.headers.get("access-control-allow-origin")).toBe(PORTAL);
  expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  expect(res.headers.get("vary")).toContain("Origin");
});

it("says nothing to another origin", async () => {
  const res = await get("https://elsewhere.example");
  expect(res.status).toBe(200);
  expect(res.headers.get("access-control-allow-origin")).toBeNull();
});

it("answers a preflight for reads only", async () => {
  const res = await app.request("http://127.0.0.1:8000/remote/mf-manifest.json", { method: "OPTIONS", headers: { origin: PORTAL, "access-control-request-method": "GET" } });
  expect(res.status).toBe(204);
  expect(res.headers.get("access-control-allow-origin")).toBe(PORTAL);
  expect(res.headers.get("access-control-allow-methods")?.split(",")).toEqual(["GET", "HEAD", "OPTIONS"]);
});
