import { lazy, Suspense, useEffect, useState } from "react";
import type { NotificationQueue } from "./notification-queue.ts";

const ToastHost = lazy(() => import("./toast-host.tsx"));

/** Mounts the toaster (and downloads its code) when the first notification is pushed. */
export function LazyToastHost({ queue }: { queue: NotificationQueue }) {
  const [needed, setNeeded] = useState(queue.started);
  useEffect(() => {
    if (queue.started) setNeeded(true);
    return queue.onStart(() => setNeeded(true));
  }, [queue]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost queue={queue} />
    </Suspense>
  );
}
