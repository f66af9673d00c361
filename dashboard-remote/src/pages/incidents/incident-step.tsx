// One step of an incident's checklist (issue 34): its title, whether it is required, who it is given
// to (the people picker, searched on the server), done or not (when and by whom), and a note.
import { Button, Field, Input, makeStyles, tokens } from "@fluentui/react-components";
import { OneLineBadge } from "../../components/badge/one-line-badge.tsx";
import type { IncidentStepDoc, StepUpdateInput } from "@steward/shared";
import { useState } from "react";
import { UserPicker } from "../../components/pickers/user-picker.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useStepTitle } from "./incident-texts.ts";

const useStyles = makeStyles({
  step: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, flexGrow: 1 },
  fields: { display: "grid", gap: tokens.spacingHorizontalM, gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))", alignItems: "end" },
  note: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "end" },
  noteInput: { flexGrow: 1 },
});

export interface IncidentStepProps {
  step: IncidentStepDoc;
  editable: boolean;
  busy: boolean;
  onChange(input: StepUpdateInput): void;
}

export function IncidentStep({ step, editable, busy, onChange }: IncidentStepProps) {
  const t = useT();
  const styles = useStyles();
  const formats = useFormats();
  const titleOf = useStepTitle();
  const title = titleOf(step.title);
  const [note, setNote] = useState(step.note ?? "");
  const done = step.doneAt !== null;
  return (
    <li className={styles.step} aria-label={title}>
      <div className={styles.head}>
        <h3 className={styles.title}>{title}</h3>
        <OneLineBadge appearance="outline" color={step.required ? "important" : "informative"}>
          {step.required ? t("incidents.required") : t("incidents.optional")}
        </OneLineBadge>
        <OneLineBadge appearance="tint" color={done ? "success" : "warning"}>
          {done ? t("incidents.doneBy", { when: formats.dateTime(step.doneAt ?? ""), name: step.doneBy?.name ?? "" }) : t("incidents.notDone")}
        </OneLineBadge>
        {editable && (
          <Button appearance={done ? "secondary" : "primary"} disabled={busy} onClick={() => onChange({ done: !done })} aria-label={t(done ? "incidents.markUndoneOf" : "incidents.markDoneOf", { step: title })}>
            {done ? t("incidents.markUndone") : t("incidents.markDone")}
          </Button>
        )}
      </div>
      {step.automatic && <p>{t("incidents.automatic")}</p>}
      {editable ? (
        <div className={styles.fields}>
          <UserPicker
            label={t("incidents.assigneeOf", { step: title })}
            single
            noneLabel={t("incidents.unassigned")}
            value={step.assignee ? [step.assignee] : []}
            onChange={(chosen) => onChange({ assigneeId: chosen[0]?.id ?? null })}
            disabled={busy}
          />
          <div className={styles.note}>
            <Field className={styles.noteInput} label={t("incidents.noteOf", { step: title })}>
              <Input value={note} maxLength={2000} onChange={(_e, data) => setNote(data.value)} />
            </Field>
            <Button disabled={busy || note.trim() === (step.note ?? "")} onClick={() => onChange({ note: note.trim() })}>
              {t("incidents.saveNote")}
            </Button>
          </div>
        </div>
      ) : (
        <p>
          {t("incidents.assignee")}: {step.assignee?.name ?? t("incidents.unassigned")}
          {step.note ? ` · ${t("incidents.note")}: ${step.note}` : ""}
        </p>
      )}
    </li>
  );
}
