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
  type LocalizeSentence,
  socialMediaCreateSchema,
  type SocialMediaCreateInput,
} from "@steward/shared";
import type { ReactNode } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useLocalizeSentence, useT, type T } from "../../i18n/i18n-context.ts";
import { platformLabel } from "../account-details/platform-badge.tsx";
import { practiceLabel } from "../account-details/practice-label.ts";
import { FormAlert } from "../form-alert.tsx";
import { useFormPageStyles } from "../form-page/form-page.styles.ts";
import { UnitPicker } from "../pickers/unit-picker.tsx";
import { UserPicker } from "../pickers/user-picker.tsx";
import { bodyResolver, messageOf } from "../form/body-resolver.ts";
import { FormDateInput, FormInput, FormSelect, FormTextarea } from "../form/form-controls.tsx";
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

const localizeOrNone = (localize: LocalizeSentence, message: string | undefined) => (message === undefined ? undefined : localize(message));

/** Each field's label, by its key in the socialMedia namespace. */
const LABEL_OF = {
  name: "socialMedia.accountName",
  profileUrl: "socialMedia.profileUrl",
  platform: "socialMedia.platform",
  creationDate: "socialMedia.creationDate",
  unit: "socialMedia.unit",
  otherUnits: "socialMedia.otherUnits",
  primaryAdmin: "socialMedia.primaryAdmin",
  backupAdmin: "socialMedia.backupAdmin",
  adminContactEmails: "socialMedia.adminContactEmails",
  accountHandle: "socialMedia.accountHandle",
  businessId: "socialMedia.businessId",
  contactEmail: "socialMedia.contactEmail",
  contactPhone: "socialMedia.contactPhone",
  thirdPartyManagement: "socialMedia.thirdPartyManagement",
  thirdPartyProvider: "socialMedia.thirdPartyProvider",
  thirdPartyContact: "socialMedia.thirdPartyContact",
  passwordManagementPractice: "socialMedia.passwordManagementPractice",
  linkedTools: "socialMedia.linkedTools",
  verificationStatus: "socialMedia.verificationStatus",
  platformSupportDetails: "socialMedia.platformSupportDetails",
  socialMediaManagers: "socialMedia.socialMediaManagers",
  notes: "socialMedia.notes",
  backupContactInfo: "socialMedia.backupContactInfo",
} as const satisfies Record<SocialMediaFormField, string>;

const resolver = bodyResolver<SocialMediaFormValues, SocialMediaCreateInput>(socialMediaCreateSchema, toRequestBody, {
  rename: { organization: "unit" },
  // Fields without a message of their own (an empty select) say 'Field is required'.
  error: () => VALIDATION.fieldRequired,
});

const labelOf = (t: T, key: string) => (key in LABEL_OF ? t(LABEL_OF[key as SocialMediaFormField]) : key);

/** 'Please fix the following errors:' and a 'Label: message' line per field in error, then the server's other lines. */
function summaryText(t: T, localize: LocalizeSentence, errors: FieldErrors<SocialMediaFormValues>, otherLines: string | undefined): string | null {
  const lines = Object.keys(errors)
    .filter((key) => key !== "root")
    .map((key) => `${labelOf(t, key)}: ${localize(messageOf(errors[key as SocialMediaFormField]) ?? VALIDATION.fieldRequired)}`);
  if (otherLines) lines.push(otherLines);
  return lines.length > 0 ? [localize(VALIDATION.formSummary), ...lines].join("\n") : null;
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
  const t = useT();
  const localize = useLocalizeSentence();
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
        if (others.length > 0) form.setError("root.others", { message: others.map((issue) => `${issue.path}: ${localize(issue.message)}`).join("\n") });
      } else {
        form.setError("root.server", { message: `${failureText}: ${explainedFailure(error)}` });
      }
    }
  };

  const summary = summaryText(t, localize, errors, errors.root?.["others"]?.message);
  const alert = [errors.root?.["server"]?.message, summary].filter(Boolean).join("\n") || null;

  const field = (name: SocialMediaFormField, control: ReactNode, opts: { required?: boolean; wide?: boolean; hint?: string } = {}) => (
    <Field
      key={name}
      className={opts.wide ? page.wide : undefined}
      label={t(LABEL_OF[name])}
      required={opts.required ?? false}
      hint={opts.hint}
      validationMessage={localizeOrNone(localize, messageOf(errors[name]))}
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
              <option value="">{t("socialMedia.selectOption")}</option>
              {PLATFORMS.map((p) => (
                <option key={p} value={p}>
                  {platformLabel(t, p)}
                </option>
              ))}
            </FormSelect>,
            { required: true },
          )}
          {field("creationDate", <FormDateInput control={control} name="creationDate" disabled readOnly />, { required: true })}
          {field("unit", picker("unit", (value, onChange) => <UnitPicker label={t("socialMedia.unit")} single value={value} onChange={onChange} />), { required: true })}
          {field(
            "otherUnits",
            picker("otherUnits", (value, onChange) => <UnitPicker label={t("socialMedia.otherUnits")} value={value} onChange={onChange} exclude={unit.map((u) => u.id)} />),
          )}
          {field("primaryAdmin", picker("primaryAdmin", (value, onChange) => <UserPicker label={t("socialMedia.primaryAdmin")} single value={value} onChange={onChange} />), {
            required: true,
          })}
          {field(
            "backupAdmin",
            picker("backupAdmin", (value, onChange) => <UserPicker label={t("socialMedia.backupAdmin")} single noneLabel={t("socialMedia.noBackupAdmin")} value={value} onChange={(chosen) => onChange(chosen)} />),
          )}
          {field(
            "socialMediaManagers",
            picker("socialMediaManagers", (value, onChange) => <UserPicker label={t("socialMedia.socialMediaManagers")} value={value} onChange={onChange} />),
            { required: true },
          )}
          {field("adminContactEmails", textarea("adminContactEmails"), { required: true, hint: t("socialMedia.adminContactEmailsHint") })}
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
                  <Radio value="yes" label={t("socialMedia.yes")} />
                  <Radio value="no" label={t("socialMedia.no")} />
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
              <option value="">{t("socialMedia.selectOption")}</option>
              {PASSWORD_MANAGEMENT_PRACTICES.map((p) => (
                <option key={p} value={p}>
                  {practiceLabel(t, p)}
                </option>
              ))}
            </FormSelect>,
          )}
          {field(
            "verificationStatus",
            <FormSelect control={control} name="verificationStatus">
              {VERIFICATION_STATUSES.map((v) => (
                <option key={v} value={v}>
                  {t(`verification.${v}`)}
                </option>
              ))}
            </FormSelect>,
          )}
          <fieldset className={styles.toolsGroup}>
            <legend>{t("socialMedia.linkedTools")}</legend>
            <Controller
              control={control}
              name="linkedTools"
              render={({ field: bound }) => (
                <div className={styles.checks}>
                  {LINKED_TOOLS.map((tool) => (
                    <Checkbox
                      key={tool}
                      label={tool === "Other" ? t("socialMedia.tools.Other") : tool}
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
          {t("socialMedia.cancel")}
        </Button>
        <Button type="submit" appearance="primary" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
