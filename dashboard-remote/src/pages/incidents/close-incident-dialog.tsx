// Closing an incident (issue 34): a closing note, and when required steps are still undone, the
// reason it closes anyway (the API refuses without one). Closing unlocks the account and puts it
// back in the verified answers at once.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from "@fluentui/react-components";
import type { IncidentCloseInput } from "@steward/shared";
import { useState } from "react";
import { useT } from "../../i18n/i18n-context.ts";

export interface CloseIncidentDialogProps {
  account: string;
  pendingRequired: number;
  busy: boolean;
  problem: string | null;
  onClose(input: IncidentCloseInput): void;
  onCancel(): void;
}

export function CloseIncidentDialog({ account, pendingRequired, busy, problem, onClose, onCancel }: CloseIncidentDialogProps) {
  const t = useT();
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  return (
    <Dialog open modalType="alert" onOpenChange={(_e, data) => !data.open && onCancel()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onClose({ note, ...(pendingRequired > 0 ? { reason } : {}) });
          }}
        >
          <DialogBody>
            <DialogTitle>{t("incidents.closeTitle", { account })}</DialogTitle>
            <DialogContent>
              <p>{t("incidents.closeIntro")}</p>
              <Field label={t("incidents.closeNote")} required validationMessage={problem ?? undefined}>
                <Textarea value={note} maxLength={2000} resize="vertical" onChange={(_e, data) => setNote(data.value)} />
              </Field>
              {pendingRequired > 0 && (
                <Field label={t("incidents.closeReason")} hint={t("incidents.closeReasonHint", { count: pendingRequired })} required>
                  <Textarea value={reason} maxLength={2000} resize="vertical" onChange={(_e, data) => setReason(data.value)} />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onCancel}>
                {t("incidents.cancel")}
              </Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {t("incidents.closeConfirm")}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
