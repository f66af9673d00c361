import { Button, Field, Input } from "@fluentui/react-components";
import {
  ERRORS,
  VALIDATION,
  formatValidationErrors,
  loginInputSchema,
  type LoginInput,
} from "@steward/shared";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { signIn } from "../../api/auth-api.ts";
import { queryKeys } from "../../data/query-keys.ts";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { fieldErrorsFromZod, splitServerIssues, type FieldErrors } from "../../components/form-errors.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { LABELS, PASSWORD_TEXTS } from "../../texts.ts";

type SignInField = keyof LoginInput;
const FIELDS: readonly SignInField[] = ["email", "password"];

export function signInErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return ERRORS.signInFailed;
    if (error.status === 423) return ERRORS.userLocked;
  }
  return ERRORS.unexpected;
}

export function SignInPage() {
  const { api, queryClient } = useDashboardServices();
  const navigate = useNavigate();
  const formClass = useAuthFormClass();
  const [values, setValues] = useState<LoginInput>({ email: "", password: "" });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignInField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // Fields without a message of their own (an empty password) say 'Field is required'.
    const parsed = loginInputSchema.safeParse(values, { error: () => VALIDATION.fieldRequired });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(FIELDS, parsed.error));
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const answer = await signIn(api, parsed.data);
      // Nothing read for someone else may show; then the session query knows who signed in.
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session.me(), answer.user);
      await navigate({ to: "/dashboard/units" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && isValidationErrorBody(error.body)) {
        const { fieldErrors: serverErrors, otherIssues } = splitServerIssues(FIELDS, error.body.errors);
        setFieldErrors(serverErrors);
        setFormError(otherIssues.length > 0 ? formatValidationErrors(otherIssues) : null);
      } else {
        setFormError(signInErrorText(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const setField = (field: SignInField) => (_event: unknown, data: { value: string }) =>
    setValues((previous) => ({ ...previous, [field]: data.value }));

  return (
    <AuthCard title={LABELS.signInTitle}>
      <form className={formClass} onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert text={formError} />
        <Field label={LABELS.email} validationMessage={fieldErrors.email}>
          <Input required type="email" name="email" autoComplete="username" value={values.email} onChange={setField("email")} />
        </Field>
        <Field label={LABELS.password} validationMessage={fieldErrors.password}>
          <Input
            required
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={setField("password")}
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={submitting}>
          {submitting ? LABELS.signingIn : LABELS.signIn}
        </Button>
      </form>
      <Link to="/forgot-password">{PASSWORD_TEXTS.forgotLink}</Link>
    </AuthCard>
  );
}
