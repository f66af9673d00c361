// What the OpenID Connect and SAML halves of the identity provider page share: the form's values
// against the saved ones, saving the section on its own (PUT /api/identity/settings with only that
// part), a refused field's sentence beside the field (the API names it `oidc.issuer`, `saml.ssoUrl`),
// anything else above the form, and starting a test sign-in through that provider.
import type { IdentitySettingsDoc, IdentitySettingsInput } from "@steward/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { useFailureText } from "../../api/explain-failure.ts";
import { saveIdentitySettings, startSignInTest } from "../../api/identity-settings-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { queryKeys } from "../../data/query-keys.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";

export type ProviderSection = "oidc" | "saml";

export interface ProviderSectionOptions<Values> {
  section: ProviderSection;
  doc: IdentitySettingsDoc;
  /** The form's values for a saved document (write-only fields empty). */
  valuesOf: (doc: IdentitySettingsDoc) => Values;
  /** The body a save sends for these values. */
  inputOf: (values: Values) => IdentitySettingsInput;
}

export function useProviderSection<Values extends object, Field extends string>({ section, doc, valuesOf, inputOf }: ProviderSectionOptions<Values>) {
  const t = useT();
  const localize = useLocalizeSentence();
  const failureText = useFailureText();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(() => valuesOf(doc));
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const initial = valuesOf(doc);
  const dirty = (Object.keys(values) as (keyof Values)[]).some((k) => values[k] !== initial[k]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    setIssues({});
    try {
      const saved = await saveIdentitySettings(api, inputOf(values));
      queryClient.setQueryData(queryKeys.identity.settings(), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.identity.providers() });
      setValues(valuesOf(saved));
      notify.success(t("identityProvider.saved"));
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      if (isValidationErrorBody(body)) {
        const found: Partial<Record<Field, string>> = {};
        const prefix = `${section}.`;
        for (const issue of body.errors) found[(issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path) as Field] = localize(issue.message);
        setIssues(found);
      } else {
        setProblem(failureText(error));
      }
      notify.error(t("identityProvider.failed"));
    } finally {
      setSaving(false);
    }
  };

  const test = async () => {
    setTesting(true);
    setProblem(null);
    try {
      const { url } = await startSignInTest(api, window.location.pathname, section);
      window.location.assign(url);
    } catch (error) {
      setProblem(failureText(error));
      setTesting(false);
    }
  };

  return {
    values,
    set: <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value })),
    reset: () => setValues(initial),
    dirty,
    issues,
    problem,
    saving,
    testing,
    submit,
    test,
  };
}
