// For pages built without React: `mount(element, options)` renders the dashboard into `element`
// and returns the function that removes it again. The returned function also carries `update`,
// so the page can change the theme without remounting (and losing what is on screen).
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Dashboard, type DashboardProps } from "./Dashboard.tsx";
import { flushHistoryDestroys } from "./history-lifecycle.ts";

export type MountOptions = DashboardProps;

/** The DOM event `mount()` dispatches on its element (bubbling) when the unread inbox count changes. */
export const UNREAD_COUNT_EVENT = "steward:unread-count";
export interface UnreadCountDetail {
  count: number;
}

export interface Unmount {
  (): void;
  /** Re-renders with new options; only `theme` and `locale` may change after the first render. */
  update(options: Pick<MountOptions, "theme" | "locale">): void;
}

function render(root: Root, options: MountOptions): void {
  root.render(
    <StrictMode>
      <Dashboard {...options} />
    </StrictMode>,
  );
}

export function mount(element: Element, options: MountOptions = {}): Unmount {
  const root = createRoot(element);
  // The count goes to the page's callback and, for pages that only listen, as a DOM event.
  const onUnreadCountChange = (count: number) => {
    options.onUnreadCountChange?.(count);
    element.dispatchEvent(new CustomEvent<UnreadCountDetail>(UNREAD_COUNT_EVENT, { detail: { count }, bubbles: true }));
  };
  let current: MountOptions = { ...options, onUnreadCountChange };
  let mounted = true;
  render(root, current);
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    flushHistoryDestroys();
  };
  return Object.assign(unmount, {
    update(next: Pick<MountOptions, "theme" | "locale">) {
      if (!mounted) return;
      current = { ...current, ...next };
      render(root, current);
    },
  });
}

export default mount;
