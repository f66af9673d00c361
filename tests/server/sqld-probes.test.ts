// The probes through a database outage (issue 29): a real server on a real libSQL server, which is
// killed and started again. Liveness never asks the database, so it stays 200 and an orchestrator
// restarts nothing; readiness goes 503 with a sentence while the database is away, and back to
// 200 by itself; /api/health keeps its contract's answers. The metrics still answer meanwhile.
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseExposition } from "../support/prometheus-text.ts";
import { http, type RunningServer } from "../support/server.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";
import { startInstance, stopAll } from "../support/sqld-instances.ts";

const TOKEN = "metrics-token-for-the-scraper-0123456789";
let sqld: Sqld;
let server: RunningServer;
beforeAll(async () => {
  sqld = await startSqld();
  server = await startInstance({
    databaseUrl: sqld.url,
    // Metrics on, and a job every 200 ms: the outage shows in the counts.
    env: { STEWARD_METRICS: "on", STEWARD_METRICS_TOKEN: TOKEN, STEWARD_EVENTS_POLL_MS: "200" },
  });
});
afterAll(async () => {
  await stopAll([server]);
  await sqld?.stop();
});

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function scrape() {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return parseExposition(await res.text());
}

it("keeps liveness at 200 while readiness answers 503 with a sentence during a database outage, and recovers", async () => {
  expect(await http(server.url, "GET", "/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
  expect(await http(server.url, "GET", "/readyz")).toMatchObject({ status: 200, body: { status: "ok" } });
  expect(await http(server.url, "GET", "/api/health")).toMatchObject({ status: 200, body: { status: "ok" } });

  const before = await scrape();
  expect(before.value("steward_mail_outbox_pending")).toBe(0);
  await sqld.kill();
  await until("readiness notices", async () => (await http(server.url, "GET", "/readyz")).status !== 200);
  const ready = await http(server.url, "GET", "/readyz");
  expect(ready.status).toBe(503);
  expect(ready.headers.get("retry-after")).toBe("1");
  expect(ready.body.status).toBe("unavailable");
  expect(ready.body.message).toMatch(/^The database does not answer.*DATABASE_URL/);
  // The contract's answer, unchanged.
  expect(await http(server.url, "GET", "/api/health")).toMatchObject({ status: 503, body: { message: "DATABASE_UNAVAILABLE" } });
  // Liveness asks nothing of the database: 200 all along.
  for (let i = 0; i < 5; i++) expect(await http(server.url, "GET", "/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });

  // The scrape still answers while the database does not: errors per route, failed job runs, and a
  // backlog that is unknown (NaN) rather than a stale or made-up number.
  await until("a job run failed", async () => (await scrape()).value("steward_job_runs_total", { outcome: "failed" }) > before.value("steward_job_runs_total", { outcome: "failed" }));
  const during = await scrape();
  const requests = "steward_http_request_duration_seconds_count";
  expect(during.value(requests, { route: "/api/health", status: "503" }) - before.value(requests, { route: "/api/health", status: "503" })).toBe(1);
  expect(during.value(requests, { route: "/readyz", status: "503" })).toBeGreaterThanOrEqual(1);
  expect(during.value("steward_mail_outbox_pending")).toBeNaN();
  expect(during.value("steward_webhook_deliveries_pending")).toBeNaN();

  await sqld.restart();
  await until("readiness recovers by itself", async () => (await http(server.url, "GET", "/readyz")).status === 200);
  expect(await http(server.url, "GET", "/api/health")).toMatchObject({ status: 200, body: { status: "ok" } });
  expect(await http(server.url, "GET", "/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
  expect((await scrape()).value("steward_mail_outbox_pending")).toBe(0);
  // The operator reads why in the log.
  expect(server.output()).toContain("not ready: the database does not answer");
});
