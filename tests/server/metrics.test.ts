// Prometheus metrics (STEWARD_METRICS=on): a real server scraped over HTTP before and after real
// requests and job runs; the exposition text parsed; the counters moved by exactly the requests
// made, under their declared route templates; the backlog gauges equal the rows waiting in the
// database. Off by default, when /metrics is no page at all (unknown-paths.test.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import { query } from "../support/database-checks.ts";
import { parseExposition, type Exposition } from "../support/prometheus-text.ts";
import { freePort, http, startServer, type RunningServer } from "../support/server.ts";

const TOKEN = "metrics-token-for-the-scraper-0123456789";
const HOUR = "3600000";
let server: RunningServer;
beforeAll(async () => {
  // The built app, dashboard included, as `npm start` serves it.
  server = await startServer({
    apiOnly: false,
    env: {
      STEWARD_METRICS: "on",
      STEWARD_METRICS_TOKEN: TOKEN,
      // The fan-out runs every 200 ms (job runs to count); mail waits an hour (a backlog to see).
      STEWARD_EVENTS_POLL_MS: "200",
      STEWARD_MAIL_POLL_MS: HOUR,
      MAIL_TRANSPORT: "log",
      STEWARD_WEBHOOK_ALLOW_HTTP: "127.0.0.1",
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

async function scrape(): Promise<Exposition> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await res.text());
}

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const requests = "steward_http_request_duration_seconds_count";

it("refuses a scraper without the bearer token, with a sentence", async () => {
  for (const headers of [{}, { authorization: "Bearer not-the-token" }, { authorization: TOKEN }] as Record<string, string>[]) {
    const res = await fetch(`${server.url}/metrics`, { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await res.text()).toContain("STEWARD_METRICS_TOKEN");
  }
});

it("counts requests per declared route, database waits, job runs and the backlog", async () => {
  await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada Admin", email: "ada@uni.edu", password: "a long password" } });
  const token = (await http(server.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a long password" } })).body.token;
  expect((await http(server.url, "POST", "/api/users", { token, body: { name: "Bo Reader", email: "bo@uni.edu", role: "super_admin", password: "bo's long password" } })).status).toBe(201);
  // A receiver that is not there: the delivery stays pending, to be tried again later.
  const nobody = `http://127.0.0.1:${await freePort()}/hook`;
  expect((await http(server.url, "POST", "/api/webhooks", { token, body: { url: nobody, events: ["policy.published"] } })).status).toBe(201);

  const before = await scrape();
  expect(before.types.get("steward_http_request_duration_seconds")).toBe("histogram");
  for (let i = 0; i < 3; i++) expect((await http(server.url, "GET", "/api/webhooks", { token })).status).toBe(200);
  for (const id of [999_001, 999_002]) expect((await http(server.url, "GET", `/api/users/${id}`, { token })).status).toBe(404);
  expect((await http(server.url, "GET", "/api/no-such-thing", { token })).status).toBe(404);
  expect((await http(server.url, "GET", "/wp-admin")).status).toBe(404);
  for (const page of ["/dashboard/units", "/dashboard/units/update/31"]) expect((await http(server.url, "GET", page)).status).toBe(200);
  const policy = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Be kind." }] }] };
  expect((await http(server.url, "POST", "/api/policies", { token, body: { text: policy } })).status).toBe(201);
  const after = await scrape();

  const moved = (labels: Record<string, string>) => after.value(requests, labels) - before.value(requests, labels);
  expect(moved({ method: "GET", route: "/api/webhooks", status: "200" })).toBe(3);
  expect(moved({ method: "GET", route: "/api/users/{id}", status: "404" })).toBe(2);
  expect(moved({ method: "GET", route: "(not found)", status: "404" })).toBe(2);
  // The dashboard's page and files, whatever their address, are one label.
  expect(moved({ method: "GET", route: "(files)", status: "200" })).toBe(2);
  expect(moved({ method: "POST", route: "/api/policies", status: "201" })).toBe(1);
  // The first scrape, counted once it was answered.
  expect(moved({ method: "GET", route: "/metrics", status: "200" })).toBe(1);
  // The route template, never the raw path: no label carries an id or the unknown address.
  const routes = new Set(after.samples.filter((s) => s.name === requests).map((s) => s.labels["route"]));
  expect([...routes].filter((r) => /\d{2,}|no-such-thing|wp-admin|dashboard/.test(r ?? ""))).toEqual([]);
  // Latency: the histogram's buckets hold every request of the route.
  const bucket = (le: string) => after.value("steward_http_request_duration_seconds_bucket", { method: "GET", route: "/api/webhooks", status: "200", le });
  expect(bucket("+Inf")).toBe(after.value(requests, { method: "GET", route: "/api/webhooks", status: "200" }));
  expect(after.value("steward_http_request_duration_seconds_sum", { route: "/api/webhooks" })).toBeGreaterThan(0);

  // The policy was one change (its write waited, then held the write path); the lists were reads.
  expect(after.value("steward_db_write_seconds_count") - before.value("steward_db_write_seconds_count")).toBeGreaterThanOrEqual(1);
  expect(after.value("steward_db_write_wait_seconds_count")).toBe(after.value("steward_db_write_seconds_count"));
  expect(after.value("steward_db_read_seconds_count") - before.value("steward_db_read_seconds_count")).toBeGreaterThanOrEqual(3);

  // The fan-out job runs every 200 ms: its runs are counted, per job and outcome.
  await until("the fan-out ran again", async () => (await scrape()).value("steward_job_runs_total", { job: "notify-fan-out", outcome: "ok" }) > after.value("steward_job_runs_total", { job: "notify-fan-out", outcome: "ok" }));
  expect(after.types.get("steward_job_runs_total")).toBe("counter");

  // The policy's event fans out to mail (sent hourly) and to the webhook (its receiver is not
  // there): both wait, and the gauges say how many, read from the database at scrape time.
  const count = async (sql: string) => Number((await query(server.databaseUrl, sql))[0]?.["n"]);
  await until("the fan-out queued the mail and the delivery", async () => (await count("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'")) > 0 && (await count("SELECT count(*) AS n FROM outbox WHERE status = 'pending'")) > 0);
  const now = await scrape();
  expect(now.value("steward_mail_outbox_pending")).toBe(await count("SELECT count(*) AS n FROM outbox WHERE status = 'pending'"));
  expect(now.value("steward_webhook_deliveries_pending")).toBe(await count("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'"));
  expect(now.value("steward_mail_outbox_pending")).toBeGreaterThan(0);
  expect(now.value("steward_webhook_deliveries_pending")).toBe(1);
});
