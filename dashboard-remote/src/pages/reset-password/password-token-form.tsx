// Sets a password from an e-mailed single-use token: the reset link and the welcome link alike.
import { Button, Field } from "@fluentui/react-components";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordSchema } from "@steward/shared";
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
import { useT } from "../../i18n/i18n-context.ts";
import { useFieldMessage } from "../../components/form/use-field-message.ts";

const resolver = zodResolver(z.object({ password: passwordSchema }));

export function PasswordTokenForm({ title, token }: { title: string; token: string | undefined }) {
  const t = useT();
  const fieldMessage = useFieldMessage();
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
      notify.success(t("password.passwordSaved"));
      await navigate({ to: "/sign-in" });
    } catch {
      form.setError("root.server", { message: t("errors.resetPasswordFailed") });
    }
  };

  return (
    <AuthCard title={title}>
      <form className={formClass} onSubmit={form.handleSubmit(submit)} noValidate>
        <FormAlert text={token ? (errors.root?.["server"]?.message ?? null) : t("password.missingToken")} />
        <Field label={t("password.newPassword")} validationMessage={fieldMessage(errors.password?.message)}>
          <FormInput control={form.control} name="password" required type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" appearance="primary" disabled={isSubmitting || !token}>
          {isSubmitting ? t("password.saving") : t("password.savePassword")}
        </Button>
      </form>
      <TextLink to="/sign-in">{t("password.backToSignIn")}</TextLink>
    </AuthCard>
  );
}
