// "Report compromised" (issue 34), from an account's details: what happened, then the incident
// opens (the account locked, out of the verified answers, flagged, its people told) and the caller
// shows its page.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from "@fluentui/react-components";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { openIncident } from "../../api/incidents-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { INCIDENTS_KEY } from "../../data/incidents-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useIncidentFailure } from "./incident-texts.ts";

export interface ReportCompromisedDialogProps {
  account: { id: number; name: string };
  onClose(): void;
  /** Opened: the caller closes its own dialog, then shows the incident (leaving a mounted dialog behind would keep the next page aria-hidden). */
  onReported(incidentId: number): void;
}

export function ReportCompromisedDialog({ account, onClose, onReported }: ReportCompromisedDialogProps) {
  const t = useT();
  const notify = useNotify();
  const failure = useIncidentFailure();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const report = useMutation({
    mutationFn: () => openIncident(api, { socialMediaId: account.id, summary }),
    onSuccess: async (incident) => {
      notify.success(t("incidents.reported"));
      await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ["social-medias"] });
      onReported(incident.id);
    },
    onError: (error) => setProblem(failure(error)),
  });
  return (
    <Dialog open modalType="alert" onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate();
          }}
        >
          <DialogBody>
            <DialogTitle>{t("incidents.reportTitle", { account: account.name })}</DialogTitle>
            <DialogContent>
              <p>{t("incidents.reportIntro")}</p>
              <Field label={t("incidents.reportSummary")} hint={t("incidents.reportSummaryHint")} required validationMessage={problem ?? undefined}>
                <Textarea value={summary} maxLength={2000} resize="vertical" onChange={(_e, data) => setSummary(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {t("incidents.cancel")}
              </Button>
              <Button type="submit" appearance="primary" disabled={report.isPending}>
                {t("incidents.reportConfirm")}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
