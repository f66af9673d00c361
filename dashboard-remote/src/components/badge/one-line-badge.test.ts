// The rule behind one look for badges: no file but the wrapper takes Fluent's Badge itself, so a
// new badge cannot come back without the one-line style (the e2e checks the rendered result).
import { describe, expect, it } from "vitest";

declare global {
  // Vite's (so vitest's) glob import; the dashboard's build knows no such thing, only this test uses it.
  interface ImportMeta {
    glob<T>(patterns: string[], options: { query: string; import: string; eager: true }): Record<string, T>;
  }
}

const SOURCES = import.meta.glob<string>(["../../**/*.{ts,tsx}", "!../../**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true });
const WRAPPER = "./one-line-badge.tsx";

describe("badges", () => {
  it("only the one-line wrapper imports Fluent's Badge", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    const offenders = Object.entries(SOURCES)
      .filter(([file]) => !file.endsWith("/badge/one-line-badge.tsx") && file !== WRAPPER)
      .filter(([, text]) =>
        [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@fluentui\/react-components"/g)].some((m) =>
          m[1]!.split(",").some((name: string) => /^\s*(Badge|CounterBadge)\s*$/.test(name)),
        ),
      )
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
