// Layout shifts as Chromium measures them (the Layout Instability API): what moves on screen on
// its own, not in answer to the user's input, e.g. when data arrives and pushes content around.
import type { Page } from "playwright-core";

interface ShiftWindow {
  __stewardShifts?: { value: number; sources: string[] }[];
}

export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as ShiftWindow;
    target.__stewardShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? "?";
          return `${node.tagName.toLowerCase()}${node.getAttribute("role") ? `[role=${node.getAttribute("role")}]` : ""} "${(node.textContent ?? "").trim().slice(0, 30)}"`;
        });
        target.__stewardShifts?.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: false });
  });
}

/** The shifts since recording started: their total (a CLS-like score) and what moved. */
export async function layoutShifts(page: Page): Promise<{ score: number; moved: string[] }> {
  const shifts = await page.evaluate(() => (window as unknown as ShiftWindow).__stewardShifts ?? []);
  return { score: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.sources) };
}
