import { Button, Field } from "@fluentui/react-components";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatValidationErrors, firstUserInputSchema, type FirstUserInput } from "@steward/shared";
import { useNavigate } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { createFirstUser } from "../../api/auth-api.ts";
import { ApiError } from "../../api/api-error.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { FormInput } from "../../components/form/form-controls.tsx";
import { serverIssuesOf, showServerIssues, topLevelFields } from "../../components/form/server-issues.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useNotify } from "../../notifications/use-notify.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useFieldMessage } from "../../components/form/use-field-message.ts";

const resolver = zodResolver(firstUserInputSchema);
const fieldOf = topLevelFields<FirstUserInput>(["name", "email", "password"]);

export function CreateFirstUserPage() {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const formClass = useAuthFormClass();
  const form = useForm({ resolver, defaultValues: { name: "", email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = async (input: FirstUserInput) => {
    try {
      await createFirstUser(api, input);
      notify.success(t("common.firstUserCreated"));
      await navigate({ to: "/sign-in" });
    } catch (error) {
      const issues = serverIssuesOf(error);
      if (issues) {
        const others = showServerIssues(form.setError, issues, fieldOf);
        if (others.length > 0) form.setError("root.server", { message: formatValidationErrors(others) });
      } else if (error instanceof ApiError && error.status === 403) {
        // Someone else created the first user meanwhile: signing in is the way forward.
        await navigate({ to: "/sign-in" });
      } else {
        form.setError("root.server", { message: t("errors.unexpected") });
      }
    }
  };

  return (
    <AuthCard title={t("common.createFirstUserTitle")} intro={t("common.createFirstUserIntro")}>
      <form className={formClass} onSubmit={form.handleSubmit(submit)} noValidate>
        <FormAlert text={errors.root?.["server"]?.message ?? null} />
        <Field label={t("common.name")} validationMessage={fieldMessage(errors.name?.message)}>
          <FormInput control={form.control} name="name" required autoComplete="name" />
        </Field>
        <Field label={t("common.email")} validationMessage={fieldMessage(errors.email?.message)}>
          <FormInput control={form.control} name="email" required type="email" autoComplete="email" />
        </Field>
        <Field label={t("common.password")} validationMessage={fieldMessage(errors.password?.message)}>
          <FormInput control={form.control} name="password" required type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" appearance="primary" disabled={isSubmitting}>
          {isSubmitting ? t("common.creating") : t("common.createFirstUser")}
        </Button>
      </form>
    </AuthCard>
  );
}
