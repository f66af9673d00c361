// The SAML settings in force (issue 33, point 7): each field from the environment when the
// environment sets it, else from the database (the dashboard's identity provider page), else its
// default. The IdP's metadata named by the environment (address or file) gives the IdP's entity id,
// SSO address and certificates, and turns SAML on by itself, as it always has. Read at every
// sign-in start, response and metadata request, so every instance follows a change at once.
import { SAML_SETTING_ENV, type SamlSettingField, type SamlSettingsDoc } from "@steward/shared";
import type { StoredSamlRow } from "../repositories/identity-provider-settings-repo.ts";
import { certificateToPem, type IdpMetadata } from "../saml/idp-metadata.ts";
import { certificateFacts, readCertificates } from "../saml/pem.ts";
import { SAML_PATHS, spKeyFilesOf, type SamlConfig } from "../saml/saml-config.ts";
import { publicUrlOf, setByEnvironment, type Settings } from "../settings.ts";

export interface EffectiveSaml {
  doc: SamlSettingsDoc;
  /** What the service provider runs with; null when SAML is off or incomplete. */
  config: SamlConfig | null;
}

/** The variable that names the IdP's metadata, if one does. */
export function metadataVariableOf(settings: Settings): "SAML_IDP_METADATA_URL" | "SAML_IDP_METADATA_FILE" | null {
  return settings.SAML_IDP_METADATA_URL ? "SAML_IDP_METADATA_URL" : settings.SAML_IDP_METADATA_FILE ? "SAML_IDP_METADATA_FILE" : null;
}

/** Each field the environment sets, with the variable that sets it. */
export function lockedSamlFields(settings: Settings): Partial<Record<SamlSettingField, string>> {
  const locked: Partial<Record<SamlSettingField, string>> = {};
  const metadata = metadataVariableOf(settings);
  if (metadata) {
    for (const field of ["enabled", "idpEntityId", "ssoUrl", "idpCertificates"] as const) locked[field] = metadata;
  }
  if (settings.SAML_IDP_ENTITY_ID) locked.idpEntityId = "SAML_IDP_ENTITY_ID";
  if (spKeyFilesOf(settings)) {
    locked.spPrivateKey = "SAML_SP_PRIVATE_KEY_FILE";
    locked.spCertificate = "SAML_SP_CERT_FILE";
  }
  for (const field of ["displayName", "emailAttribute", "nameAttribute", "groupsAttributes"] as const) {
    const variable = SAML_SETTING_ENV[field];
    if (setByEnvironment(settings, variable as keyof Settings)) locked[field] = variable;
  }
  return locked;
}

export function effectiveSaml(settings: Settings, stored: StoredSamlRow | undefined): EffectiveSaml {
  const lockedBy = lockedSamlFields(settings);
  const locked = (field: SamlSettingField) => lockedBy[field] !== undefined;
  const saved = stored?.settings ?? {};
  const fromMetadata = metadataVariableOf(settings) !== null;
  const pick = <T>(field: SamlSettingField, fromEnv: T, fallback: T, value: T | undefined): T => (locked(field) ? fromEnv : (value ?? fallback));

  const enabled = fromMetadata ? true : saved.enabled === true;
  const idpEntityId = pick("idpEntityId", settings.SAML_IDP_ENTITY_ID ?? "", "", saved.idpEntityId);
  const ssoUrl = pick("ssoUrl", "", "", saved.ssoUrl);
  const idpCertificates = pick("idpCertificates", "", "", saved.idpCertificates);
  const displayName = pick("displayName", settings.SAML_DISPLAY_NAME, settings.SAML_DISPLAY_NAME, saved.displayName);
  const emailAttribute = pick("emailAttribute", settings.SAML_ATTRIBUTE_EMAIL, settings.SAML_ATTRIBUTE_EMAIL, saved.emailAttribute);
  const nameAttribute = pick("nameAttribute", settings.SAML_ATTRIBUTE_NAME, settings.SAML_ATTRIBUTE_NAME, saved.nameAttribute);
  const groupsAttributes = pick("groupsAttributes", [...settings.SAML_ATTRIBUTE_GROUPS], [...settings.SAML_ATTRIBUTE_GROUPS], saved.groupsAttributes);
  const keyFiles = spKeyFilesOf(settings);
  const spCertificate = keyFiles ? "" : (saved.spCertificate ?? "");
  const spPrivateKey = keyFiles ? null : (stored?.spPrivateKey ?? null);

  const certificates = readCertificates(idpCertificates) ?? [];
  const base = publicUrlOf(settings);
  const spMetadataUrl = `${base}${SAML_PATHS.metadata}`;
  const spEntityId = settings.SAML_SP_ENTITY_ID ?? spMetadataUrl;
  const acsUrl = `${base}${SAML_PATHS.acs}`;
  const ready = fromMetadata || (enabled && idpEntityId !== "" && ssoUrl !== "" && certificates.length > 0);

  const doc: SamlSettingsDoc = {
    enabled,
    idpEntityId,
    ssoUrl,
    idpCertificates,
    idpCertificateFacts: certificates.map((c) => c.facts),
    displayName,
    spPrivateKeySet: keyFiles !== null || spPrivateKey !== null,
    spCertificate,
    emailAttribute,
    nameAttribute,
    groupsAttributes,
    locked: Object.keys(lockedBy) as SamlSettingField[],
    lockedBy,
    spEntityId,
    acsUrl,
    spMetadataUrl,
    ready,
    updatedAt: stored?.updatedAt ?? null,
  };

  const idpSource: SamlConfig["idpSource"] | null = settings.SAML_IDP_METADATA_URL
    ? { kind: "url", url: settings.SAML_IDP_METADATA_URL }
    : settings.SAML_IDP_METADATA_FILE
      ? { kind: "file", path: settings.SAML_IDP_METADATA_FILE }
      : ready
        ? { kind: "inline", metadata: { entityId: idpEntityId, ssoUrl, signingCerts: certificates.map((c) => c.base64) } }
        : null;
  const config: SamlConfig | null = idpSource
    ? {
        spEntityId,
        acsUrl,
        metadataUrl: spMetadataUrl,
        idpSource,
        // Picks the IdP out of an aggregate named by the environment; the page's IdP is one already.
        idpEntityId: fromMetadata ? settings.SAML_IDP_ENTITY_ID : idpEntityId,
        displayName,
        spKeyFiles: keyFiles,
        spKeys: spPrivateKey && spCertificate ? { privateKey: spPrivateKey, cert: spCertificate } : null,
        attributes: { email: emailAttribute, name: nameAttribute, groups: groupsAttributes },
      }
    : null;
  return { doc, config };
}

/**
 * The page's view when the environment names the IdP's metadata: its fields, read-only, show what
 * that metadata gives (entity id, SSO address, certificates) instead of staying blank.
 */
export function withEnvironmentIdp(doc: SamlSettingsDoc, idp: IdpMetadata | null): SamlSettingsDoc {
  if (!idp) return doc;
  const idpCertificates = idp.signingCerts.map(certificateToPem).join("");
  return { ...doc, idpEntityId: idp.entityId, ssoUrl: idp.ssoUrl, idpCertificates: idpCertificates.trim(), idpCertificateFacts: certificateFacts(idpCertificates) };
}
