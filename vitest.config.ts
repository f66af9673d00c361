import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The longest files start first. On a clean clone (CI) vitest has no timings and runs larger files
// first, so the two-minute bench smoke test, a small file, started near the end and ran alone on
// one core while the other had nothing left: a tail of a minute or more on every run. Started
// first, it overlaps with the many short files. Listed by measured time; the rest keep vitest's order.
const LONGEST_FIRST = ["tests/bench/bench-smoke.test.ts", "api/test/audit-every-route.test.ts", "tests/server/production-install.test.ts", "tests/tooling/import-rules.test.ts", "tests/server/security-model.test.ts"];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => LONGEST_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
    // Only among the files that run first (the browser files keep their own group, after).
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return [...sorted].sort((a, b) => group(a) - group(b) || (rank(b) >= 0 ? 1 : 0) - (rank(a) >= 0 ? 1 : 0) || (rank(a) >= 0 && rank(b) >= 0 ? rank(a) - rank(b) : 0));
  }
}

// Every layer of design.md, in one run: `npm test` type-checks, builds the UI, then runs these.
// Two files at a time for everything but the browser (most of a server test is waiting on a child
// process, so two fit on two cores); the Chromium tests come after, alone, one file at a time.
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: "shared", include: ["shared/**/*.test.ts"], environment: "node" } },
      { test: { name: "api", include: ["api/**/*.test.ts"], environment: "node", testTimeout: 20_000 } },
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts", "cli/**/*.test.ts", "tests/bench/**/*.test.ts", "tests/tooling/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      "dashboard-remote/vitest.config.*",
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
