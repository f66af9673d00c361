// The create-user and update-user form (product-spec.md section 2, decisions.md's field rules).
import { Button, Checkbox, Field } from "@fluentui/react-components";
import type { Role, UserStatus } from "@steward/shared";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";
import { FormAlert } from "../form-alert.tsx";
import { messageOf } from "../form/body-resolver.ts";
import { FormDateInput, FormInput, FormSelect } from "../form/form-controls.tsx";
import { useFormPageStyles } from "../form-page/form-page.styles.ts";
import { UnitMultiPicker } from "../unit-picker/unit-multi-picker.tsx";
import { COMPLIANCE_DATES, COMPLIANCE_FLAGS, showsOrganizations, type UserFormValues } from "./user-form-values.ts";
import { LeaveGuard } from "../leave-guard/leave-guard.tsx";

export interface UserFormProps<T> {
  initial: UserFormValues;
  /** Roles offered; empty hides the field. */
  roleOptions: readonly Role[];
  /** Statuses offered; empty hides the field. */
  statusOptions: readonly UserStatus[];
  /** Whether the editor may change the e-mail and the units at all. */
  editsEmail: boolean;
  editsOrganizations: boolean;
  submitLabel: string;
  /** The values as the API's body, judged by its schema (`bodyResolver`). */
  resolver: Resolver<UserFormValues, unknown, T>;
  /** Resolves to an error text to show, or null on success. */
  onSubmit(input: T): Promise<string | null>;
  onCancel(): void;
}

export function UserForm<T>(props: UserFormProps<T>) {
  const { initial, roleOptions, statusOptions, editsEmail, editsOrganizations, submitLabel, resolver, onSubmit, onCancel } = props;
  const styles = useFormPageStyles();
  const t = useT();
  const localize = useLocalizeSentence();
  // zod's sentences come in English from the shared schemas; each is shown in the reader's language.
  const say = (message: string | undefined) => (message === undefined ? undefined : localize(message));
  const form = useForm<UserFormValues, unknown, T>({ resolver, defaultValues: initial });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control, name: "role" });

  const submit = async (input: T) => {
    const failure = await onSubmit(input);
    if (failure) form.setError("root.server", { message: failure });
  };

  // The current status stays listed even when it is not one this editor may choose.
  const statuses = statusOptions.includes(initial.status) || statusOptions.length === 0 ? statusOptions : [initial.status, ...statusOptions];

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submit)} noValidate>
      <LeaveGuard unsaved={form.formState.isDirty && !form.formState.isSubmitting} />
      <FormAlert text={errors.root?.["server"]?.message ?? null} />
      <div className={styles.grid}>
        <Field label={t("users.name")} validationMessage={say(errors.name?.message)}>
          <FormInput control={control} name="name" />
        </Field>
        <Field label={t("users.email")} validationMessage={say(errors.email?.message)}>
          <FormInput control={control} name="email" type="email" disabled={!editsEmail} />
        </Field>
        {roleOptions.length > 0 && (
          <Field label={t("users.role")} validationMessage={say(errors.role?.message)}>
            <FormSelect control={control} name="role">
              {roleOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </FormSelect>
          </Field>
        )}
        {statuses.length > 0 && (
          <Field label={t("users.status")} validationMessage={say(errors.status?.message)}>
            <FormSelect control={control} name="status">
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`userStatuses.${status}`)}
                </option>
              ))}
            </FormSelect>
          </Field>
        )}
        {editsOrganizations && showsOrganizations(role) && (
          <Controller
            control={control}
            name="organizations"
            render={({ field }) => (
              <UnitMultiPicker label={t("users.organizations")} value={field.value} validationMessage={say(messageOf(errors.organizations))} onChange={field.onChange} />
            )}
          />
        )}
      </div>
      <fieldset className={styles.checkboxes} style={{ border: "none", padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, paddingBottom: 4 }}>{t("users.compliance")}</legend>
        {COMPLIANCE_FLAGS.map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={`flags.${flag}`}
            render={({ field }) => (
              <Checkbox label={t(`compliance.${flag}`)} checked={field.value} onChange={(_e, data) => field.onChange(data.checked === true)} />
            )}
          />
        ))}
      </fieldset>
      <div className={styles.grid}>
        {COMPLIANCE_DATES.map((date) => (
          <Field key={date} label={t(`compliance.${date}`)}>
            <FormDateInput control={control} name={`dates.${date}`} />
          </Field>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={onCancel} disabled={isSubmitting}>
          {t("users.cancel")}
        </Button>
        <Button type="submit" appearance="primary" disabled={isSubmitting}>
          {isSubmitting ? t("ui.saving") : submitLabel}
        </Button>
      </div>
    </form>
  );
}
