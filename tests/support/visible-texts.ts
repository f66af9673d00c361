// What a person reads on a page right now: every text node whose element is rendered (dialogs and
// menus in portals included, visually hidden texts for screen readers too), and the aria-label,
// title and placeholder attributes of rendered elements.
import type { Page } from "playwright-core";

export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const shown = (element: Element | null) =>
      !!element && element.checkVisibility({ checkVisibilityCSS: true }) && !element.closest("script, style, noscript, template");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text && shown(node.parentElement)) texts.add(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder]")) {
      if (!shown(element)) continue;
      for (const name of ["aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name)?.replace(/\s+/g, " ").trim();
        if (value) texts.add(value);
      }
    }
    if (document.title.trim()) texts.add(document.title.trim());
    return [...texts];
  });
}
