// One confirmation for what cannot be undone or reaches everyone: the question, what follows, and
// the server's refusal in words inside the same dialog (the person stays where they decided).
// Buttons in the product's one order: the way out first, the primary action last.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { useT } from "../../i18n/i18n-context.ts";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way out; Cancel unless said otherwise. */
  cancelLabel?: string;
  /** Shown on the confirm button while the change is on its way. */
  busyLabel?: string;
  busy: boolean;
  /** Why the server refused, in words; the dialog stays open to show it. */
  refusal: string | null;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busyLabel, busy, refusal, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {children}
            {refusal && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              {refusal ? t("confirm.close") : (cancelLabel ?? t("confirm.cancel"))}
            </Button>
            {!refusal && (
              <Button appearance="primary" disabled={busy} onClick={onConfirm}>
                {busy && busyLabel ? busyLabel : confirmLabel}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
