import { Button, Field, Text } from "@fluentui/react-components";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ERRORS,
  IDENTITY_ERROR_CODES,
  IDENTITY_MESSAGES,
  IDENTITY_TEXTS,
  VALIDATION,
  formatValidationErrors,
  loginInputSchema,
  type IdentityErrorCode,
  type LoginInput,
} from "@steward/shared";
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

/** What an identity provider's refusal (`/sign-in?error=CODE`) means, in words. */
export function identityErrorText(code: string | undefined): string | null {
  if (!code) return null;
  return IDENTITY_MESSAGES[code as IdentityErrorCode] ?? null;
}

/** After an identity provider's callback: the person exists but waits for a super admin's review. */
function AccessPending() {
  return (
    <AuthCard title={IDENTITY_TEXTS.pendingTitle} intro={IDENTITY_TEXTS.pendingBody}>
      <Link to="/sign-in">{IDENTITY_TEXTS.backToSignIn}</Link>
    </AuthCard>
  );
}

export function SignInPage() {
  const { error } = route.useSearch();
  if (error === IDENTITY_ERROR_CODES.accessPending) return <AccessPending />;
  return <SignInForms />;
}

function SignInForms() {
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

  const showForm = !passwordOff || breakGlass;
  return (
    <AuthCard title={LABELS.signInTitle}>
      <FormAlert text={identityErrorText(error)} />
      {providers.map((p) => (
        <Button key={p.id} as="a" appearance="primary" href={providerLoginUrl(api, p.loginUrl, returnTo)}>
          {IDENTITY_TEXTS.signInWith(p.name)}
        </Button>
      ))}
      {passwordOff && <Text as="p">{IDENTITY_TEXTS.passwordLoginOff}</Text>}
      {!showForm && (
        <Button type="button" onClick={() => setBreakGlass(true)}>
          {IDENTITY_TEXTS.breakGlassToggle}
        </Button>
      )}
      {showForm && providers.length > 0 && !passwordOff && <Text as="p">{IDENTITY_TEXTS.orWithPassword}</Text>}
      {showForm && (
      <form className={formClass} onSubmit={form.handleSubmit(submit)} noValidate>
        <FormAlert text={errors.root?.["server"]?.message ?? null} />
        <Field label={LABELS.email} validationMessage={errors.email?.message}>
          <FormInput control={form.control} name="email" required type="email" autoComplete="username" />
        </Field>
        <Field label={LABELS.password} validationMessage={errors.password?.message}>
          <FormInput control={form.control} name="password" required type="password" autoComplete="current-password" />
        </Field>
        <Button type="submit" appearance={providers.length > 0 ? "secondary" : "primary"} disabled={isSubmitting}>
          {isSubmitting ? LABELS.signingIn : LABELS.signIn}
        </Button>
      </form>
      )}
      {showForm && <Link to="/forgot-password">{PASSWORD_TEXTS.forgotLink}</Link>}
    </AuthCard>
  );
}
