// Sets a password from an e-mailed single-use token: the reset link and the welcome link alike.
import { Button, Field } from "@fluentui/react-components";
import { zodResolver } from "@hookform/resolvers/zod";
import { ERRORS, passwordSchema } from "@steward/shared";
import { useNavigate } from "@tanstack/react-router";
import { TextLink } from "../../components/link/text-link.tsx";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { resetPassword } from "../../api/password-api.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { FormInput } from "../../components/form/form-controls.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useNotify } from "../../notifications/use-notify.ts";
import { PASSWORD_TEXTS } from "../../texts.ts";

const resolver = zodResolver(z.object({ password: passwordSchema }));

export function PasswordTokenForm({ title, token }: { title: string; token: string | undefined }) {
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const formClass = useAuthFormClass();
  const form = useForm({ resolver, defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ password }: { password: string }) => {
    if (!token) return;
    try {
      await resetPassword(api, token, password);
      notify.success(PASSWORD_TEXTS.passwordSaved);
      await navigate({ to: "/sign-in" });
    } catch {
      form.setError("root.server", { message: ERRORS.resetPasswordFailed });
    }
  };

  return (
    <AuthCard title={title}>
      <form className={formClass} onSubmit={form.handleSubmit(submit)} noValidate>
        <FormAlert text={token ? (errors.root?.["server"]?.message ?? null) : PASSWORD_TEXTS.missingToken} />
        <Field label={PASSWORD_TEXTS.newPassword} validationMessage={errors.password?.message}>
          <FormInput control={form.control} name="password" required type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" appearance="primary" disabled={isSubmitting || !token}>
          {isSubmitting ? PASSWORD_TEXTS.saving : PASSWORD_TEXTS.savePassword}
        </Button>
      </form>
      <TextLink to="/sign-in">{PASSWORD_TEXTS.backToSignIn}</TextLink>
    </AuthCard>
  );
}
