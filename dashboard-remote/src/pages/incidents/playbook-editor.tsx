// The playbook template (issue 34), for super admins: ordered steps, each with a title in English
// and in Spanish (one language alone is a single free text), required or not, and whether opening
// the incident does it. Saved whole; incidents already open keep the copy they started with.
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from "@fluentui/react-components";
import { ArrowDown16Regular, ArrowUp16Regular, Delete16Regular } from "@fluentui/react-icons";
import type { PlaybookStep } from "@steward/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { savePlaybook } from "../../api/incidents-api.ts";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { INCIDENTS_KEY, playbookQuery } from "../../data/incidents-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useIncidentFailure } from "./incident-texts.ts";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, marginBlockEnd: tokens.spacingVerticalXL, maxWidth: "60rem" },
  steps: { listStyle: "none", padding: 0, margin: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  step: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  titles: { display: "grid", gap: tokens.spacingHorizontalM, gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))" },
  row: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
});

const blank = (): PlaybookStep => ({ title: { en: "", "es-CO": "" }, required: true, automatic: false });

export function PlaybookEditor() {
  const t = useT();
  const styles = useStyles();
  const formats = useFormats();
  const notify = useNotify();
  const failure = useIncidentFailure();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const query = useQuery(playbookQuery(api));
  const [steps, setSteps] = useState<PlaybookStep[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (query.data && steps === null) setSteps(query.data.steps);
  }, [query.data, steps]);
  const save = useMutation({
    mutationFn: (next: PlaybookStep[]) => savePlaybook(api, { steps: next }),
    onSuccess: async (doc) => {
      setSteps(doc.steps);
      setProblem(null);
      notify.success(t("incidents.playbookSaved"));
      await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
    },
    onError: (error) => setProblem(failure(error)),
  });
  if (!steps || !query.data) return null;
  const change = (index: number, next: Partial<PlaybookStep>) => setSteps(steps.map((s, i) => (i === index ? { ...s, ...next } : s)));
  const move = (index: number, by: number) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    next.splice(index + by, 0, step!);
    setSteps(next);
  };
  const doc = query.data;
  return (
    <section className={styles.root} aria-labelledby="playbook-heading">
      <h2 id="playbook-heading">{t("incidents.playbook")}</h2>
      <p>{t("incidents.playbookIntro")}</p>
      <p>{doc.updatedAt && doc.updatedBy ? t("incidents.playbookUpdated", { when: formats.dateTime(doc.updatedAt), name: doc.updatedBy.name }) : t("incidents.playbookDefault")}</p>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const n = index + 1;
          return (
            <li key={index} className={styles.step} aria-label={t("incidents.stepNumber", { n })}>
              <div className={styles.titles}>
                <Field label={t("incidents.titleEn")} hint={index === 0 ? t("incidents.titleHint") : undefined}>
                  <Input value={step.title.en} maxLength={200} onChange={(_e, data) => change(index, { title: { ...step.title, en: data.value } })} />
                </Field>
                <Field label={t("incidents.titleEs")}>
                  <Input value={step.title["es-CO"]} maxLength={200} onChange={(_e, data) => change(index, { title: { ...step.title, "es-CO": data.value } })} />
                </Field>
              </div>
              <div className={styles.row}>
                <Checkbox label={t("incidents.stepRequired")} checked={step.required} onChange={(_e, data) => change(index, { required: data.checked === true })} />
                <Checkbox label={t("incidents.stepAutomatic")} checked={step.automatic} onChange={(_e, data) => change(index, { automatic: data.checked === true })} />
                <Button size="small" icon={<ArrowUp16Regular />} disabled={index === 0} aria-label={t("incidents.moveUp", { n })} onClick={() => move(index, -1)} />
                <Button size="small" icon={<ArrowDown16Regular />} disabled={index === steps.length - 1} aria-label={t("incidents.moveDown", { n })} onClick={() => move(index, 1)} />
                <Button size="small" icon={<Delete16Regular />} disabled={steps.length === 1} aria-label={t("incidents.removeStep", { n })} onClick={() => setSteps(steps.filter((_s, i) => i !== index))} />
              </div>
            </li>
          );
        })}
      </ol>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button onClick={() => setSteps([...steps, blank()])}>{t("incidents.addStep")}</Button>
        <Button appearance="primary" disabled={save.isPending} onClick={() => save.mutate(steps)}>
          {t("incidents.savePlaybook")}
        </Button>
      </div>
    </section>
  );
}
