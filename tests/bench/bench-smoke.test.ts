// Keeps `npm run bench` working: the quick run must complete and report every section and target,
// and write its chart. It asserts the report's shape, never a speed (speed is the bench's business,
// not a test's). The Payload peer is neither installed nor run here (only with --peer).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { REPO_ROOT } from "../support/server.ts";

it("npm run bench -- --quick reports every figure with its ratio, the targets line and the chart", () => {
  const dir = mkdtempSync(join(tmpdir(), "steward-bench-smoke-"));
  try {
    const out = join(dir, "report.md");
    const run = spawnSync("npm", ["run", "--silent", "bench", "--", "--quick", "--out", out], { cwd: REPO_ROOT, encoding: "utf8", timeout: 280_000 });
    expect(run.status, run.stderr).toBe(0);
    const report = readFileSync(out, "utf8");
    for (const section of ["| baseline | raw Deno.serve hello", "| baseline | Hono hello", "| auth |", "| accounts |", "| audit |", "| limit |", "| dashboard |", "| public directory |", "| campaigns |", "| export |", "| bulk grants |", "| growth |", "| ui |", "| pages |"]) {
      expect(report).toContain(section);
    }
    expect(report).toMatch(/of Hono hello/);
    expect(report).toMatch(/\| efficiency \d+\.\d%/);
    // Shares of a hello route and efficiency against the SQL alone are reported apart, never counted (issue 28).
    const [kept, retired] = report.split("## For information (retired targets, not counted)");
    expect(retired).toMatch(/\| App hello \(Hono, through every middleware\) as a share of raw Deno\.serve \| \d+\.\d% \|/);
    expect(retired).toMatch(/\| Efficiency \(SQL alone \+ HTTP floor\) \/ measured/);
    expect(retired).toMatch(/\| Public verify as a share of the Hono hello's req\/s \|/);
    expect(kept!.split("## Targets")[1]).not.toMatch(/Hono hello|Efficiency|raw Deno/);
    expect(kept).toMatch(/\| Every list scenario p99 <= 50 ms at \d+ connections \| (met|missed) \|/);
    expect(kept).toMatch(/\| Public verify p99 <= 10 ms at \d+ connections \| (met|missed) \|/);
    // Issue 30: each role's pages in Chromium, the choosers' requests and the home page's height.
    expect(report).toMatch(/\| pages \| super admin: offboarding, step 2 \| \d+ ms until usable \|/);
    expect(report).toMatch(/\| pages \| unit admin: audit log \(first visit\) \| \d+ ms until usable \|/);
    expect(kept).toMatch(/\| Every page and form usable within 1 s of navigation \(each role\) \| (met|missed) \|/);
    expect(kept).toMatch(/\| No chooser asks for more than the 20 options it shows \| met \|/);
    expect(kept).toMatch(/\| The home page's document under 5,000 px \(each role\) \| met \|/);
    // A quick run skips the peer (installed only with --peer) and measures growth at its own size only.
    expect(report).toContain("- peer: not run");
    expect(report).toMatch(/^targets met: \d+\/\d+ \(3 not measured in this run\)$/m);
    expect(run.stdout.trim().split("\n").at(-1)).toMatch(/^targets met: \d+\/\d+ \(3 not measured in this run\)$/);
    expect(readFileSync(join(dir, "report.svg"), "utf8")).toMatch(/^<svg [^>]*>.*GET \/api\/users\/me/s);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
