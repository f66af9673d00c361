// The router's browser history patches window.history and listens on window, so it must be
// destroyed when the dashboard goes away. React's StrictMode runs an effect's cleanup and then the
// effect again at once (development), so the destruction waits a tick and is cancelled when the
// effect comes back; mount()'s unmount flushes it at once, so a remount right after starts clean.
import type { RouterHistory } from "@tanstack/react-router";

const pending = new Map<RouterHistory, ReturnType<typeof setTimeout>>();

export function scheduleHistoryDestroy(history: RouterHistory): void {
  cancelHistoryDestroy(history);
  pending.set(
    history,
    setTimeout(() => {
      pending.delete(history);
      history.destroy();
    }, 0),
  );
}

export function cancelHistoryDestroy(history: RouterHistory): void {
  clearTimeout(pending.get(history));
  pending.delete(history);
}

export function flushHistoryDestroys(): void {
  for (const [history, timer] of pending) {
    clearTimeout(timer);
    history.destroy();
  }
  pending.clear();
}
