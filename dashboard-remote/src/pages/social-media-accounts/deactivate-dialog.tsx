// Deactivation needs a reason (trimmed, longer than 10 characters) and says that only the super
// admin can bring the account back.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from "@fluentui/react-components";
import { isDeactivationReasonValid } from "@steward/shared";
import { useState } from "react";
import { SOCIAL_MEDIA_TEXTS as T } from "../../texts.ts";

export interface DeactivateDialogProps {
  accountName: string | undefined;
  open: boolean;
  busy: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}

export function DeactivateDialog({ accountName, open, busy, onConfirm, onCancel }: DeactivateDialogProps) {
  const [reason, setReason] = useState("");
  const close = () => {
    setReason("");
    onCancel();
  };
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {T.deactivateTitle}
            {accountName ? `: ${accountName}` : ""}
          </DialogTitle>
          <DialogContent>
            <p>{T.deactivateIntro}</p>
            <p>{T.deactivateOnlySuperAdmin}</p>
            <Field label={T.deactivationReason} hint={T.deactivationReasonHint} required>
              <Textarea value={reason} onChange={(_e, data) => setReason(data.value)} resize="vertical" />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{T.cancel}</Button>
            <Button
              appearance="primary"
              disabled={busy || !isDeactivationReasonValid(reason)}
              onClick={() => {
                onConfirm(reason.trim());
                setReason("");
              }}
            >
              {T.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
