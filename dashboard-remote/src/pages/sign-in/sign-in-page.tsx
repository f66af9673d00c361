import { Button, Field, Text } from "@fluentui/react-components";
import { zodResolver } from "@hookform/resolvers/zod";
import { IDENTITY_ERROR_CODES, VALIDATION, formatValidationErrors, loginInputSchema, type LoginInput } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { signIn } from "../../api/auth-api.ts";
import { providerLoginUrl } from "../../api/identity-api.ts";
import { providersQuery } from "../../data/identity-queries.ts";
import { joinBasepath } from "../../embedding.ts";
import { ApiError } from "../../api/api-error.ts";
import { AuthCard, useAuthFormClass } from "../../components/auth-card/auth-card.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { FormInput } from "../../components/form/form-controls.tsx";
import { serverIssuesOf, showServerIssues, topLevelFields } from "../../components/form/server-issues.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { changeSession } from "../../data/session-queries.ts";
import { START_PAGE } from "../../routes/sign-in-return.ts";
import { useLocalizeSentence, useT, type T } from "../../i18n/i18n-context.ts";
import { useFieldMessage } from "../../components/form/use-field-message.ts";
import { identityErrorText } from "./identity-error-text.ts";

export function signInErrorText(t: T, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t("errors.signInFailed");
    if (error.status === 423) return t("errors.userLocked");
  }
  return t("errors.unexpected");
}

// Fields without a message of their own (an empty password) say 'Field is required'.
const resolver = zodResolver(loginInputSchema, { error: () => VALIDATION.fieldRequired });
const fieldOf = topLevelFields<LoginInput>(["email", "password"]);
const route = getRouteApi("/sign-in");

/** After an identity provider's callback: the person exists but waits for a super admin's review. */
function AccessPending() {
  const t = useT();
  return (
    <AuthCard title={t("identity.pendingTitle")} intro={t("identity.pendingBody")}>
      <Link to="/sign-in">{t("identity.backToSignIn")}</Link>
    </AuthCard>
  );
}

export function SignInPage() {
  const { error } = route.useSearch();
  if (error === IDENTITY_ERROR_CODES.accessPending) return <AccessPending />;
  return <SignInForms />;
}

function SignInForms() {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { api, queryClient } = useDashboardServices();
  const navigate = useNavigate();
  const router = useRouter();
  const { redirect: returnPath, error } = route.useSearch();
  const offer = useQuery(providersQuery(api)).data;
  const [breakGlass, setBreakGlass] = useState(false);
  const passwordOff = offer?.passwordLogin === false;
  const providers = offer?.providers ?? [];
  // The provider's callback comes back here: a page of this site, absolute when the API is elsewhere.
  const target = joinBasepath(router.options.basepath ?? "/", returnPath ?? START_PAGE);
  const returnTo = api.baseUrl ? new URL(target, window.location.href).href : target;
  const formClass = useAuthFormClass();
  const form = useForm({ resolver, defaultValues: { email: "", password: "" } });
  const localize = useLocalizeSentence();
  const { errors, isSubmitting } = form.formState;

  const submit = async (input: LoginInput) => {
    try {
      const answer = await signIn(api, input);
      // Nothing read for someone else may show; then the session query knows who signed in.
      changeSession(queryClient, answer.user);
      await navigate({ href: returnPath ?? START_PAGE });
    } catch (error) {
      const issues = serverIssuesOf(error);
      const others = issues ? showServerIssues(form.setError, issues, fieldOf) : [];
      const text = issues ? (others.length > 0 ? formatValidationErrors(others.map((issue) => ({ ...issue, message: localize(issue.message) }))) : null) : signInErrorText(t, error);
      if (text) form.setError("root.server", { message: text });
    }
  };

  const showForm = !passwordOff || breakGlass;
  return (
    <AuthCard title={t("common.signInTitle")}>
      <FormAlert text={identityErrorText(t, error)} />
      {providers.map((p) => (
        <Button key={p.id} as="a" appearance="primary" href={providerLoginUrl(api, p.loginUrl, returnTo)}>
          {t("identity.signInWith", { name: p.name })}
        </Button>
      ))}
      {passwordOff && <Text as="p">{t("identity.passwordLoginOff")}</Text>}
      {!showForm && (
        <Button type="button" onClick={() => setBreakGlass(true)}>
          {t("identity.breakGlassToggle")}
        </Button>
      )}
      {showForm && providers.length > 0 && !passwordOff && <Text as="p">{t("identity.orWithPassword")}</Text>}
      {showForm && (
      <form className={formClass} onSubmit={form.handleSubmit(submit)} noValidate>
        <FormAlert text={errors.root?.["server"]?.message ?? null} />
        <Field label={t("common.email")} validationMessage={fieldMessage(errors.email?.message)}>
          <FormInput control={form.control} name="email" required type="email" autoComplete="username" />
        </Field>
        <Field label={t("common.password")} validationMessage={fieldMessage(errors.password?.message)}>
          <FormInput control={form.control} name="password" required type="password" autoComplete="current-password" />
        </Field>
        <Button type="submit" appearance={providers.length > 0 ? "secondary" : "primary"} disabled={isSubmitting}>
          {isSubmitting ? t("common.signingIn") : t("common.signIn")}
        </Button>
      </form>
      )}
      {showForm && <Link to="/forgot-password">{t("password.forgotLink")}</Link>}
    </AuthCard>
  );
}
