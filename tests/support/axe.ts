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
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as AxeWindow).axe;
      if (!axe) throw new Error("axe-core did not load");
      // axe judges colours as they are painted: a toast fading in or out has its text at part
      // opacity (1.7:1, 1.9:1, 3.1:1 in CI runs), and a toast's timer may start its exit while axe
      // runs. So every animation that ends is finished now, and any started during the run
      // finishes at once; a spinner's (no end) runs on. Put back after the run.
      const finishable = (a: Animation) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime));
      for (const a of document.getAnimations()) if (finishable(a)) a.finish();
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element["animate"]>) {
        const started = animate.apply(this, args);
        if (finishable(started)) started.finish();
        return started;
      };
      try {
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
      } finally {
        Element.prototype.animate = animate;
      }
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
