// Raise a flag (choose the account) or edit one (category, severity, description).
import { Field } from "@fluentui/react-components";
import { FLAG_CATEGORIES, FLAG_SEVERITIES, type FlagDoc } from "@steward/shared";
import { Controller, useForm } from "react-hook-form";
import { createFlag, updateFlag } from "../../api/flags-api.ts";
import { FormSelect, FormTextarea } from "../../components/form/form-controls.tsx";
import { serverIssuesOf } from "../../components/form/server-issues.ts";
import { localizeOrNone, useFlagSentence } from "./use-flag-sentence.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { AccountPicker } from "./account-picker.tsx";
import { FlagDialogForm } from "./flag-dialog-form.tsx";
import { flagFormValuesOf, useFlagResolver, type FlagFormValues } from "./flag-form-schemas.ts";
import { useT } from "../../i18n/i18n-context.ts";

export interface FlagFormDialogProps {
  open: boolean;
  /** The flag to edit, or null to raise a new one. */
  flag: FlagDoc | null;
  onClose(): void;
  onSaved(flag: FlagDoc, created: boolean): void;
}

export function FlagFormDialog({ open, flag, onClose, onSaved }: FlagFormDialogProps) {
  const { api } = useDashboardServices();
  const t = useT();
  const localize = useFlagSentence();
  // Raising and editing send different bodies; both are judged as the API will judge them.
  const form = useForm<FlagFormValues, unknown, object>({
    resolver: useFlagResolver(flag !== null),
    defaultValues: flagFormValuesOf(flag),
  });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;

  const submit = async (body: object) => {
    try {
      if (flag) onSaved(await updateFlag(api, flag.id, body), false);
      else onSaved(await createFlag(api, body as Parameters<typeof createFlag>[1]), true);
    } catch (error) {
      const issues = serverIssuesOf(error) ?? [];
      form.setError("root.server", { message: issues.length > 0 ? issues.map((issue) => localize(issue.message)).join("\n") : t("flags.saveFailed") });
    }
  };

  const title = flag ? t("flags.editTitle") : t("flags.raiseTitle");
  return (
    <FlagDialogForm
      open={open}
      title={title}
      formError={errors.root?.["server"]?.message ?? null}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
    >
      {flag ? (
        <Field label={t("flags.account")}>
          <span>{flag.socialMedia.name}</span>
        </Field>
      ) : (
        <Controller
          control={control}
          name="socialMedia"
          render={({ field }) => <AccountPicker value={field.value} onChange={field.onChange} error={localizeOrNone(localize, errors.socialMedia?.message)} />}
        />
      )}
      <Field label={t("flags.category")} required validationMessage={localizeOrNone(localize, errors.category?.message)}>
        <FormSelect control={control} name="category">
          {!flag && <option value="">{t("flags.chooseOption")}</option>}
          {FLAG_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`flags.categories.${value}`)}
            </option>
          ))}
        </FormSelect>
      </Field>
      <Field label={t("flags.severity")} required validationMessage={localizeOrNone(localize, errors.severity?.message)}>
        <FormSelect control={control} name="severity">
          {!flag && <option value="">{t("flags.chooseOption")}</option>}
          {FLAG_SEVERITIES.map((value) => (
            <option key={value} value={value}>
              {t(`flags.severities.${value}`)}
            </option>
          ))}
        </FormSelect>
      </Field>
      <Field label={t("flags.description")} required={!flag} validationMessage={localizeOrNone(localize, errors.description?.message)}>
        <FormTextarea control={control} name="description" maxLength={5000} resize="vertical" />
      </Field>
    </FlagDialogForm>
  );
}
