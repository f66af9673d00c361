// Leaving a page with changes not saved asks first: a route change inside the dashboard through
// the router's blocker (our own dialog), a reload or a closed tab through the browser's
// beforeunload prompt. A form that navigates after a successful save is still submitting then, so
// the save's own navigation is never blocked.
import { useBlocker } from "@tanstack/react-router";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { useT } from "../../i18n/i18n-context.ts";

export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const t = useT();
  const blocker = useBlocker({ shouldBlockFn: () => unsaved, enableBeforeUnload: () => unsaved, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === "blocked"}
      title={t("leave.title")}
      confirmLabel={t("leave.leave")}
      cancelLabel={t("leave.stay")}
      busy={false}
      refusal={null}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t("leave.body")}</p>
    </ConfirmDialog>
  );
}
