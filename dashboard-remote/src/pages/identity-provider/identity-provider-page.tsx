// The identity provider settings (issue 33, point 7), a super admin's page: the OpenID Connect
// settings the server's environment leaves open, saved with PUT /api/identity/settings; a field the
// environment sets is shown read-only and says so; the client secret is write-only (the page only
// knows whether one is kept). "Test sign-in" goes through the provider with the saved settings in
// this window and comes back here with what Steward received (?signInTest=KEY). The SAML half is
// its own form, saved on its own (saml-settings-form.tsx).
import { Button, Field, Input, MessageBar, MessageBarBody, Switch, Text, makeStyles, tokens } from "@fluentui/react-components";
import { OIDC_SETTING_ENV, isSuperAdmin, type IdentitySettingsDoc, type OidcSettingField, type SignInTestResult } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCurrentUser } from "../../components/current-user.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useFormPageStyles } from "../../components/form-page/form-page.styles.ts";
import { LeaveGuard } from "../../components/leave-guard/leave-guard.tsx";
import { LoadProblem, NotOffered } from "../../components/load-problem/load-problem.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { identitySettingsQuery, signInTestQuery } from "../../data/identity-settings-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { identityErrorText } from "../sign-in/identity-error-text.ts";
import { SamlSettingsForm } from "./saml-settings-form.tsx";
import { useProviderSection } from "./use-provider-section.ts";

const route = getRouteApi("/dashboard/identity-provider");

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, maxWidth: "720px", marginTop: tokens.spacingVerticalXL },
  heading: { marginTop: tokens.spacingVerticalL },
  code: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: "anywhere" },
  facts: { display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0, "& dd": { margin: 0, overflowWrap: "anywhere" } },
});

type TextField = "issuer" | "clientId" | "scopes" | "displayName" | "emailVerifiedClaim" | "groupsClaim";
const TEXT_FIELDS: readonly TextField[] = ["issuer", "clientId", "scopes", "displayName", "emailVerifiedClaim", "groupsClaim"];
const HINTS: Partial<Record<TextField, "identityProvider.issuerHint" | "identityProvider.scopesHint">> = { issuer: "identityProvider.issuerHint", scopes: "identityProvider.scopesHint" };

interface Values {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  displayName: string;
  emailVerifiedClaim: string;
  groupsClaim: string;
}

// Only the fields a save takes: the API refuses any other key (clientSecretSet, locked, ...).
const valuesOf = ({ oidc }: IdentitySettingsDoc): Values => ({
  enabled: oidc.enabled,
  issuer: oidc.issuer,
  clientId: oidc.clientId,
  clientSecret: "",
  scopes: oidc.scopes,
  displayName: oidc.displayName,
  emailVerifiedClaim: oidc.emailVerifiedClaim,
  groupsClaim: oidc.groupsClaim,
});

function SettingsForm({ doc }: { doc: IdentitySettingsDoc }) {
  const t = useT();
  const styles = useFormPageStyles();
  const own = useStyles();
  const formats = useFormats();
  const form = useProviderSection<Values, OidcSettingField>({
    section: "oidc",
    doc,
    valuesOf,
    inputOf: ({ clientSecret, ...rest }) => ({ oidc: { ...rest, ...(clientSecret.trim() ? { clientSecret } : {}) } }),
  });
  const { values, set, dirty, issues, problem, saving, testing } = form;
  const locked = new Set(doc.oidc.locked);
  const lockedNote = (field: OidcSettingField) => (locked.has(field) ? t("identityProvider.locked", { variable: OIDC_SETTING_ENV[field] }) : undefined);

  return (
    <>
      <h2 className={own.heading}>{t("identityProvider.oidcTitle")}</h2>
      <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate aria-label={t("identityProvider.title")}>
        <LeaveGuard unsaved={dirty && !saving && !testing} />
        <FormAlert text={problem} />
        <MessageBar intent={doc.oidc.ready ? "success" : "info"}>
          <MessageBarBody>{t(doc.oidc.ready ? "identityProvider.ready" : "identityProvider.notReady")}</MessageBarBody>
        </MessageBar>
        <Field validationMessage={lockedNote("enabled")} validationState="none">
          <Switch label={t("identityProvider.enabled")} checked={values.enabled} disabled={locked.has("enabled")} onChange={(_e, data) => set("enabled", data.checked)} />
        </Field>
        <div className={styles.grid}>
          {TEXT_FIELDS.map((field) => {
            const hint = HINTS[field];
            const note = lockedNote(field);
            return (
              <Field
                key={field}
                label={t(`identityProvider.${field}`)}
                className={field === "issuer" ? styles.wide : undefined}
                hint={note ?? (hint ? t(hint) : field === "displayName" ? t("identityProvider.displayNameHint", { name: values.displayName }) : undefined)}
                validationMessage={issues[field]}
              >
                <Input value={values[field]} readOnly={locked.has(field)} onChange={(_e, data) => set(field, data.value)} />
              </Field>
            );
          })}
          <Field
            label={t("identityProvider.clientSecret")}
            className={styles.wide}
            hint={lockedNote("clientSecret") ?? t(doc.oidc.clientSecretSet ? "identityProvider.secretSet" : "identityProvider.secretNotSet")}
            validationMessage={issues.clientSecret}
          >
            <Input type="password" autoComplete="new-password" value={values.clientSecret} readOnly={locked.has("clientSecret")} onChange={(_e, data) => set("clientSecret", data.value)} />
          </Field>
        </div>
        <Field label={t("identityProvider.redirectUri")}>
          <Text className={own.code}>{doc.oidc.redirectUri}</Text>
        </Field>
        {doc.updatedAt && <p className={styles.note}>{t("identityProvider.lastSaved", { when: formats.dateTime(doc.updatedAt) })}</p>}
        <div className={styles.actions}>
          <Button type="button" onClick={form.reset} disabled={saving || !dirty}>
            {t("identityProvider.cancel")}
          </Button>
          <Button type="submit" appearance="primary" disabled={saving}>
            {saving ? t("ui.saving") : t("identityProvider.save")}
          </Button>
        </div>
      </form>
      <section className={own.section} aria-labelledby="identity-provider-test">
        <h3 id="identity-provider-test">{t("identityProvider.testTitle")}</h3>
        <Text as="p">{t("identityProvider.testIntro")}</Text>
        {dirty && <Text as="p">{t("identityProvider.testNeedsSave")}</Text>}
        <div>
          <Button onClick={() => void form.test()} disabled={!doc.oidc.ready || dirty || testing}>
            {testing ? t("identityProvider.testStarting") : t("identityProvider.test")}
          </Button>
        </div>
      </section>
    </>
  );
}

/** What a test sign-in received, and what a real one would have done. */
function TestResult({ testKey }: { testKey: string }) {
  const t = useT();
  const { api } = useDashboardServices();
  const own = useStyles();
  const query = useQuery(signInTestQuery(api, testKey));
  if (query.isError) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t("identityProvider.testGone")}</MessageBarBody>
      </MessageBar>
    );
  }
  const result: SignInTestResult | undefined = query.data;
  if (!result) return <p>{t("common.loading")}</p>;
  const received = result.outcome === "received";
  const why = result.code ? identityErrorText(t, result.code) : null;
  return (
    <section className={own.section} aria-labelledby="identity-provider-result" role="status">
      <h2 id="identity-provider-result">{t(result.provider === "saml" ? "identityProvider.samlResultTitle" : "identityProvider.resultTitle")}</h2>
      <MessageBar intent={received ? (result.wouldSignIn === "signed_in" ? "success" : "warning") : "error"}>
        <MessageBarBody>
          {received ? t("identityProvider.testReceived") : t("identityProvider.testFailed")} {received && result.wouldSignIn ? `${t("identityProvider.wouldSignIn")} ${t(`identityProvider.would_${result.wouldSignIn}`)}` : ""}{" "}
          {why}
        </MessageBarBody>
      </MessageBar>
      <dl className={own.facts}>
        {received && (
          <>
            <dt>{t("identityProvider.subject")}</dt>
            <dd className={own.code}>{result.subject}</dd>
            <dt>{t("identityProvider.email")}</dt>
            <dd>{result.email ?? t("identityProvider.none")}</dd>
            <dt>{t("identityProvider.emailVerified")}</dt>
            <dd>{t(result.emailVerified ? "identityProvider.yes" : "identityProvider.no")}</dd>
            <dt>{t("identityProvider.name")}</dt>
            <dd>{result.name ?? t("identityProvider.none")}</dd>
            <dt>{t("identityProvider.groups")}</dt>
            <dd>{result.groups.length > 0 ? result.groups.join(", ") : t("identityProvider.none")}</dd>
          </>
        )}
        {result.reason && (
          <>
            <dt>{t("identityProvider.reason")}</dt>
            <dd className={own.code}>{result.reason}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function IdentityProviderPage() {
  const t = useT();
  const { api } = useDashboardServices();
  const actor = useCurrentUser();
  const search = route.useSearch();
  const allowed = isSuperAdmin(actor.role);
  const query = useQuery({ ...identitySettingsQuery(api), enabled: allowed });
  let body;
  if (!allowed) body = <NotOffered text={t("identityProvider.superAdminsOnly")} />;
  else if (query.isError) body = <LoadProblem error={query.error} thing={t("identityProvider.title")} />;
  else if (!query.data) body = <p>{t("common.loading")}</p>;
  else {
    body = (
      <>
        <SettingsForm key={query.data.updatedAt ?? "new"} doc={query.data} />
        <SamlSettingsForm key={query.data.saml.updatedAt ?? "new"} doc={query.data} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("identityProvider.title")} />
      <Text as="p">{t("identityProvider.intro")}</Text>
      {allowed && search.signInTest && <TestResult testKey={search.signInTest} />}
      {body}
    </>
  );
}
