// Keeps `npm run bench` working: the quick run must complete and report every section and target.
// It asserts the report's shape, never a speed (speed is the bench's business, not a test's).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { REPO_ROOT } from "../support/server.ts";

it("npm run bench -- --quick reports every figure with its ratio and the targets line", () => {
  const dir = mkdtempSync(join(tmpdir(), "steward-bench-smoke-"));
  try {
    const out = join(dir, "report.md");
    const run = spawnSync("npm", ["run", "--silent", "bench", "--", "--quick", "--out", out], { cwd: REPO_ROOT, encoding: "utf8", timeout: 280_000 });
    expect(run.status, run.stderr).toBe(0);
    const report = readFileSync(out, "utf8");
    for (const section of ["| baseline | raw Deno.serve hello", "| baseline | Hono hello", "| auth |", "| accounts |", "| audit |", "| dashboard |", "| export |", "| bulk grants |", "| ui |"]) {
      expect(report).toContain(section);
    }
    expect(report).toMatch(/of Hono hello/);
    expect(report).toMatch(/^targets met: \d+\/10$/m);
    expect(run.stdout.trim().split("\n").at(-1)).toMatch(/^targets met: \d+\/10$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
