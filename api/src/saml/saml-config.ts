// What the SAML service provider is, from the settings (README, "Identity providers"). SAML is
// on when the IdP's metadata is named, by address or by file.
import { publicUrlOf, type Settings } from "../settings.ts";

export const SAML_PATHS = {
  metadata: "/api/auth/saml/metadata",
  login: "/api/auth/saml/login",
  acs: "/api/auth/saml/acs",
} as const;

export interface SamlConfig {
  /** Our entityID: SAML_SP_ENTITY_ID, else the metadata's own address. */
  spEntityId: string;
  /** Where the IdP posts its responses (HTTP-POST binding). */
  acsUrl: string;
  metadataUrl: string;
  idpSource: { kind: "url"; url: string } | { kind: "file"; path: string };
  /** Picks the IdP out of a federation's aggregate. */
  idpEntityId: string | undefined;
  displayName: string;
  /** The SP's key pair for encrypted assertions, as files (PEM); null: assertions come in clear. */
  spKeyFiles: { privateKey: string; cert: string } | null;
  attributes: { email: string; name: string; groups: readonly string[] };
}

export function samlConfigOf(settings: Settings): SamlConfig | null {
  const idpSource = settings.SAML_IDP_METADATA_URL
    ? ({ kind: "url", url: settings.SAML_IDP_METADATA_URL } as const)
    : settings.SAML_IDP_METADATA_FILE
      ? ({ kind: "file", path: settings.SAML_IDP_METADATA_FILE } as const)
      : null;
  if (!idpSource) return null;
  const base = publicUrlOf(settings);
  const metadataUrl = `${base}${SAML_PATHS.metadata}`;
  return {
    spEntityId: settings.SAML_SP_ENTITY_ID ?? metadataUrl,
    acsUrl: `${base}${SAML_PATHS.acs}`,
    metadataUrl,
    idpSource,
    idpEntityId: settings.SAML_IDP_ENTITY_ID,
    displayName: settings.SAML_DISPLAY_NAME,
    spKeyFiles:
      settings.SAML_SP_PRIVATE_KEY_FILE && settings.SAML_SP_CERT_FILE ? { privateKey: settings.SAML_SP_PRIVATE_KEY_FILE, cert: settings.SAML_SP_CERT_FILE } : null,
    attributes: { email: settings.SAML_ATTRIBUTE_EMAIL, name: settings.SAML_ATTRIBUTE_NAME, groups: settings.SAML_ATTRIBUTE_GROUPS },
  };
}
