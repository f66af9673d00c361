// The create-user and update-user form (product-spec.md section 2, decisions.md's field rules).
import { Button, Checkbox, Field, Input, Select } from "@fluentui/react-components";
import { ROLE_LABELS, UI, type Role, type UserStatus } from "@steward/shared";
import { COMPLIANCE_LABELS, USER_TEXTS, humanize } from "../../texts.ts";
import { FormAlert } from "../form-alert.tsx";
import { useFormPageStyles } from "../form-page/form-page.styles.ts";
import { UnitMultiPicker } from "../unit-picker/unit-multi-picker.tsx";
import { useCheckedForm } from "../use-checked-form.ts";
import { COMPLIANCE_DATES, COMPLIANCE_FLAGS, showsOrganizations, type Checked, type UserFormValues } from "./user-form-values.ts";

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
  check(values: UserFormValues): Checked<T>;
  /** Resolves to an error text to show, or null on success. */
  onSubmit(input: T): Promise<string | null>;
  onCancel(): void;
}

export function UserForm<T>(props: UserFormProps<T>) {
  const { initial, roleOptions, statusOptions, editsEmail, editsOrganizations, submitLabel, check, onSubmit, onCancel } = props;
  const styles = useFormPageStyles();
  const { values, setValues, fieldErrors, formError, submitting, submit } = useCheckedForm(initial, check, onSubmit);

  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));


  // The current status stays listed even when it is not one this editor may choose.
  const statuses = statusOptions.includes(values.status) || statusOptions.length === 0 ? statusOptions : [values.status, ...statusOptions];

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert text={formError} />
      <div className={styles.grid}>
        <Field label={USER_TEXTS.name} validationMessage={fieldErrors.name}>
          <Input name="name" value={values.name} onChange={(_e, data) => set("name", data.value)} />
        </Field>
        <Field label={USER_TEXTS.email} validationMessage={fieldErrors.email}>
          <Input name="email" type="email" value={values.email} disabled={!editsEmail} onChange={(_e, data) => set("email", data.value)} />
        </Field>
        {roleOptions.length > 0 && (
          <Field label={USER_TEXTS.role} validationMessage={fieldErrors.role}>
            <Select name="role" value={values.role} onChange={(_e, data) => set("role", data.value as Role)}>
              {roleOptions.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {statuses.length > 0 && (
          <Field label={USER_TEXTS.status} validationMessage={fieldErrors.status}>
            <Select name="status" value={values.status} onChange={(_e, data) => set("status", data.value as UserStatus)}>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {humanize(status)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {editsOrganizations && showsOrganizations(values.role) && (
          <UnitMultiPicker
            label={USER_TEXTS.organizations}
            value={values.organizations}
            validationMessage={fieldErrors.organizations}
            onChange={(units) => set("organizations", units)}
          />
        )}
      </div>
      <fieldset className={styles.checkboxes} style={{ border: "none", padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, paddingBottom: 4 }}>{USER_TEXTS.compliance}</legend>
        {COMPLIANCE_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={COMPLIANCE_LABELS[flag]}
            checked={values.flags[flag]}
            onChange={(_e, data) => set("flags", { ...values.flags, [flag]: data.checked === true })}
          />
        ))}
      </fieldset>
      <div className={styles.grid}>
        {COMPLIANCE_DATES.map((date) => (
          <Field key={date} label={COMPLIANCE_LABELS[date]}>
            <Input type="date" value={values.dates[date]} onChange={(_e, data) => set("dates", { ...values.dates, [date]: data.value })} />
          </Field>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={onCancel} disabled={submitting}>
          {USER_TEXTS.cancel}
        </Button>
        <Button type="submit" appearance="primary" disabled={submitting}>
          {submitting ? UI.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
