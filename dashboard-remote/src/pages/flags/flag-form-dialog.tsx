// Raise a flag (choose the account) or edit one (category, severity, description).
import { Field } from "@fluentui/react-components";
import { FLAG_CATEGORIES, FLAG_SEVERITIES, type FlagDoc } from "@steward/shared";
import { Controller, useForm } from "react-hook-form";
import { createFlag, updateFlag } from "../../api/flags-api.ts";
import { FormSelect, FormTextarea } from "../../components/form/form-controls.tsx";
import { serverIssuesOf } from "../../components/form/server-issues.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { humanize } from "../../texts.ts";
import { AccountPicker } from "./account-picker.tsx";
import { FlagDialogForm } from "./flag-dialog-form.tsx";
import { editFlagResolver, flagFormValuesOf, raiseFlagResolver, type FlagFormValues } from "./flag-form-schemas.ts";
import { FLAG_TEXTS } from "./flag-texts.ts";

export interface FlagFormDialogProps {
  open: boolean;
  /** The flag to edit, or null to raise a new one. */
  flag: FlagDoc | null;
  onClose(): void;
  onSaved(flag: FlagDoc, created: boolean): void;
}

export function FlagFormDialog({ open, flag, onClose, onSaved }: FlagFormDialogProps) {
  const { api } = useDashboardServices();
  // Raising and editing send different bodies; both are judged as the API will judge them.
  const form = useForm<FlagFormValues, unknown, object>({
    resolver: flag ? editFlagResolver : raiseFlagResolver,
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
      form.setError("root.server", { message: issues.length > 0 ? issues.map((issue) => issue.message).join("\n") : FLAG_TEXTS.saveFailed });
    }
  };

  const title = flag ? FLAG_TEXTS.editTitle : FLAG_TEXTS.raiseTitle;
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
        <Field label={FLAG_TEXTS.account}>
          <span>{flag.socialMedia.name}</span>
        </Field>
      ) : (
        <Controller
          control={control}
          name="socialMedia"
          render={({ field }) => <AccountPicker value={field.value} onChange={field.onChange} error={errors.socialMedia?.message} />}
        />
      )}
      <Field label={FLAG_TEXTS.category} required validationMessage={errors.category?.message}>
        <FormSelect control={control} name="category">
          {!flag && <option value="">{FLAG_TEXTS.chooseOption}</option>}
          {FLAG_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {humanize(value)}
            </option>
          ))}
        </FormSelect>
      </Field>
      <Field label={FLAG_TEXTS.severity} required validationMessage={errors.severity?.message}>
        <FormSelect control={control} name="severity">
          {!flag && <option value="">{FLAG_TEXTS.chooseOption}</option>}
          {FLAG_SEVERITIES.map((value) => (
            <option key={value} value={value}>
              {humanize(value)}
            </option>
          ))}
        </FormSelect>
      </Field>
      <Field label={FLAG_TEXTS.description} required={!flag} validationMessage={errors.description?.message}>
        <FormTextarea control={control} name="description" maxLength={5000} resize="vertical" />
      </Field>
    </FlagDialogForm>
  );
}
