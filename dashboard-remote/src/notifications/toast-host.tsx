import { Toast, ToastTitle, Toaster, useId, useToastController } from "@fluentui/react-components";
import { useEffect } from "react";
import type { NotificationQueue } from "./notification-queue.ts";

export interface ToastHostProps {
  queue: NotificationQueue;
}

/** Shows the queued notifications as Fluent toasts. */
export function ToastHost({ queue }: ToastHostProps) {
  const toasterId = useId("steward-toaster");
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      queue.subscribe((notification) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{notification.text}</ToastTitle>
          </Toast>,
          { intent: notification.intent, toastId: `steward-toast-${notification.id}` },
        ),
      ),
    [queue, dispatchToast],
  );

  // Bottom centre: a page's main buttons sit at the right end of its header and of its forms, where
  // a top-end or bottom-end toast would cover them just when the next step is taken.
  return <Toaster toasterId={toasterId} position="bottom" pauseOnHover pauseOnWindowBlur />;
}

export default ToastHost;
