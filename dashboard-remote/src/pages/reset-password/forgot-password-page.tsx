import { Button, Field, Input } from "@fluentui/react-components";
import { ERRORS, emailSchema } from "@steward/shared";
import { Link } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { forgotPassword } from "../../api/password-api.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { LABELS, PASSWORD_TEXTS } from "../../texts.ts";

export function ForgotPasswordPage() {
  const { api } = useDashboardServices();
  const formClass = useAuthFormClass();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    setSubmitting(true);
    try {
      await forgotPassword(api, parsed.data);
      setSent(true);
    } catch {
      setFormError(ERRORS.forgotPasswordFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={PASSWORD_TEXTS.forgotTitle} intro={PASSWORD_TEXTS.forgotIntro}>
      {sent ? (
        <p role="status">{PASSWORD_TEXTS.forgotSent}</p>
      ) : (
        <form className={formClass} onSubmit={(event) => void submit(event)} noValidate>
          <FormAlert text={formError} />
          <Field label={LABELS.email} validationMessage={emailError}>
            <Input required type="email" name="email" autoComplete="username" value={email} onChange={(_e, data) => setEmail(data.value)} />
          </Field>
          <Button type="submit" appearance="primary" disabled={submitting}>
            {submitting ? PASSWORD_TEXTS.sending : PASSWORD_TEXTS.sendLink}
          </Button>
        </form>
      )}
      <Link to="/sign-in">{PASSWORD_TEXTS.backToSignIn}</Link>
    </AuthCard>
  );
}
