import { Button, Field } from "@fluentui/react-components";
import { zodResolver } from "@hookform/resolvers/zod";
import { ERRORS, VALIDATION, formatValidationErrors, loginInputSchema, type LoginInput } from "@steward/shared";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { signIn } from "../../api/auth-api.ts";
import { ApiError } from "../../api/api-error.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { FormInput } from "../../components/form/form-controls.tsx";
import { serverIssuesOf, showServerIssues, topLevelFields } from "../../components/form/server-issues.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { queryKeys } from "../../data/query-keys.ts";
import { START_PAGE } from "../../routes/sign-in-return.ts";
import { LABELS, PASSWORD_TEXTS } from "../../texts.ts";

export function signInErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return ERRORS.signInFailed;
    if (error.status === 423) return ERRORS.userLocked;
  }
  return ERRORS.unexpected;
}

// Fields without a message of their own (an empty password) say 'Field is required'.
const resolver = zodResolver(loginInputSchema, { error: () => VALIDATION.fieldRequired });
const fieldOf = topLevelFields<LoginInput>(["email", "password"]);
const route = getRouteApi("/sign-in");

export function SignInPage() {
  const { api, queryClient } = useDashboardServices();
  const navigate = useNavigate();
  const { redirect: returnPath } = route.useSearch();
  const formClass = useAuthFormClass();
  const form = useForm({ resolver, defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = async (input: LoginInput) => {
    try {
      const answer = await signIn(api, input);
      // Nothing read for someone else may show; then the session query knows who signed in.
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session.me(), answer.user);
      await navigate({ href: returnPath ?? START_PAGE });
    } catch (error) {
      const issues = serverIssuesOf(error);
      const others = issues ? showServerIssues(form.setError, issues, fieldOf) : [];
      const text = issues ? (others.length > 0 ? formatValidationErrors(others) : null) : signInErrorText(error);
      if (text) form.setError("root.server", { message: text });
    }
  };

  return (
    <AuthCard title={LABELS.signInTitle}>
      <form className={formClass} onSubmit={form.handleSubmit(submit)} noValidate>
        <FormAlert text={errors.root?.["server"]?.message ?? null} />
        <Field label={LABELS.email} validationMessage={errors.email?.message}>
          <FormInput control={form.control} name="email" required type="email" autoComplete="username" />
        </Field>
        <Field label={LABELS.password} validationMessage={errors.password?.message}>
          <FormInput control={form.control} name="password" required type="password" autoComplete="current-password" />
        </Field>
        <Button type="submit" appearance="primary" disabled={isSubmitting}>
          {isSubmitting ? LABELS.signingIn : LABELS.signIn}
        </Button>
      </form>
      <Link to="/forgot-password">{PASSWORD_TEXTS.forgotLink}</Link>
    </AuthCard>
  );
}
