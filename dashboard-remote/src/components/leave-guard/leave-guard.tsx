// Leaving a page with changes not saved asks first: a route change inside the dashboard through
// the router's blocker (our own dialog), a reload or a closed tab through the browser's
// beforeunload prompt. A form that navigates after a successful save is still submitting then, so
// the save's own navigation is never blocked.
import { useBlocker } from "@tanstack/react-router";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { LEAVE_TEXTS } from "./leave-texts.ts";

export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => unsaved, enableBeforeUnload: () => unsaved, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === "blocked"}
      title={LEAVE_TEXTS.title}
      confirmLabel={LEAVE_TEXTS.leave}
      cancelLabel={LEAVE_TEXTS.stay}
      busy={false}
      refusal={null}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{LEAVE_TEXTS.body}</p>
    </ConfirmDialog>
  );
}
