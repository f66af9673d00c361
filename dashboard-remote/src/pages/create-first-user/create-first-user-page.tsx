import { Button, Field, Input } from "@fluentui/react-components";
import { ERRORS, formatValidationErrors, firstUserInputSchema, type FirstUserInput } from "@steward/shared";
import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { createFirstUser } from "../../api/auth-api.ts";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { fieldErrorsFromZod, splitServerIssues, type FieldErrors } from "../../components/form-errors.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useNotify } from "../../notifications/use-notify.ts";
import { LABELS } from "../../texts.ts";

type FirstUserField = keyof FirstUserInput;
const FIELDS: readonly FirstUserField[] = ["name", "email", "password"];

export function CreateFirstUserPage() {
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const formClass = useAuthFormClass();
  const [values, setValues] = useState<FirstUserInput>({ name: "", email: "", password: "" });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<FirstUserField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = firstUserInputSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(FIELDS, parsed.error));
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      await createFirstUser(api, parsed.data);
      notify.success(LABELS.firstUserCreated);
      await navigate({ to: "/sign-in" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && isValidationErrorBody(error.body)) {
        const { fieldErrors: serverErrors, otherIssues } = splitServerIssues(FIELDS, error.body.errors);
        setFieldErrors(serverErrors);
        setFormError(otherIssues.length > 0 ? formatValidationErrors(otherIssues) : null);
      } else if (error instanceof ApiError && error.status === 403) {
        // Someone else created the first user meanwhile: signing in is the way forward.
        await navigate({ to: "/sign-in" });
      } else {
        setFormError(ERRORS.unexpected);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const setField = (field: FirstUserField) => (_event: unknown, data: { value: string }) =>
    setValues((previous) => ({ ...previous, [field]: data.value }));

  return (
    <AuthCard title={LABELS.createFirstUserTitle} intro={LABELS.createFirstUserIntro}>
      <form className={formClass} onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert text={formError} />
        <Field label={LABELS.name} validationMessage={fieldErrors.name}>
          <Input required name="name" autoComplete="name" value={values.name} onChange={setField("name")} />
        </Field>
        <Field label={LABELS.email} validationMessage={fieldErrors.email}>
          <Input required type="email" name="email" autoComplete="email" value={values.email} onChange={setField("email")} />
        </Field>
        <Field label={LABELS.password} validationMessage={fieldErrors.password}>
          <Input
            required
            type="password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={setField("password")}
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={submitting}>
          {submitting ? LABELS.creating : LABELS.createFirstUser}
        </Button>
      </form>
    </AuthCard>
  );
}
