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
import { useT } from "../../i18n/i18n-context.ts";
import { useCampaignSentence } from "./use-campaign-sentence.ts";

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
  const t = useT();
  const localize = useCampaignSentence();
  // zod's messages come in English from the shared schema: said in the reader's language.
  const said = (message: string | undefined) => (message ? localize(message) : message);
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
        if (rest.length > 0) form.setError("root.server", { message: rest.map((i) => localize(i.message)).join("\n") });
      } else {
        form.setError("root.server", { message: campaignRefusal(error, t("campaigns.saveFailed"), t, localize) });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-label={t("campaigns.createTitle")}>
        <form noValidate onSubmit={form.handleSubmit(submit)}>
          <DialogBody>
            <DialogTitle>{t("campaigns.createTitle")}</DialogTitle>
            <DialogContent className={styles.form}>
              <FormAlert text={errors.root?.["server"]?.message ?? null} />
              <Field label={t("campaigns.name")} required validationMessage={said(errors.name?.message)}>
                <FormInput control={form.control} name="name" maxLength={200} />
              </Field>
              <Field label={{ children: t("campaigns.unit"), id: unitLabelId }} required validationMessage={said(messageOf(errors.unit))}>
                <Controller
                  control={form.control}
                  name="unit"
                  render={({ field }) => (
                    <UnitTreeSelect
                      labelId={unitLabelId}
                      label={t("campaigns.unit")}
                      noneLabel={t("campaigns.wholeInstitution")}
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
              <Field label={t("campaigns.dueDate")} required validationMessage={said(errors.dueDate?.message)}>
                <FormDateInput control={form.control} name="dueDate" />
              </Field>
              <Field label={t("campaigns.subjects")} required validationMessage={said(messageOf(errors.subjects))}>
                <Controller
                  control={form.control}
                  name="subjects"
                  render={({ field }) => (
                    <div className={styles.subjects} role="group" aria-label={t("campaigns.subjects")}>
                      {CAMPAIGN_SUBJECTS.map((subject) => (
                        <Checkbox
                          key={subject}
                          label={t(`campaignSubjects.${subject}`)}
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
              <Field label={t("campaigns.recurrence")} validationMessage={said(errors.recurrence?.message)}>
                <Controller
                  control={form.control}
                  name="recurrence"
                  render={({ field }) => (
                    <Select value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
                      {(["none", ...CAMPAIGN_RECURRENCES] as const).map((value) => (
                        <option key={value} value={value}>
                          {t(`campaignRecurrence.${value}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t("campaigns.cancel")}</Button>
              <Button appearance="primary" type="submit" disabled={isSubmitting}>
                {isSubmitting ? t("campaigns.saving") : t("campaigns.save")}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
