// One incident (issue 34): the account, what happened, the lock notice, the playbook's checklist
// (assign, tick, note, times) and its timeline; those who may handle it close it here.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from "@fluentui/react-components";
import type { IncidentCloseInput, IncidentDetailDoc, StepUpdateInput } from "@steward/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { closeIncident, updateIncidentStep } from "../../api/incidents-api.ts";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { TextLink } from "../../components/link/text-link.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { INCIDENTS_KEY, incidentQuery } from "../../data/incidents-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { CloseIncidentDialog } from "./close-incident-dialog.tsx";
import { IncidentStep } from "./incident-step.tsx";
import { useIncidentFailure, useStepTitle } from "./incident-texts.ts";
import { IncidentStateBadge } from "./incidents-page.tsx";

const route = getRouteApi("/dashboard/incidents/$id");

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, maxWidth: "64rem" },
  steps: { listStyle: "none", padding: 0, margin: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  timeline: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  facts: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center" },
});

const TIMELINE_KINDS = ["opened", "step_assigned", "step_done", "step_undone", "step_note", "closed"] as const;

function Timeline({ incident }: { incident: IncidentDetailDoc }) {
  const t = useT();
  const styles = useStyles();
  const formats = useFormats();
  const titleOf = useStepTitle();
  const stepTitle = new Map(incident.steps.map((s) => [s.id, titleOf(s.title)]));
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">{t("incidents.timeline")}</h2>
      <ol className={styles.timeline}>
        {incident.timeline.map((entry, i) => {
          const kind = (TIMELINE_KINDS as readonly string[]).includes(entry.kind) ? (entry.kind as (typeof TIMELINE_KINDS)[number]) : "other";
          const label = t(`incidents.timelineKinds.${kind}`);
          const step = entry.stepId !== null ? stepTitle.get(entry.stepId) : undefined;
          const what = step ? t("incidents.timelineLine", { kind: label, step }) : label;
          return (
            <li key={i}>
              <time dateTime={entry.at}>{formats.dateTime(entry.at)}</time> · {what}
              {entry.text ? `: ${entry.text}` : ""}
              {entry.by ? ` (${t("incidents.by", { name: entry.by.name })})` : ""}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function IncidentPage() {
  const t = useT();
  const styles = useStyles();
  const formats = useFormats();
  const notify = useNotify();
  const failure = useIncidentFailure();
  const { id } = route.useParams();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const query = useQuery(incidentQuery(api, Number(id)));
  const [closing, setClosing] = useState(false);
  const [closeProblem, setCloseProblem] = useState<string | null>(null);

  const settle = async (doc: IncidentDetailDoc) => {
    queryClient.setQueryData(incidentQuery(api, doc.id).queryKey, doc);
    await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY, refetchType: "none" });
    await queryClient.invalidateQueries({ queryKey: ["social-medias"] });
  };
  const stepChange = useMutation({
    mutationFn: ({ stepId, input }: { stepId: number; input: StepUpdateInput }) => updateIncidentStep(api, Number(id), stepId, input),
    onSuccess: async (doc) => {
      await settle(doc);
      notify.success(t("incidents.saved"));
    },
    onError: (error) => notify.error(failure(error)),
  });
  const close = useMutation({
    mutationFn: (input: IncidentCloseInput) => closeIncident(api, Number(id), input),
    onSuccess: async (doc) => {
      setClosing(false);
      await settle(doc);
      notify.success(t("incidents.closed"));
    },
    onError: (error) => setCloseProblem(failure(error)),
  });

  const incident = query.data;
  if (!incident) {
    return (
      <div className={styles.root}>
        <PageHeader title={t("incidents.pageTitle")} />
        <p>{query.isError ? <FailureExplanation error={query.error} /> : t("common.loading")}</p>
      </div>
    );
  }
  const open = incident.state === "open";
  const editable = open && incident.mayHandle;
  const pendingRequired = incident.steps.filter((s) => s.required && s.doneAt === null).length;
  return (
    <div className={styles.root}>
      <TextLink to="/dashboard/incidents">{t("incidents.back")}</TextLink>
      <PageHeader
        title={t("incidents.title", { account: incident.socialMedia.name })}
        actions={
          editable ? (
            <Button
              appearance="primary"
              onClick={() => {
                setCloseProblem(null);
                setClosing(true);
              }}
            >
              {t("incidents.close")}
            </Button>
          ) : undefined
        }
      />
      <div className={styles.facts}>
        <IncidentStateBadge state={incident.state} />
        <span>{t("incidents.progressValue", { done: incident.stepsDone, total: incident.stepsTotal })}</span>
        {incident.unit && <span>{incident.unit.name}</span>}
      </div>
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading">{t("incidents.summary")}</h2>
        <p>{incident.summary}</p>
      </section>
      {open ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t("incidents.lockedNotice")}</MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="success">
          <MessageBarBody>
            {t("incidents.closedNotice", { when: formats.dateTime(incident.closedAt ?? ""), name: incident.closedBy?.name ?? "" })} {incident.closingNote}
            {incident.closeReason ? ` ${t("incidents.closeReasonShown", { reason: incident.closeReason })}` : ""}
          </MessageBarBody>
        </MessageBar>
      )}
      <section aria-labelledby="checklist-heading">
        <h2 id="checklist-heading">{t("incidents.checklist")}</h2>
        <ol className={styles.steps}>
          {incident.steps.map((step) => (
            <IncidentStep key={`${step.id}:${step.note ?? ""}`} step={step} editable={editable} busy={stepChange.isPending} onChange={(input) => stepChange.mutate({ stepId: step.id, input })} />
          ))}
        </ol>
      </section>
      <Timeline incident={incident} />
      {closing && (
        <CloseIncidentDialog
          account={incident.socialMedia.name}
          pendingRequired={pendingRequired}
          busy={close.isPending}
          problem={closeProblem}
          onClose={(input) => close.mutate(input)}
          onCancel={() => setClosing(false)}
        />
      )}
    </div>
  );
}
