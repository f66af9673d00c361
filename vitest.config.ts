import { defineConfig } from "vitest/config";

// Every layer of design.md, in one run: `npm test` type-checks, builds the UI, then runs these.
// Two files at a time for everything but the browser (most of a server test is waiting on a child
// process, so two fit on two cores); the Chromium tests come after, alone, one file at a time.
export default defineConfig({
  test: {
    maxWorkers: 2,
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
