// Moving a case on: in review, removed, refused (with the reason the reporter is told), reported to
// the platform (with its ticket). The API checks the same; its refusal is shown in the dialog.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Textarea, makeStyles, tokens } from "@fluentui/react-components";
import { REPORT_LIMITS, type CaseDetailDoc, type CaseStateChange, type CaseTargetState } from "@steward/shared";
import { useState, type FormEvent } from "react";
import { changeCaseState } from "../../api/cases-api.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { serverIssuesOf } from "../../components/form/server-issues.ts";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const useStyles = makeStyles({ form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM } });

export interface CaseStateDialogProps {
  open: boolean;
  caseDoc: CaseDetailDoc;
  target: CaseTargetState;
  onClose(): void;
  onSaved(doc: CaseDetailDoc): void;
}

/** What the chosen state needs in words: the reason, the ticket, or an optional note. */
const NEEDS: Record<CaseTargetState, "reason" | "ticket" | "note"> = { in_review: "note", removed: "note", refused: "reason", reported_to_platform: "ticket" };

function bodyOf(target: CaseTargetState, text: string): CaseStateChange {
  const value = text.trim();
  if (target === "refused") return { state: "refused", reason: value };
  if (target === "reported_to_platform") return { state: "reported_to_platform", platformTicket: value };
  return value ? { state: target, note: value } : { state: target };
}

export function CaseStateDialog({ open, caseDoc, target, onClose, onSaved }: CaseStateDialogProps) {
  const styles = useStyles();
  const t = useT();
  const { api } = useDashboardServices();
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ issues: string | null; error: unknown } | null>(null);
  const need = NEEDS[target];
  const title = t("caseDesk.actions.dialogTitle", { state: t(`caseDesk.actions.${target}`), id: caseDoc.id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (need !== "note" && text.trim() === "") {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await changeCaseState(api, caseDoc.id, bodyOf(target, text)));
    } catch (error) {
      const issues = serverIssuesOf(error);
      setFailure({ issues: issues && issues.length > 0 ? issues.map((i) => i.message).join("\n") : null, error });
    } finally {
      setBusy(false);
    }
  };

  const label = need === "reason" ? t("caseDesk.actions.reason") : need === "ticket" ? t("caseDesk.actions.ticket") : t("caseDesk.actions.note");
  const validation = missing && text.trim() === "" ? t(need === "reason" ? "caseDesk.actions.requiredReason" : "caseDesk.actions.requiredTicket") : undefined;
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-label={title}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              <FormAlert text={failure?.issues ?? null} />
              {failure && !failure.issues && (
                <div role="alert">
                  <FailureExplanation error={failure.error} />
                </div>
              )}
              <Field label={label} required={need !== "note"} hint={need === "reason" ? t("caseDesk.actions.reasonHint") : undefined} validationMessage={validation}>
                {need === "reason" ? (
                  <Textarea value={text} maxLength={REPORT_LIMITS.short} resize="vertical" onChange={(_, data) => setText(data.value)} />
                ) : (
                  <Input value={text} maxLength={REPORT_LIMITS.short} onChange={(_, data) => setText(data.value)} />
                )}
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t("caseDesk.actions.cancel")}</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t("caseDesk.actions.save")}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
