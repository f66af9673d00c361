// The server's Prometheus metrics (issue 29), kept by prom-client: requests per route, the
// database's waits, job runs and the work waiting to be sent. Made only when STEWARD_METRICS=on;
// when it is off nothing here exists and no request pays for it (http/envelope.ts calls no hook).
// Every label has a bounded set of values: a route is its declared template, never the raw path.
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Backlog } from "../repositories/backlog-repo.ts";

/** Seconds; from a cached answer (well under a millisecond) to a request that gives up. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  /** The exposition text and its content type, with the backlog read now. */
  scrape(): Promise<{ contentType: string; body: string }>;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A change: how long it waited for the write path (queue and lock), then how long it held it. */
  observeWrite(waitSeconds: number, insideSeconds: number): void;
  observeRead(seconds: number): void;
  countJobRun(job: string, ok: boolean): void;
}

export function createMetrics(readBacklog: () => Promise<Backlog>, onBacklogError: (error: unknown) => void = () => {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: "steward_http_request_duration_seconds",
    help: "HTTP requests by method, declared route template and status: their count is the request rate, 5xx statuses are the errors.",
    labelNames: ["method", "route", "status"] as const,
    buckets: BUCKETS,
    registers,
  });
  const writeWait = new Histogram({ name: "steward_db_write_wait_seconds", help: "Time a change waited for the write path (this process's queue and the database's write lock).", buckets: BUCKETS, registers });
  const writeInside = new Histogram({ name: "steward_db_write_seconds", help: "Time a change spent inside its write transaction, commit included.", buckets: BUCKETS, registers });
  const reads = new Histogram({ name: "steward_db_read_seconds", help: "Time a read outside a change spent in the database.", buckets: BUCKETS, registers });
  const jobRuns = new Counter({ name: "steward_job_runs_total", help: "Scheduled job runs on this instance, by job and outcome (ok or failed).", labelNames: ["job", "outcome"] as const, registers });
  // Both gauges are read together, once per scrape, through the repository. While the database does
  // not answer they say NaN (unknown), and the rest of the scrape still arrives: that is when an
  // operator needs the request and job counts most.
  let pending: Promise<Backlog> | undefined;
  const unknown: Backlog = { pendingMail: NaN, pendingDeliveries: NaN };
  const backlog = () => (pending ??= readBacklog().catch((error: unknown) => (onBacklogError(error), unknown)).finally(() => setTimeout(() => (pending = undefined), 0)));
  new Gauge({
    name: "steward_mail_outbox_pending",
    help: "Mail messages in the outbox not yet sent (read from the database at scrape time).",
    registers,
    async collect() {
      this.set((await backlog()).pendingMail);
    },
  });
  new Gauge({
    name: "steward_webhook_deliveries_pending",
    help: "Webhook deliveries not yet made (read from the database at scrape time).",
    registers,
    async collect() {
      this.set((await backlog()).pendingDeliveries);
    },
  });
  return {
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    observeRequest: (method, route, status, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    observeWrite(waitSeconds, insideSeconds) {
      writeWait.observe(waitSeconds);
      writeInside.observe(insideSeconds);
    },
    observeRead: (seconds) => reads.observe(seconds),
    countJobRun: (job, ok) => jobRuns.inc({ job, outcome: ok ? "ok" : "failed" }),
  };
}
