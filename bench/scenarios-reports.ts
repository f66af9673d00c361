// Unit reports (issue 32) on the bench's institution: the whole institution's report (the largest
// a report gets: every account, person and task) timed end to end as JSON, XLSX and PDF, each the
// slowest of a few tries, the way a super admin asks for it (one request each).
import { http } from "../tests/support/server.ts";

export interface ReportTimings {
  /** Seconds, the slowest of the tries, per answer. */
  json: number;
  xlsx: number;
  pdf: number;
  accounts: number;
}

const TRIES = 3;

async function slowest(run: () => Promise<void>): Promise<number> {
  let worst = 0;
  for (let i = 0; i < TRIES; i++) {
    const started = performance.now();
    await run();
    worst = Math.max(worst, (performance.now() - started) / 1000);
  }
  return worst;
}

export async function timeInstitutionReport(serverUrl: string, superToken: string): Promise<ReportTimings> {
  let accounts = 0;
  const json = await slowest(async () => {
    const res = await http(serverUrl, "GET", "/api/reports/units/all", { token: superToken });
    if (res.status !== 200) throw new Error(`report: ${res.status} ${JSON.stringify(res.body)}`);
    accounts = res.body.accounts.total as number;
  });
  const file = (format: string) =>
    slowest(async () => {
      const res = await fetch(`${serverUrl}/api/reports/units/all/download?format=${format}`, { headers: { authorization: `Bearer ${superToken}` } });
      if (res.status !== 200) throw new Error(`report ${format}: ${res.status}`);
      await res.arrayBuffer();
    });
  return { json, xlsx: await file("xlsx"), pdf: await file("pdf"), accounts };
}
