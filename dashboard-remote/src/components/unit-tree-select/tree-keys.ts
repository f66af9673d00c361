// The keyboard of the WAI-ARIA tree view pattern, over the tree's markup: the visible items are
// the treeitems not inside a collapsed item (collapsed items render no group), in document order.

export type TreeKeyAction =
  | { kind: "focus"; item: HTMLElement }
  | { kind: "expand"; item: HTMLElement }
  | { kind: "collapse"; item: HTMLElement }
  | { kind: "choose"; item: HTMLElement };

const ITEM = '[role="treeitem"]';

function visibleItems(tree: HTMLElement): HTMLElement[] {
  return [...tree.querySelectorAll<HTMLElement>(ITEM)];
}

function parentItem(item: HTMLElement): HTMLElement | null {
  return item.parentElement?.closest<HTMLElement>(ITEM) ?? null;
}

function firstChild(item: HTMLElement): HTMLElement | null {
  return item.querySelector<HTMLElement>(`:scope > [role="group"] > ${ITEM}`);
}

/** What a key does on `item`: Up/Down move, Right expands or enters, Left collapses or goes up, Home/End, Enter/Space choose. */
export function treeKeyAction(tree: HTMLElement, item: HTMLElement, key: string): TreeKeyAction | null {
  const items = visibleItems(tree);
  const index = items.indexOf(item);
  const expanded = item.getAttribute("aria-expanded");
  const to = (target: HTMLElement | null | undefined): TreeKeyAction | null => (target ? { kind: "focus", item: target } : null);
  switch (key) {
    case "ArrowDown":
      return to(items[index + 1]);
    case "ArrowUp":
      return to(items[index - 1]);
    case "Home":
      return to(items[0]);
    case "End":
      return to(items.at(-1));
    case "ArrowRight":
      if (expanded === "false") return { kind: "expand", item };
      return expanded === "true" ? to(firstChild(item)) : null;
    case "ArrowLeft":
      if (expanded === "true") return { kind: "collapse", item };
      return to(parentItem(item));
    case "Enter":
    case " ":
      return { kind: "choose", item };
    default:
      return null;
  }
}
