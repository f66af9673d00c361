// Create a campaign (super admin): its name, the unit whose subtree is reviewed, the due date, what
// is reviewed and whether it repeats. Judged by the API's own schema (shared/campaigns.ts).
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Select, makeStyles, tokens } from "@fluentui/react-components";
import { CAMPAIGN_RECURRENCES, CAMPAIGN_SUBJECTS, campaignCreateSchema, type CampaignCreateData, type CampaignDoc, type CampaignSubject } from "@steward/shared";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { createCampaign } from "../../api/campaigns-api.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { bodyResolver, messageOf } from "../../components/form/body-resolver.ts";
import { FormDateInput, FormInput } from "../../components/form/form-controls.tsx";
import { showServerIssues, serverIssuesOf } from "../../components/form/server-issues.ts";
import { UnitTreeSelect } from "../../components/unit-tree-select/unit-tree-select.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { campaignRefusal } from "./campaign-refusal.ts";
import { CAMPAIGN_TEXTS as T, RECURRENCE_LABELS, SUBJECT_LABELS } from "./campaign-texts.ts";

const useStyles = makeStyles({ form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM }, subjects: { display: "flex", gap: tokens.spacingHorizontalL } });

interface Values {
  name: string;
  unit: number | null;
  unitName: string | null;
  dueDate: string;
  subjects: CampaignSubject[];
  recurrence: string;
}

const resolver = bodyResolver<Values, CampaignCreateData>(campaignCreateSchema, (v) => ({
  name: v.name,
  // No unit chosen is the API's null: the whole institution, as the chooser says.
  unit: v.unit,
  dueDate: v.dueDate,
  subjects: v.subjects,
  recurrence: v.recurrence === "none" ? null : v.recurrence,
}));

export function CampaignFormDialog({ open, onClose, onSaved }: { open: boolean; onClose(): void; onSaved(doc: CampaignDoc): void }) {
  const styles = useStyles();
  const { api } = useDashboardServices();
  const unitLabelId = useId();
  const form = useForm<Values, unknown, CampaignCreateData>({
    resolver,
    defaultValues: { name: "", unit: null, unitName: null, dueDate: "", subjects: ["accounts", "access"], recurrence: "none" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (body: CampaignCreateData) => {
    try {
      onSaved(await createCampaign(api, body));
    } catch (error) {
      const issues = serverIssuesOf(error);
      if (issues) {
        const rest = showServerIssues(form.setError, issues, (path) => (["name", "unit", "dueDate", "subjects", "recurrence"].includes(path) ? (path as keyof Values) : undefined));
        if (rest.length > 0) form.setError("root.server", { message: rest.map((i) => i.message).join("\n") });
      } else {
        form.setError("root.server", { message: campaignRefusal(error, T.saveFailed) });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-label={T.createTitle}>
        <form noValidate onSubmit={form.handleSubmit(submit)}>
          <DialogBody>
            <DialogTitle>{T.createTitle}</DialogTitle>
            <DialogContent className={styles.form}>
              <FormAlert text={errors.root?.["server"]?.message ?? null} />
              <Field label={T.name} required validationMessage={errors.name?.message}>
                <FormInput control={form.control} name="name" maxLength={200} />
              </Field>
              <Field label={{ children: T.unit, id: unitLabelId }} required validationMessage={messageOf(errors.unit)}>
                <Controller
                  control={form.control}
                  name="unit"
                  render={({ field }) => (
                    <UnitTreeSelect
                      labelId={unitLabelId}
                      label={T.unit}
                      noneLabel={T.wholeInstitution}
                      value={field.value}
                      valueName={form.getValues("unitName")}
                      onChange={(id, name) => {
                        form.setValue("unitName", name);
                        field.onChange(id);
                      }}
                    />
                  )}
                />
              </Field>
              <Field label={T.dueDate} required validationMessage={errors.dueDate?.message}>
                <FormDateInput control={form.control} name="dueDate" />
              </Field>
              <Field label={T.subjects} required validationMessage={messageOf(errors.subjects)}>
                <Controller
                  control={form.control}
                  name="subjects"
                  render={({ field }) => (
                    <div className={styles.subjects} role="group" aria-label={T.subjects}>
                      {CAMPAIGN_SUBJECTS.map((subject) => (
                        <Checkbox
                          key={subject}
                          label={SUBJECT_LABELS[subject]}
                          checked={field.value.includes(subject)}
                          onChange={(_event, data) =>
                            field.onChange(data.checked ? [...field.value, subject] : field.value.filter((s: CampaignSubject) => s !== subject))
                          }
                        />
                      ))}
                    </div>
                  )}
                />
              </Field>
              <Field label={T.recurrence} validationMessage={errors.recurrence?.message}>
                <Controller
                  control={form.control}
                  name="recurrence"
                  render={({ field }) => (
                    <Select value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
                      {(["none", ...CAMPAIGN_RECURRENCES] as const).map((value) => (
                        <option key={value} value={value}>
                          {RECURRENCE_LABELS[value]}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{T.cancel}</Button>
              <Button appearance="primary" type="submit" disabled={isSubmitting}>
                {isSubmitting ? T.saving : T.save}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
