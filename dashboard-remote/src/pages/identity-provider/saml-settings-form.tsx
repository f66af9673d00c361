// The SAML 2.0 half of the identity provider page (issue 33, point 7): the IdP's entity ID, SSO
// address and signing certificates, the sign-in page's name, the attribute names and the SP's own
// key pair, saved with PUT /api/identity/settings ({ saml }) on its own. A field the environment
// sets is read-only and names the variable; the private key is write-only (the page only knows
// whether one is kept). What to give the IdP (our entity ID, ACS and metadata address) is shown
// read-only. "Test SAML sign-in" goes through the IdP with the saved settings and comes back here.
import { Button, Field, Input, MessageBar, MessageBarBody, Switch, Text, Textarea, makeStyles, tokens } from "@fluentui/react-components";
import type { IdentitySettingsDoc, SamlSettingField } from "@steward/shared";
import { FormAlert } from "../../components/form-alert.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useFormPageStyles } from "../../components/form-page/form-page.styles.ts";
import { LeaveGuard } from "../../components/leave-guard/leave-guard.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useProviderSection } from "./use-provider-section.ts";

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, maxWidth: "720px", marginTop: tokens.spacingVerticalXL },
  code: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: "anywhere" },
  pem: { "& textarea": { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 } },
  facts: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: "anywhere" },
});

interface Values {
  enabled: boolean;
  idpEntityId: string;
  ssoUrl: string;
  idpCertificates: string;
  displayName: string;
  spPrivateKey: string;
  spCertificate: string;
  emailAttribute: string;
  nameAttribute: string;
  /** Separated by commas on the page, a list in the API. */
  groupsAttributes: string;
}

const valuesOf = (doc: IdentitySettingsDoc): Values => ({
  enabled: doc.saml.enabled,
  idpEntityId: doc.saml.idpEntityId,
  ssoUrl: doc.saml.ssoUrl,
  idpCertificates: doc.saml.idpCertificates,
  displayName: doc.saml.displayName,
  spPrivateKey: "",
  spCertificate: doc.saml.spCertificate,
  emailAttribute: doc.saml.emailAttribute,
  nameAttribute: doc.saml.nameAttribute,
  groupsAttributes: doc.saml.groupsAttributes.join(", "),
});

type TextField = "idpEntityId" | "ssoUrl" | "displayName" | "emailAttribute" | "nameAttribute" | "groupsAttributes";
const IDP_FIELDS: readonly TextField[] = ["idpEntityId", "ssoUrl"];
const ATTRIBUTE_FIELDS: readonly TextField[] = ["emailAttribute", "nameAttribute", "groupsAttributes"];
const LABELS = {
  idpEntityId: "identityProvider.samlIdpEntityId",
  ssoUrl: "identityProvider.samlSsoUrl",
  displayName: "identityProvider.displayName",
  emailAttribute: "identityProvider.samlEmailAttribute",
  nameAttribute: "identityProvider.samlNameAttribute",
  groupsAttributes: "identityProvider.samlGroupsAttributes",
} as const;
const HINTS: Partial<Record<TextField, "identityProvider.samlSsoUrlHint" | "identityProvider.samlGroupsAttributesHint">> = {
  ssoUrl: "identityProvider.samlSsoUrlHint",
  groupsAttributes: "identityProvider.samlGroupsAttributesHint",
};

export function SamlSettingsForm({ doc }: { doc: IdentitySettingsDoc }) {
  const t = useT();
  const styles = useFormPageStyles();
  const own = useStyles();
  const formats = useFormats();
  const saml = doc.saml;
  const form = useProviderSection<Values, SamlSettingField>({
    section: "saml",
    doc,
    valuesOf,
    inputOf: ({ spPrivateKey, groupsAttributes, ...rest }) => ({
      saml: {
        ...rest,
        groupsAttributes: groupsAttributes.split(",").map((a) => a.trim()).filter(Boolean),
        ...(spPrivateKey.trim() ? { spPrivateKey } : {}),
      },
    }),
  });
  const { values, set, dirty, issues, problem, saving, testing } = form;
  const isLocked = (field: SamlSettingField) => saml.lockedBy[field] !== undefined;
  const lockedNote = (field: SamlSettingField) => {
    const variable = saml.lockedBy[field];
    return variable ? t("identityProvider.locked", { variable }) : undefined;
  };

  const textField = (field: TextField) => {
    const hint = HINTS[field];
    return (
      <Field
        key={field}
        label={t(LABELS[field])}
        className={IDP_FIELDS.includes(field) || field === "groupsAttributes" ? styles.wide : undefined}
        hint={lockedNote(field) ?? (hint ? t(hint) : field === "displayName" ? t("identityProvider.displayNameHint", { name: values.displayName }) : undefined)}
        validationMessage={issues[field]}
      >
        <Input value={values[field]} readOnly={isLocked(field)} onChange={(_e, data) => set(field, data.value)} />
      </Field>
    );
  };

  return (
    <section className={own.section} aria-labelledby="identity-provider-saml">
      <h2 id="identity-provider-saml">{t("identityProvider.samlTitle")}</h2>
      <Text as="p">{t("identityProvider.samlIntro")}</Text>
      <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate aria-labelledby="identity-provider-saml">
        <LeaveGuard unsaved={dirty && !saving && !testing} />
        <FormAlert text={problem} />
        <MessageBar intent={saml.ready ? "success" : "info"}>
          <MessageBarBody>{t(saml.ready ? "identityProvider.samlReady" : "identityProvider.samlNotReady")}</MessageBarBody>
        </MessageBar>
        <Field validationMessage={lockedNote("enabled")} validationState="none">
          <Switch label={t("identityProvider.samlEnabled")} checked={values.enabled} disabled={isLocked("enabled")} onChange={(_e, data) => set("enabled", data.checked)} />
        </Field>
        <div className={styles.grid}>
          {IDP_FIELDS.map(textField)}
          <Field
            label={t("identityProvider.samlIdpCertificates")}
            className={`${styles.wide} ${own.pem}`}
            hint={lockedNote("idpCertificates") ?? t("identityProvider.samlIdpCertificatesHint")}
            validationMessage={issues.idpCertificates}
          >
            <Textarea value={values.idpCertificates} readOnly={isLocked("idpCertificates")} rows={6} resize="vertical" spellCheck={false} onChange={(_e, data) => set("idpCertificates", data.value)} />
          </Field>
          {saml.idpCertificateFacts.length > 0 && (
            <ul className={`${styles.wide} ${own.facts}`} aria-label={t("identityProvider.samlCertificatesKept")}>
              {saml.idpCertificateFacts.map((c) => (
                <li key={c.sha256}>
                  {t("identityProvider.samlCertificateFacts", { subject: c.subject, notAfter: formats.date(c.notAfter) })} <span className={own.code}>SHA-256 {c.sha256}</span>
                </li>
              ))}
            </ul>
          )}
          {textField("displayName")}
          {ATTRIBUTE_FIELDS.map(textField)}
          <Field
            label={t("identityProvider.samlSpCertificate")}
            className={`${styles.wide} ${own.pem}`}
            hint={lockedNote("spCertificate") ?? t("identityProvider.samlSpCertificateHint")}
            validationMessage={issues.spCertificate}
          >
            <Textarea value={values.spCertificate} readOnly={isLocked("spCertificate")} rows={4} resize="vertical" spellCheck={false} onChange={(_e, data) => set("spCertificate", data.value)} />
          </Field>
          <Field
            label={t("identityProvider.samlSpPrivateKey")}
            className={`${styles.wide} ${own.pem}`}
            hint={lockedNote("spPrivateKey") ?? t(saml.spPrivateKeySet ? "identityProvider.samlKeySet" : "identityProvider.samlKeyNotSet")}
            validationMessage={issues.spPrivateKey}
          >
            <Textarea value={values.spPrivateKey} readOnly={isLocked("spPrivateKey")} rows={4} resize="vertical" spellCheck={false} autoComplete="off" onChange={(_e, data) => set("spPrivateKey", data.value)} />
          </Field>
        </div>
        <Field label={t("identityProvider.samlSpEntityId")}>
          <Text className={own.code}>{saml.spEntityId}</Text>
        </Field>
        <Field label={t("identityProvider.samlAcsUrl")}>
          <Text className={own.code}>{saml.acsUrl}</Text>
        </Field>
        <Field label={t("identityProvider.samlSpMetadataUrl")}>
          <Text className={own.code}>{saml.spMetadataUrl}</Text>
        </Field>
        {saml.updatedAt && <p className={styles.note}>{t("identityProvider.lastSaved", { when: formats.dateTime(saml.updatedAt) })}</p>}
        <div className={styles.actions}>
          <Button type="button" onClick={form.reset} disabled={saving || !dirty}>
            {t("identityProvider.cancel")}
          </Button>
          <Button type="submit" appearance="primary" disabled={saving}>
            {saving ? t("ui.saving") : t("identityProvider.samlSave")}
          </Button>
        </div>
      </form>
      <h3 id="identity-provider-saml-test">{t("identityProvider.samlTestTitle")}</h3>
      <Text as="p">{t("identityProvider.samlTestIntro")}</Text>
      {dirty && <Text as="p">{t("identityProvider.testNeedsSave")}</Text>}
      <div>
        <Button onClick={() => void form.test()} disabled={!saml.ready || dirty || testing} aria-describedby="identity-provider-saml-test">
          {testing ? t("identityProvider.testStarting") : t("identityProvider.samlTest")}
        </Button>
      </div>
    </section>
  );
}
