// One bulk action, checked before it runs: what it needs (a reason, a person), then the server's dry
// run (the commit's own code, rolled back) as a summary: how many would change, how many are
// already so, and each refused record with its reason. Confirm runs it, all or nothing; the list
// is refreshed and the selection cleared.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, Spinner, Textarea, tokens } from "@fluentui/react-components";
import { BULK_ACTIONS_NAMING_A_PERSON, isDeactivationReasonValid, type AccountBulkAction, type AccountBulkActionInput, type BulkActionResult } from "@steward/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { runBulkAction, type BulkKind } from "../../api/bulk-actions-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { LazyFailureExplanation } from "../failure/lazy-failure-explanation.tsx";
import type { PickerItem } from "../pickers/search-picker.tsx";
import { UserPicker } from "../pickers/user-picker.tsx";

export interface BulkDialogProps {
  kind: BulkKind;
  action: string;
  /** How many records the selection holds. */
  count: number;
  selection: { ids: number[] } | { filter: Record<string, string> };
  onClose(): void;
  onDone(): void;
}

const useStyles = makeStyles({
  summary: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  refused: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: "40vh", overflowY: "auto" },
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
});

export function BulkDialog({ kind, action, count, selection, onClose, onDone }: BulkDialogProps) {
  const t = useT();
  const styles = useStyles();
  const { api } = useDashboardServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const needsReason = action === "deactivate";
  const needsPerson = kind === "accounts" && BULK_ACTIONS_NAMING_A_PERSON.includes(action as AccountBulkAction);
  const [reason, setReason] = useState("");
  const [person, setPerson] = useState<PickerItem[]>([]);
  const [summary, setSummary] = useState<BulkActionResult | null>(null);
  const ready = (!needsReason || isDeactivationReasonValid(reason)) && (!needsPerson || person.length === 1);

  const run = useMutation({
    mutationFn: (dryRun: boolean) => {
      const params = { ...(needsReason ? { reason } : {}), ...(needsPerson && person[0] ? { userId: person[0].id } : {}) };
      const body = { action, selection, params, dryRun } as AccountBulkActionInput;
      return kind === "accounts" ? runBulkAction(api, "accounts", body) : runBulkAction(api, "users", body as never);
    },
    onSuccess: async (result) => {
      if (!result.dryRun && result.committed) {
        notify.success(t("bulkActions.done", { count: result.counts.changed }));
        onDone();
        await invalidateAfter(queryClient, kind === "accounts" ? "socialMedia" : "user");
        return;
      }
      setSummary(result);
    },
  });

  // An action that needs nothing more is checked at once.
  useEffect(() => {
    if (!needsReason && !needsPerson) run.mutate(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog opens
  }, []);

  const changeParams = (apply: () => void) => {
    apply();
    setSummary(null);
    run.reset();
  };
  const actionName = t(`bulkActions.${action}` as "bulkActions.approve");
  const mayConfirm = summary !== null && summary.counts.refused === 0 && summary.counts.changed > 0;

  return (
    <Dialog open modalType="alert" onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t("bulkActions.dialogTitle", { action: actionName, count })}</DialogTitle>
          <DialogContent className={styles.content}>
            {needsReason && (
              <Field label={t("bulkActions.reason")} hint={t("bulkActions.reasonHint")} required>
                <Textarea value={reason} resize="vertical" onChange={(_e, data) => changeParams(() => setReason(data.value))} />
              </Field>
            )}
            {needsPerson && <UserPicker label={t("bulkActions.person")} single value={person} onChange={(value) => changeParams(() => setPerson(value))} />}
            {run.isPending && <Spinner size="tiny" label={t("bulkActions.checking")} />}
            {run.isError && <LazyFailureExplanation error={run.error} />}
            {summary && (
              <div aria-live="polite">
                {summary.message && <p role="alert">{summary.message}</p>}
                <ul className={styles.summary}>
                  <li>{t("bulkActions.summaryChange", { count: summary.counts.changed })}</li>
                  <li>{t("bulkActions.summarySkipped", { count: summary.counts.skipped })}</li>
                  <li>{t("bulkActions.summaryRefused", { count: summary.counts.refused })}</li>
                </ul>
                {summary.refused.length > 0 && (
                  <>
                    <h3>{t("bulkActions.refusedTitle")}</h3>
                    <ul className={styles.refused}>
                      {summary.refused.map((row) => (
                        <li key={row.id}>
                          <strong>{row.name}</strong>: {row.reason}
                        </li>
                      ))}
                    </ul>
                    <p>{t("bulkActions.refusedNote")}</p>
                  </>
                )}
                {summary.counts.refused === 0 && summary.counts.changed === 0 && <p>{t("bulkActions.nothingToChange")}</p>}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{summary && !mayConfirm ? t("bulkActions.close") : t("bulkActions.cancel")}</Button>
            {(needsReason || needsPerson) && summary === null && (
              <Button appearance="primary" disabled={!ready || run.isPending} onClick={() => run.mutate(true)}>
                {t("bulkActions.check")}
              </Button>
            )}
            {mayConfirm && (
              <Button appearance="primary" disabled={run.isPending} onClick={() => run.mutate(false)}>
                {t("bulkActions.confirm")}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
