// Sets a password from an e-mailed single-use token: the reset link and the welcome link alike.
import { Button, Field, Input } from "@fluentui/react-components";
import { ERRORS, passwordSchema } from "@steward/shared";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { resetPassword } from "../../api/password-api.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useNotify } from "../../notifications/use-notify.ts";
import { PASSWORD_TEXTS } from "../../texts.ts";

export function PasswordTokenForm({ title, token }: { title: string; token: string | undefined }) {
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const formClass = useAuthFormClass();
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!token) {
      setFormError(PASSWORD_TEXTS.missingToken);
      return;
    }
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      setPasswordError(parsed.error.issues[0]?.message);
      return;
    }
    setPasswordError(undefined);
    setSubmitting(true);
    try {
      await resetPassword(api, token, parsed.data);
      notify.success(PASSWORD_TEXTS.passwordSaved);
      await navigate({ to: "/sign-in" });
    } catch {
      setFormError(ERRORS.resetPasswordFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={title}>
      <form className={formClass} onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert text={formError ?? (token ? null : PASSWORD_TEXTS.missingToken)} />
        <Field label={PASSWORD_TEXTS.newPassword} validationMessage={passwordError}>
          <Input
            required
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(_e, data) => setPassword(data.value)}
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={submitting || !token}>
          {submitting ? PASSWORD_TEXTS.saving : PASSWORD_TEXTS.savePassword}
        </Button>
      </form>
      <Link to="/sign-in">{PASSWORD_TEXTS.backToSignIn}</Link>
    </AuthCard>
  );
}
