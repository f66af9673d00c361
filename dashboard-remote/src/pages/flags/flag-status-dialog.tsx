// Moving a flag through open / in review / resolved / dismissed. Closing needs a resolution note,
// which the API also insists on.
import { Field, Radio, RadioGroup } from "@fluentui/react-components";
import { FLAG_TRANSITIONS, isClosedFlagStatus, type FlagDoc, type FlagUpdateInput } from "@steward/shared";
import { Controller, useForm, useWatch } from "react-hook-form";
import { updateFlag } from "../../api/flags-api.ts";
import { FormTextarea } from "../../components/form/form-controls.tsx";
import { serverIssuesOf } from "../../components/form/server-issues.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { FlagStatusBadge } from "./flag-badges.tsx";
import { FlagDialogForm } from "./flag-dialog-form.tsx";
import { flagStatusResolver, type FlagStatusValues } from "./flag-form-schemas.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { localizeOrNone, useFlagSentence } from "./use-flag-sentence.ts";

export interface FlagStatusDialogProps {
  open: boolean;
  flag: FlagDoc;
  onClose(): void;
  onSaved(flag: FlagDoc): void;
}

export function FlagStatusDialog({ open, flag, onClose, onSaved }: FlagStatusDialogProps) {
  const { api } = useDashboardServices();
  const t = useT();
  const localize = useFlagSentence();
  const choices = FLAG_TRANSITIONS[flag.status];
  const form = useForm<FlagStatusValues, unknown, FlagUpdateInput>({
    resolver: flagStatusResolver,
    defaultValues: { status: choices[0] ?? flag.status, resolutionNote: "" },
  });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;
  const closing = isClosedFlagStatus(useWatch({ control, name: "status" }));

  const submit = async (body: FlagUpdateInput) => {
    try {
      onSaved(await updateFlag(api, flag.id, body));
    } catch (error) {
      const issues = serverIssuesOf(error) ?? [];
      form.setError("root.server", { message: issues.length > 0 ? issues.map((issue) => localize(issue.message)).join("\n") : t("flags.saveFailed") });
    }
  };

  return (
    <FlagDialogForm
      open={open}
      title={t("flags.statusTitle")}
      formError={errors.root?.["server"]?.message ?? null}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
    >
      <div>
        {flag.socialMedia.name} · {t(`flags.categories.${flag.category}`)} · <FlagStatusBadge status={flag.status} />
      </div>
      <Field label={t("flags.status")} required>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <RadioGroup name={field.name} value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
              {choices.map((choice) => (
                <Radio key={choice} value={choice} label={t(`flags.statuses.${choice}`)} />
              ))}
            </RadioGroup>
          )}
        />
      </Field>
      <Field label={t("flags.resolutionNote")} required={closing} hint={closing ? undefined : t("flags.noteOnlyWhenClosing")} validationMessage={localizeOrNone(localize, errors.resolutionNote?.message)}>
        <FormTextarea control={control} name="resolutionNote" maxLength={5000} resize="vertical" />
      </Field>
    </FlagDialogForm>
  );
}
