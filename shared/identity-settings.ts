// The identity provider settings page (issue 33, point 7): what `GET/PUT /api/identity/settings`
// answer and take, and the shape of a "Test sign-in" result. Zod-free: the dashboard's page reads
// these types without carrying the schemas (contracts/identity-settings.ts has them).

/** The OpenID Connect fields a super admin may set; each may instead be fixed by the environment. */
export const OIDC_SETTING_FIELDS = ["enabled", "issuer", "clientId", "clientSecret", "scopes", "displayName", "emailVerifiedClaim", "groupsClaim"] as const;
export type OidcSettingField = (typeof OIDC_SETTING_FIELDS)[number];

/** The environment variable that fixes each field (README, "Identity providers"). */
export const OIDC_SETTING_ENV: Record<OidcSettingField, string> = {
  enabled: "OIDC_ISSUER",
  issuer: "OIDC_ISSUER",
  clientId: "OIDC_CLIENT_ID",
  clientSecret: "OIDC_CLIENT_SECRET",
  scopes: "OIDC_SCOPES",
  displayName: "OIDC_DISPLAY_NAME",
  emailVerifiedClaim: "OIDC_EMAIL_VERIFIED_CLAIM",
  groupsClaim: "OIDC_GROUPS_CLAIM",
};

/** The OpenID Connect settings as the page shows them: the secret only as whether one is set. */
export interface OidcSettingsDoc {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecretSet: boolean;
  scopes: string;
  displayName: string;
  emailVerifiedClaim: string;
  groupsClaim: string;
  /** Fields an environment variable sets: shown read-only, a PUT leaves them as they are. */
  locked: OidcSettingField[];
  /** The address to register at the provider. */
  redirectUri: string;
  /** Whether a sign-in can start with these settings (issuer, client id and secret all present). */
  ready: boolean;
}

/**
 * The SAML 2.0 fields a super admin may set: the IdP as its metadata would give it (entity id, SSO
 * address, signing certificates), the sign-in page's name, the SP's own key pair (for encrypted
 * assertions; the private key write-only) and the attribute names.
 */
export const SAML_SETTING_FIELDS = [
  "enabled",
  "idpEntityId",
  "ssoUrl",
  "idpCertificates",
  "displayName",
  "spPrivateKey",
  "spCertificate",
  "emailAttribute",
  "nameAttribute",
  "groupsAttributes",
] as const;
export type SamlSettingField = (typeof SAML_SETTING_FIELDS)[number];

/**
 * The environment variable that fixes each field (README, "Identity providers"). The IdP's metadata
 * named by the environment (address or file) gives its entity id, SSO address and certificates, and
 * turns SAML on by itself, as it always has.
 */
export const SAML_SETTING_ENV: Record<SamlSettingField, string> = {
  enabled: "SAML_IDP_METADATA_URL",
  idpEntityId: "SAML_IDP_ENTITY_ID",
  ssoUrl: "SAML_IDP_METADATA_URL",
  idpCertificates: "SAML_IDP_METADATA_URL",
  displayName: "SAML_DISPLAY_NAME",
  spPrivateKey: "SAML_SP_PRIVATE_KEY_FILE",
  spCertificate: "SAML_SP_CERT_FILE",
  emailAttribute: "SAML_ATTRIBUTE_EMAIL",
  nameAttribute: "SAML_ATTRIBUTE_NAME",
  groupsAttributes: "SAML_ATTRIBUTE_GROUPS",
};

/** One certificate as the page lists it. */
export interface CertificateFacts {
  subject: string;
  /** ISO date after which the certificate is no longer valid. */
  notAfter: string;
  /** SHA-256 fingerprint, colon-separated hex, as IdP administrators compare them. */
  sha256: string;
}

/** The SAML settings as the page shows them: the SP's private key only as whether one is set. */
export interface SamlSettingsDoc {
  enabled: boolean;
  idpEntityId: string;
  ssoUrl: string;
  /** The IdP's signing certificates, PEM, one after the other (several during a key rollover). */
  idpCertificates: string;
  idpCertificateFacts: CertificateFacts[];
  displayName: string;
  spPrivateKeySet: boolean;
  /** The SP's certificate (PEM) published in its metadata for encryption; empty without a key pair. */
  spCertificate: string;
  emailAttribute: string;
  nameAttribute: string;
  /** Each attribute whose values are the person's groups. */
  groupsAttributes: string[];
  /** Fields an environment variable sets: shown read-only, a PUT leaves them as they are. */
  locked: SamlSettingField[];
  /** The variable that sets each locked field (the IdP's metadata, by address or file, sets several). */
  lockedBy: Partial<Record<SamlSettingField, string>>;
  /** What to give the IdP: our entity id, the ACS address (HTTP-POST) and the SP metadata's address. */
  spEntityId: string;
  acsUrl: string;
  spMetadataUrl: string;
  /** Whether a sign-in can start (on, with the IdP's entity id, SSO address and a certificate). */
  ready: boolean;
  updatedAt: string | null;
}

export interface IdentitySettingsDoc {
  oidc: OidcSettingsDoc;
  saml: SamlSettingsDoc;
  /** When the OpenID Connect settings were last saved (the SAML ones carry their own). */
  updatedAt: string | null;
}

/** What Steward received in a "Test sign-in", and what a real sign-in would have done. */
export interface SignInTestResult {
  provider: "oidc" | "saml";
  /** `received`: the provider answered and its answer passed every check. */
  outcome: "received" | "failed";
  /** An IDENTITY_ERROR_CODES code: why the provider's answer failed, or why the person would be refused. */
  code: string | null;
  /** A short technical reason (the check that failed), never a token. */
  reason: string | null;
  subject: string | null;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  groups: string[];
  /** What a real sign-in would do for this person. */
  wouldSignIn: "signed_in" | "pending_activation" | "refused" | null;
  at: string;
}
