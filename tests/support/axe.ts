// axe-core in the page under test: its source is injected by playwright-core (no @playwright/test
// runner needed), run over the whole document or one part of it, and the serious and critical
// violations reported in words a reader of a failed test can act on.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

// WCAG 2.1 A and AA plus axe's best practices (landmarks, headings, region).
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

interface AxeWindow {
  axe?: {
    run(context: unknown, options: unknown): Promise<{
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    }>;
  };
}

/** Serious and critical violations on the page (or inside `include`, a CSS selector). */
export async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // axe judges colours as they are painted: a toast still fading in has its text at part opacity
  // (1.7:1 in one CI run). So every animation that ends is let finish first (a spinner's never
  // does and is not waited for), for at most two seconds.
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((a) => a.playState === "running" && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2000))]);
  });
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as AxeWindow).axe;
      if (!axe) throw new Error("axe-core did not load");
      // Fluent's focus manager (Tabster) puts focusable aria-hidden <i data-tabster-dummy> guards
      // around focus traps and arrow-key groups; they hand focus on at once and are a documented
      // false positive of aria-hidden-focus (microsoft/tabster#288), so they are left out.
      const context = { include: include ? [include] : [["html"]], exclude: [["[data-tabster-dummy]"]] };
      const result = await axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary ?? "" })),
      }));
    },
    { include, tags: TAGS },
  );
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function describeViolations(where: string, violations: readonly AxeViolation[]): string {
  if (violations.length === 0) return `${where}: no serious or critical violation`;
  const lines = violations.flatMap((v) => [
    `${where}: [${v.impact}] ${v.id}: ${v.help}`,
    ...v.nodes.slice(0, 5).map((n) => `    at ${n.target.join(" ")}\n      ${n.summary.replace(/\n/g, "\n      ")}`),
  ]);
  return lines.join("\n");
}
