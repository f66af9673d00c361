// The create-user and update-user form (product-spec.md section 2, decisions.md's field rules).
import { Button, Checkbox, Field } from "@fluentui/react-components";
import { ROLE_LABELS, UI, type Role, type UserStatus } from "@steward/shared";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { COMPLIANCE_LABELS, USER_TEXTS, humanize } from "../../texts.ts";
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
        <Field label={USER_TEXTS.name} validationMessage={errors.name?.message}>
          <FormInput control={control} name="name" />
        </Field>
        <Field label={USER_TEXTS.email} validationMessage={errors.email?.message}>
          <FormInput control={control} name="email" type="email" disabled={!editsEmail} />
        </Field>
        {roleOptions.length > 0 && (
          <Field label={USER_TEXTS.role} validationMessage={errors.role?.message}>
            <FormSelect control={control} name="role">
              {roleOptions.map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </FormSelect>
          </Field>
        )}
        {statuses.length > 0 && (
          <Field label={USER_TEXTS.status} validationMessage={errors.status?.message}>
            <FormSelect control={control} name="status">
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {humanize(status)}
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
              <UnitMultiPicker label={USER_TEXTS.organizations} value={field.value} validationMessage={messageOf(errors.organizations)} onChange={field.onChange} />
            )}
          />
        )}
      </div>
      <fieldset className={styles.checkboxes} style={{ border: "none", padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, paddingBottom: 4 }}>{USER_TEXTS.compliance}</legend>
        {COMPLIANCE_FLAGS.map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={`flags.${flag}`}
            render={({ field }) => (
              <Checkbox label={COMPLIANCE_LABELS[flag]} checked={field.value} onChange={(_e, data) => field.onChange(data.checked === true)} />
            )}
          />
        ))}
      </fieldset>
      <div className={styles.grid}>
        {COMPLIANCE_DATES.map((date) => (
          <Field key={date} label={COMPLIANCE_LABELS[date]}>
            <FormDateInput control={control} name={`dates.${date}`} />
          </Field>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={onCancel} disabled={isSubmitting}>
          {USER_TEXTS.cancel}
        </Button>
        <Button type="submit" appearance="primary" disabled={isSubmitting}>
          {isSubmitting ? UI.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
