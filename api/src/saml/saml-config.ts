// What the SAML service provider is, from the settings (README, "Identity providers"). SAML is
// on when the IdP's metadata is named, by address or by file, or when a super admin turns it on
// with the IdP's entity id, SSO address and certificate on the identity provider page
// (identity/effective-saml.ts merges the two, the environment winning field by field).
import { publicUrlOf, type Settings } from "../settings.ts";
import type { IdpMetadata } from "./idp-metadata.ts";

/** The SP's key pair (PEM). */
export interface SpKeys {
  privateKey: string;
  cert: string;
}

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
  /** Where the IdP's metadata comes from; `inline`: the identity provider page's fields. */
  idpSource: { kind: "url"; url: string } | { kind: "file"; path: string } | { kind: "inline"; metadata: IdpMetadata };
  /** Picks the IdP out of a federation's aggregate. */
  idpEntityId: string | undefined;
  displayName: string;
  /** The SP's key pair for encrypted assertions, as files (PEM); null: assertions come in clear. */
  spKeyFiles: { privateKey: string; cert: string } | null;
  /** The SP's key pair saved on the identity provider page, used when no key files are named. */
  spKeys: SpKeys | null;
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
    spKeyFiles: spKeyFilesOf(settings),
    spKeys: null,
    attributes: { email: settings.SAML_ATTRIBUTE_EMAIL, name: settings.SAML_ATTRIBUTE_NAME, groups: settings.SAML_ATTRIBUTE_GROUPS },
  };
}

/** The SP's key pair files named by the environment, or null. */
export function spKeyFilesOf(settings: Settings): SamlConfig["spKeyFiles"] {
  return settings.SAML_SP_PRIVATE_KEY_FILE && settings.SAML_SP_CERT_FILE ? { privateKey: settings.SAML_SP_PRIVATE_KEY_FILE, cert: settings.SAML_SP_CERT_FILE } : null;
}
