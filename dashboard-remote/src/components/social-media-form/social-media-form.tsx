// Create and edit form of an account: every field of product-spec.md section 3, checked with the
// API's own schema (section 5 messages) before sending; server validation errors land on the same
// fields. The third-party provider and contact only show when management is third-party.
import { Button, Checkbox, Field, Input, Radio, RadioGroup, Select, Textarea } from "@fluentui/react-components";
import {
  LINKED_TOOLS,
  PASSWORD_MANAGEMENT_PRACTICES,
  PLATFORMS,
  VALIDATION,
  VERIFICATION_STATUSES,
  socialMediaCreateSchema,
  type Ref,
  type SocialMediaOptions,
  type UserRef,
  type ValidationIssue,
} from "@steward/shared";
import { useState, type FormEvent, type ReactNode } from "react";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { PLATFORM_LABELS, SOCIAL_MEDIA_TEXTS as T, VERIFICATION_LABELS } from "../../texts.ts";
import { CheckboxPopover } from "../checkbox-popover/checkbox-popover.tsx";
import { FormAlert } from "../form-alert.tsx";
import { multiSelectLabel } from "../data-table/multi-select-label.ts";
import { useSocialMediaFormStyles } from "./social-media-form.styles.ts";
import {
  fieldOfPath,
  toRequestBody,
  type SocialMediaFormField,
  type SocialMediaFormValues,
} from "./social-media-form-values.ts";

type Errors = Partial<Record<SocialMediaFormField, string>>;

const LABEL_OF: Record<SocialMediaFormField, string> = {
  name: T.accountName,
  profileUrl: T.profileUrl,
  platform: T.platform,
  creationDate: T.creationDate,
  unit: T.unit,
  otherUnits: T.otherUnits,
  primaryAdmin: T.primaryAdmin,
  backupAdmin: T.backupAdmin,
  adminContactEmails: T.adminContactEmails,
  accountHandle: T.accountHandle,
  businessId: T.businessId,
  contactEmail: T.contactEmail,
  contactPhone: T.contactPhone,
  thirdPartyManagement: T.thirdPartyManagement,
  thirdPartyProvider: T.thirdPartyProvider,
  thirdPartyContact: T.thirdPartyContact,
  passwordManagementPractice: T.passwordManagementPractice,
  linkedTools: T.linkedTools,
  verificationStatus: T.verificationStatus,
  platformSupportDetails: T.platformSupportDetails,
  socialMediaManagers: T.socialMediaManagers,
  notes: T.notes,
  backupContactInfo: T.backupContactInfo,
};

/** Splits issues into field messages and the rest, which the summary shows as 'path: message'. */
function distribute(issues: readonly ValidationIssue[]): { errors: Errors; others: ValidationIssue[] } {
  const errors: Errors = {};
  const others: ValidationIssue[] = [];
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    if (field) errors[field] ??= issue.message;
    else others.push(issue);
  }
  return { errors, others };
}

function summaryText(errors: Errors, others: readonly ValidationIssue[]): string {
  const lines = [
    ...(Object.keys(errors) as SocialMediaFormField[]).map((field) => `${LABEL_OF[field]}: ${errors[field] ?? VALIDATION.fieldRequired}`),
    ...others.map((issue) => `${issue.path}: ${issue.message}`),
  ];
  return [VALIDATION.formSummary, ...lines].join("\n");
}

export interface SocialMediaFormProps {
  initialValues: SocialMediaFormValues;
  options: SocialMediaOptions;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the body; throws an ApiError when the server refuses it. */
  onSubmit(body: Record<string, unknown>): Promise<void>;
  onCancel(): void;
  /** Shown above the form when the server refuses (e.g. 'Failed to create a social media'). */
  failureText: string;
  readOnly?: boolean;
}

export function SocialMediaForm(props: SocialMediaFormProps) {
  const { initialValues, options, submitLabel, submittingLabel, onSubmit, onCancel, failureText, readOnly = false } = props;
  const styles = useSocialMediaFormStyles();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = <K extends SocialMediaFormField>(field: K, value: SocialMediaFormValues[K]) => setValues((previous) => ({ ...previous, [field]: value }));
  const text = (field: SocialMediaFormField) => (_e: unknown, data: { value: string }) => set(field, data.value as never);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const body = toRequestBody(values);
    // Fields without a message of their own (an empty select) say 'Field is required'.
    const parsed = socialMediaCreateSchema.safeParse(body, { error: () => VALIDATION.fieldRequired });
    if (!parsed.success) {
      const { errors: fieldErrors, others } = distribute(parsed.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })));
      setErrors(fieldErrors);
      setAlert(summaryText(fieldErrors, others));
      return;
    }
    setErrors({});
    setAlert(null);
    setSubmitting(true);
    try {
      await onSubmit(body);
    } catch (error) {
      if (error instanceof ApiError && isValidationErrorBody(error.body)) {
        const { errors: fieldErrors, others } = distribute(error.body.errors);
        setErrors(fieldErrors);
        setAlert(`${failureText}\n${summaryText(fieldErrors, others)}`);
      } else {
        setAlert(error instanceof ApiError && error.body?.message ? `${failureText}: ${error.body.message}` : failureText);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: SocialMediaFormField, control: ReactNode, opts: { required?: boolean; wide?: boolean; hint?: string } = {}) => (
    <Field
      key={name}
      className={opts.wide ? styles.wide : undefined}
      label={LABEL_OF[name]}
      required={opts.required ?? false}
      hint={opts.hint}
      validationMessage={errors[name]}
    >
      {control}
    </Field>
  );

  const userOptions = (users: readonly UserRef[]) =>
    users.map((user) => (
      <option key={user.id} value={String(user.id)}>
        {user.name} ({user.email})
      </option>
    ));
  const unitOptions = (units: readonly Ref[]) =>
    units.map((unit) => (
      <option key={unit.id} value={String(unit.id)}>
        {unit.name}
      </option>
    ));
  const managerNames = options.users.filter((u) => values.socialMediaManagers.includes(String(u.id))).map((u) => u.name);
  const otherUnitNames = options.units.filter((u) => values.otherUnits.includes(String(u.id))).map((u) => u.name);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <FormAlert text={alert} />
      <fieldset disabled={readOnly || submitting} style={{ border: 0, padding: 0, margin: 0 }}>
        <div className={styles.grid}>
          {field("name", <Input value={values.name} onChange={text("name")} />, { required: true })}
          {field("profileUrl", <Input type="url" value={values.profileUrl} onChange={text("profileUrl")} placeholder="https://" />, { required: true })}
          {field(
            "platform",
            <Select value={values.platform} onChange={text("platform")}>
              <option value="">{T.selectOption}</option>
              {PLATFORMS.map((p) => (
                <option key={p} value={p}>
                  {PLATFORM_LABELS[p] ?? p}
                </option>
              ))}
            </Select>,
            { required: true },
          )}
          {field("creationDate", <Input type="date" value={values.creationDate} disabled readOnly />, { required: true })}
          {field(
            "unit",
            <Select value={values.unit} onChange={text("unit")}>
              <option value="">{T.selectOption}</option>
              {unitOptions(options.units)}
            </Select>,
            { required: true },
          )}
          {field(
            "otherUnits",
            <CheckboxPopover
              label={T.otherUnits}
              summary={multiSelectLabel(otherUnitNames) || T.noneSelected}
              buttonName={`${T.otherUnits}: ${multiSelectLabel(otherUnitNames) || T.noneSelected}`}
              options={options.units.filter((u) => String(u.id) !== values.unit).map((u) => ({ value: String(u.id), label: u.name }))}
              checked={values.otherUnits}
              onChange={(checked) => set("otherUnits", checked)}
            />,
          )}
          {field(
            "primaryAdmin",
            <Select value={values.primaryAdmin} onChange={text("primaryAdmin")}>
              <option value="">{T.selectOption}</option>
              {userOptions(options.users)}
            </Select>,
            { required: true },
          )}
          {field(
            "backupAdmin",
            <Select value={values.backupAdmin} onChange={text("backupAdmin")}>
              <option value="">{T.noBackupAdmin}</option>
              {userOptions(options.users)}
            </Select>,
          )}
          {field(
            "socialMediaManagers",
            <CheckboxPopover
              label={T.socialMediaManagers}
              summary={multiSelectLabel(managerNames) || T.noneSelected}
              buttonName={`${T.socialMediaManagers}: ${multiSelectLabel(managerNames) || T.noneSelected}`}
              options={options.users.map((u) => ({ value: String(u.id), label: u.name }))}
              checked={values.socialMediaManagers}
              onChange={(checked) => set("socialMediaManagers", checked)}
            />,
            { required: true },
          )}
          {field("adminContactEmails", <Textarea value={values.adminContactEmails} onChange={text("adminContactEmails")} />, {
            required: true,
            hint: T.adminContactEmailsHint,
          })}
          {field("accountHandle", <Input value={values.accountHandle} onChange={text("accountHandle")} />)}
          {field("businessId", <Input value={values.businessId} onChange={text("businessId")} />)}
          {field("contactEmail", <Input type="email" value={values.contactEmail} onChange={text("contactEmail")} />)}
          {field("contactPhone", <Input type="tel" value={values.contactPhone} onChange={text("contactPhone")} placeholder="+15551234567" />)}
          {field(
            "thirdPartyManagement",
            <RadioGroup layout="horizontal" value={values.thirdPartyManagement} onChange={(_e, data) => set("thirdPartyManagement", data.value)}>
              <Radio value="yes" label={T.yes} />
              <Radio value="no" label={T.no} />
            </RadioGroup>,
            { required: true },
          )}
          {values.thirdPartyManagement === "yes" && field("thirdPartyProvider", <Input value={values.thirdPartyProvider} onChange={text("thirdPartyProvider")} />)}
          {values.thirdPartyManagement === "yes" && field("thirdPartyContact", <Input value={values.thirdPartyContact} onChange={text("thirdPartyContact")} />)}
          {field(
            "passwordManagementPractice",
            <Select value={values.passwordManagementPractice} onChange={text("passwordManagementPractice")}>
              <option value="">{T.selectOption}</option>
              {PASSWORD_MANAGEMENT_PRACTICES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </Select>,
          )}
          {field(
            "verificationStatus",
            <Select value={values.verificationStatus} onChange={text("verificationStatus")}>
              {VERIFICATION_STATUSES.map((v) => (
                <option key={v} value={v}>
                  {VERIFICATION_LABELS[v] ?? v}
                </option>
              ))}
            </Select>,
          )}
          <fieldset className={styles.toolsGroup}>
            <legend>{T.linkedTools}</legend>
            <div className={styles.checks}>
              {LINKED_TOOLS.map((tool) => (
                <Checkbox
                  key={tool}
                  label={tool}
                  checked={values.linkedTools.includes(tool)}
                  onChange={(_e, data) =>
                    set("linkedTools", data.checked === true ? [...values.linkedTools, tool] : values.linkedTools.filter((t) => t !== tool))
                  }
                />
              ))}
            </div>
          </fieldset>
          {field("platformSupportDetails", <Textarea value={values.platformSupportDetails} onChange={text("platformSupportDetails")} />, { wide: true })}
          {field("backupContactInfo", <Textarea value={values.backupContactInfo} onChange={text("backupContactInfo")} />, { wide: true })}
          {field("notes", <Textarea value={values.notes} onChange={text("notes")} />, { wide: true })}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={readOnly || submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
        <Button type="button" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
