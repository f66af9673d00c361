import { Button, Field } from "@fluentui/react-components";
import { zodResolver } from "@hookform/resolvers/zod";
import { ERRORS, emailSchema } from "@steward/shared";
import { useMutation } from "@tanstack/react-query";
import { TextLink } from "../../components/link/text-link.tsx";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { forgotPassword } from "../../api/password-api.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { FormInput } from "../../components/form/form-controls.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { LABELS, PASSWORD_TEXTS } from "../../texts.ts";

const forgotPasswordForm = z.object({ email: emailSchema });

export function ForgotPasswordPage() {
  const { api } = useDashboardServices();
  const formClass = useAuthFormClass();
  const form = useForm({ resolver: zodResolver(forgotPasswordForm), defaultValues: { email: "" } });
  const send = useMutation({ mutationFn: (email: string) => forgotPassword(api, email) });

  return (
    <AuthCard title={PASSWORD_TEXTS.forgotTitle} intro={PASSWORD_TEXTS.forgotIntro}>
      {send.isSuccess ? (
        <p role="status">{PASSWORD_TEXTS.forgotSent}</p>
      ) : (
        <form className={formClass} onSubmit={form.handleSubmit(({ email }) => send.mutate(email))} noValidate>
          <FormAlert text={send.isError ? ERRORS.forgotPasswordFailed : null} />
          <Field label={LABELS.email} validationMessage={form.formState.errors.email?.message}>
            <FormInput control={form.control} name="email" required type="email" autoComplete="username" />
          </Field>
          <Button type="submit" appearance="primary" disabled={send.isPending}>
            {send.isPending ? PASSWORD_TEXTS.sending : PASSWORD_TEXTS.sendLink}
          </Button>
        </form>
      )}
      <TextLink to="/sign-in">{PASSWORD_TEXTS.backToSignIn}</TextLink>
    </AuthCard>
  );
}
