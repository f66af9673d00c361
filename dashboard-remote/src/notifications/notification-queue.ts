// Toasts are requested through a small queue so that Fluent's toast code loads only when the
// first one is shown, not with the dashboard.
export type NotificationIntent = "success" | "error" | "warning";

export interface Notification {
  id: number;
  intent: NotificationIntent;
  text: string;
}

type Listener = (notification: Notification) => void;

export interface NotificationQueue {
  push(intent: NotificationIntent, text: string): void;
  /** Delivers what was queued before the subscriber arrived, then every new notification. */
  subscribe(listener: Listener): () => void;
  /** True once something was pushed, i.e. the toaster is worth loading. */
  readonly started: boolean;
  onStart(callback: () => void): () => void;
}

export function createNotificationQueue(): NotificationQueue {
  let nextId = 1;
  let waiting: Notification[] = [];
  let listener: Listener | null = null;
  let started = false;
  const startCallbacks = new Set<() => void>();

  return {
    push(intent, text) {
      const notification = { id: nextId++, intent, text };
      if (listener) listener(notification);
      else waiting.push(notification);
      if (!started) {
        started = true;
        startCallbacks.forEach((callback) => callback());
      }
    },
    subscribe(next) {
      listener = next;
      const queued = waiting;
      waiting = [];
      queued.forEach(next);
      return () => {
        if (listener === next) listener = null;
      };
    },
    get started() {
      return started;
    },
    onStart(callback) {
      startCallbacks.add(callback);
      return () => startCallbacks.delete(callback);
    },
  };
}
