// Keyboard-only driving: Tab until the focused element is the one wanted, and proof that focus is
// visible (the focused element looks different from the same element unfocused).
import type { Page } from "playwright-core";

export interface FocusedElement {
  tag: string;
  role: string | null;
  name: string;
}

/** What has focus, named the way a screen reader would roughly announce it. */
export function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const labelledBy = active.getAttribute("aria-labelledby");
    const fromLabelledBy = labelledBy
      ? labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent?.trim() ?? "").join(" ").trim()
      : "";
    const labels = "labels" in active ? Array.from((active as HTMLInputElement).labels ?? [], (l) => l.textContent?.trim() ?? "").join(" ").trim() : "";
    const name = active.getAttribute("aria-label") ?? (fromLabelledBy || labels || active.textContent?.trim() || active.getAttribute("title") || "");
    return { tag: active.tagName.toLowerCase(), role: active.getAttribute("role"), name };
  });
}

export type FocusWanted = (element: FocusedElement) => boolean;

/** Presses Tab (or Shift+Tab) until `wanted` has focus; fails naming every stop on the way. */
export async function tabTo(page: Page, wanted: FocusWanted, options: { max?: number; backwards?: boolean } = {}): Promise<FocusedElement> {
  const stops: string[] = [];
  for (let i = 0; i < (options.max ?? 60); i += 1) {
    await page.keyboard.press(options.backwards ? "Shift+Tab" : "Tab");
    const current = await focused(page);
    if (current && wanted(current)) return current;
    stops.push(current ? `${current.tag}${current.role ? `[${current.role}]` : ""} "${current.name.slice(0, 40)}"` : "(nothing)");
  }
  throw new Error(`Never reached the wanted element by keyboard. Stops:\n  ${stops.join("\n  ")}`);
}

export const named =
  (name: string | RegExp, tag?: string): FocusWanted =>
  (element) =>
    (typeof name === "string" ? element.name === name : name.test(element.name)) && (tag === undefined || element.tag === tag);

/**
 * Tabs through up to `stops` elements and returns those whose focused look is pixel-identical to
 * their unfocused look, i.e. focus that a sighted keyboard user cannot see.
 */
export async function invisibleFocusStops(page: Page, stops = 12): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  const invisible: string[] = [];
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press("Tab");
    await page.waitForTimeout(200);
    const box = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      const rect = active.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    });
    const element = await focused(page);
    if (!box || !element || box.width === 0 || box.height === 0) continue;
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    const clip = {
      x: Math.max(0, box.x - 4),
      y: Math.max(0, box.y - 4),
      width: Math.min(viewport.width - Math.max(0, box.x - 4), box.width + 8),
      height: Math.min(viewport.height - Math.max(0, box.y - 4), box.height + 8),
    };
    if (clip.width <= 0 || clip.height <= 0) continue;
    const withFocus = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
    // Focus moves to a neutral place outside the element, keeping the sequential navigation point.
    await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      active?.setAttribute("data-focus-probe", "");
      active?.blur();
    });
    await page.waitForTimeout(200);
    const withoutFocus = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
    if (withFocus.equals(withoutFocus)) invisible.push(`${element.tag}${element.role ? `[${element.role}]` : ""} "${element.name.slice(0, 40)}"`);
    await page.evaluate(() => {
      const probe = document.querySelector<HTMLElement>("[data-focus-probe]");
      probe?.removeAttribute("data-focus-probe");
      probe?.focus();
    });
  }
  return invisible;
}
