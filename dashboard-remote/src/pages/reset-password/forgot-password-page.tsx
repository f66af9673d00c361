import { Button, Field } from "@fluentui/react-components";
import { zodResolver } from "@hookform/resolvers/zod";
import { emailSchema } from "@steward/shared";
import { useMutation } from "@tanstack/react-query";
import { TextLink } from "../../components/link/text-link.tsx";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { forgotPassword } from "../../api/password-api.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { FormInput } from "../../components/form/form-controls.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useFieldMessage } from "../../components/form/use-field-message.ts";

const forgotPasswordForm = z.object({ email: emailSchema });

export function ForgotPasswordPage() {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { api } = useDashboardServices();
  const formClass = useAuthFormClass();
  const form = useForm({ resolver: zodResolver(forgotPasswordForm), defaultValues: { email: "" } });
  const send = useMutation({ mutationFn: (email: string) => forgotPassword(api, email) });

  return (
    <AuthCard title={t("password.forgotTitle")} intro={t("password.forgotIntro")}>
      {send.isSuccess ? (
        <p role="status">{t("password.forgotSent")}</p>
      ) : (
        <form className={formClass} onSubmit={form.handleSubmit(({ email }) => send.mutate(email))} noValidate>
          <FormAlert text={send.isError ? t("errors.forgotPasswordFailed") : null} />
          <Field label={t("common.email")} validationMessage={fieldMessage(form.formState.errors.email?.message)}>
            <FormInput control={form.control} name="email" required type="email" autoComplete="username" />
          </Field>
          <Button type="submit" appearance="primary" disabled={send.isPending}>
            {send.isPending ? t("password.sending") : t("password.sendLink")}
          </Button>
        </form>
      )}
      <TextLink to="/sign-in">{t("password.backToSignIn")}</TextLink>
    </AuthCard>
  );
}
