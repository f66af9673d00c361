// Create and edit form of an account: every field of product-spec.md section 3, checked with the
// API's own schema (section 5 messages) before sending; server validation errors land on the same
// fields. The third-party provider and contact only show when management is third-party.
import { Button, Checkbox, Field, Radio, RadioGroup, type InputProps } from "@fluentui/react-components";
import {
  LINKED_TOOLS,
  PASSWORD_MANAGEMENT_PRACTICES,
  PLATFORMS,
  VALIDATION,
  VERIFICATION_STATUSES,
  socialMediaCreateSchema,
  type SocialMediaCreateInput,
} from "@steward/shared";
import type { ReactNode } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { PLATFORM_LABELS, SOCIAL_MEDIA_TEXTS as T, VERIFICATION_LABELS } from "../../texts.ts";
import { FormAlert } from "../form-alert.tsx";
import { useFormPageStyles } from "../form-page/form-page.styles.ts";
import { UnitPicker } from "../pickers/unit-picker.tsx";
import { UserPicker } from "../pickers/user-picker.tsx";
import { bodyResolver, messageOf } from "../form/body-resolver.ts";
import { FormInput, FormSelect, FormTextarea } from "../form/form-controls.tsx";
import { serverIssuesOf, showServerIssues } from "../form/server-issues.ts";
import { useSocialMediaFormStyles } from "./social-media-form.styles.ts";
import {
  fieldOfPath,
  toRequestBody,
  type SocialMediaFormField,
  type SocialMediaFormValues,
} from "./social-media-form-values.ts";
import { LeaveGuard } from "../leave-guard/leave-guard.tsx";
import type { PickerItem } from "../pickers/search-picker.tsx";
import { failureText as explainedFailure } from "../../api/explain-failure.ts";

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

const resolver = bodyResolver<SocialMediaFormValues, SocialMediaCreateInput>(socialMediaCreateSchema, toRequestBody, {
  rename: { organization: "unit" },
  // Fields without a message of their own (an empty select) say 'Field is required'.
  error: () => VALIDATION.fieldRequired,
});

/** 'Please fix the following errors:' and a 'Label: message' line per field in error, then the server's other lines. */
function summaryText(errors: FieldErrors<SocialMediaFormValues>, otherLines: string | undefined): string | null {
  const lines = Object.keys(errors)
    .filter((key) => key !== "root")
    .map((key) => `${LABEL_OF[key as SocialMediaFormField] ?? key}: ${messageOf(errors[key as SocialMediaFormField]) ?? VALIDATION.fieldRequired}`);
  if (otherLines) lines.push(otherLines);
  return lines.length > 0 ? [VALIDATION.formSummary, ...lines].join("\n") : null;
}

export interface SocialMediaFormProps {
  initialValues: SocialMediaFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the body; throws an ApiError when the server refuses it. */
  onSubmit(body: SocialMediaCreateInput): Promise<void>;
  onCancel(): void;
  /** Shown above the form when the server refuses (e.g. 'Failed to create a social media'). */
  failureText: string;
}

export function SocialMediaForm(props: SocialMediaFormProps) {
  const { initialValues, submitLabel, submittingLabel, onSubmit, onCancel, failureText } = props;
  const styles = useSocialMediaFormStyles();
  const page = useFormPageStyles();
  const form = useForm<SocialMediaFormValues, unknown, SocialMediaCreateInput>({ resolver, defaultValues: initialValues });
  const { control } = form;
  const { errors, isSubmitting: submitting } = form.formState;
  const [unit, thirdPartyManagement] = useWatch({ control, name: ["unit", "thirdPartyManagement"] });

  const submit = async (body: SocialMediaCreateInput) => {
    try {
      await onSubmit(body);
    } catch (error) {
      const issues = serverIssuesOf(error);
      if (issues) {
        const others = showServerIssues(form.setError, issues, fieldOfPath);
        form.setError("root.server", { message: failureText });
        if (others.length > 0) form.setError("root.others", { message: others.map((issue) => `${issue.path}: ${issue.message}`).join("\n") });
      } else {
        form.setError("root.server", { message: `${failureText}: ${explainedFailure(error)}` });
      }
    }
  };

  const summary = summaryText(errors, errors.root?.["others"]?.message);
  const alert = [errors.root?.["server"]?.message, summary].filter(Boolean).join("\n") || null;

  const field = (name: SocialMediaFormField, control: ReactNode, opts: { required?: boolean; wide?: boolean; hint?: string } = {}) => (
    <Field
      key={name}
      className={opts.wide ? page.wide : undefined}
      label={LABEL_OF[name]}
      required={opts.required ?? false}
      hint={opts.hint}
      validationMessage={messageOf(errors[name])}
    >
      {control}
    </Field>
  );

  // Units and people are searched on the server as they are typed, never loaded whole.
  const picker = (name: "unit" | "otherUnits" | "primaryAdmin" | "backupAdmin" | "socialMediaManagers", render: (value: PickerItem[], onChange: (value: PickerItem[]) => void) => ReactNode) => (
    <Controller control={control} name={name} render={({ field: bound }) => <>{render(bound.value, bound.onChange)}</>} />
  );
  const input = (name: SocialMediaFormField, props: Omit<InputProps, "name" | "value" | "onChange"> = {}) => <FormInput control={control} name={name} {...props} />;
  const textarea = (name: SocialMediaFormField) => <FormTextarea control={control} name={name} />;

  return (
    <form className={page.form} onSubmit={form.handleSubmit(submit)} noValidate aria-label={submitLabel}>
      <LeaveGuard unsaved={form.formState.isDirty && !form.formState.isSubmitting} />
      <FormAlert text={alert} />
      <fieldset disabled={submitting} style={{ border: 0, padding: 0, margin: 0 }}>
        <div className={page.grid}>
          {field("name", input("name"), { required: true })}
          {field("profileUrl", input("profileUrl", { type: "url", placeholder: "https://" }), { required: true })}
          {field(
            "platform",
            <FormSelect control={control} name="platform">
              <option value="">{T.selectOption}</option>
              {PLATFORMS.map((p) => (
                <option key={p} value={p}>
                  {PLATFORM_LABELS[p] ?? p}
                </option>
              ))}
            </FormSelect>,
            { required: true },
          )}
          {field("creationDate", input("creationDate", { type: "date", disabled: true, readOnly: true }), { required: true })}
          {field("unit", picker("unit", (value, onChange) => <UnitPicker label={T.unit} single value={value} onChange={onChange} />), { required: true })}
          {field(
            "otherUnits",
            picker("otherUnits", (value, onChange) => <UnitPicker label={T.otherUnits} value={value} onChange={onChange} exclude={unit.map((u) => u.id)} />),
          )}
          {field("primaryAdmin", picker("primaryAdmin", (value, onChange) => <UserPicker label={T.primaryAdmin} single value={value} onChange={onChange} />), {
            required: true,
          })}
          {field(
            "backupAdmin",
            picker("backupAdmin", (value, onChange) => <UserPicker label={T.backupAdmin} single noneLabel={T.noBackupAdmin} value={value} onChange={(chosen) => onChange(chosen)} />),
          )}
          {field(
            "socialMediaManagers",
            picker("socialMediaManagers", (value, onChange) => <UserPicker label={T.socialMediaManagers} value={value} onChange={onChange} />),
            { required: true },
          )}
          {field("adminContactEmails", textarea("adminContactEmails"), { required: true, hint: T.adminContactEmailsHint })}
          {field("accountHandle", input("accountHandle"))}
          {field("businessId", input("businessId"))}
          {field("contactEmail", input("contactEmail", { type: "email" }))}
          {field("contactPhone", input("contactPhone", { type: "tel", placeholder: "+15551234567" }))}
          {field(
            "thirdPartyManagement",
            <Controller
              control={control}
              name="thirdPartyManagement"
              render={({ field: bound }) => (
                <RadioGroup layout="horizontal" name={bound.name} value={bound.value} onChange={(_e, data) => bound.onChange(data.value)}>
                  <Radio value="yes" label={T.yes} />
                  <Radio value="no" label={T.no} />
                </RadioGroup>
              )}
            />,
            { required: true },
          )}
          {thirdPartyManagement === "yes" && field("thirdPartyProvider", input("thirdPartyProvider"))}
          {thirdPartyManagement === "yes" && field("thirdPartyContact", input("thirdPartyContact"))}
          {field(
            "passwordManagementPractice",
            <FormSelect control={control} name="passwordManagementPractice">
              <option value="">{T.selectOption}</option>
              {PASSWORD_MANAGEMENT_PRACTICES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </FormSelect>,
          )}
          {field(
            "verificationStatus",
            <FormSelect control={control} name="verificationStatus">
              {VERIFICATION_STATUSES.map((v) => (
                <option key={v} value={v}>
                  {VERIFICATION_LABELS[v] ?? v}
                </option>
              ))}
            </FormSelect>,
          )}
          <fieldset className={styles.toolsGroup}>
            <legend>{T.linkedTools}</legend>
            <Controller
              control={control}
              name="linkedTools"
              render={({ field: bound }) => (
                <div className={styles.checks}>
                  {LINKED_TOOLS.map((tool) => (
                    <Checkbox
                      key={tool}
                      label={tool}
                      checked={bound.value.includes(tool)}
                      onChange={(_e, data) => bound.onChange(data.checked === true ? [...bound.value, tool] : bound.value.filter((t) => t !== tool))}
                    />
                  ))}
                </div>
              )}
            />
          </fieldset>
          {field("platformSupportDetails", textarea("platformSupportDetails"), { wide: true })}
          {field("backupContactInfo", textarea("backupContactInfo"), { wide: true })}
          {field("notes", textarea("notes"), { wide: true })}
        </div>
      </fieldset>
      {/* The product's one button order: the way out first, the primary action last. */}
      <div className={page.actions}>
        <Button type="button" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" appearance="primary" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
