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

export interface IdentitySettingsDoc {
  oidc: OidcSettingsDoc;
  updatedAt: string | null;
}

/** What Steward received in a "Test sign-in", and what a real sign-in would have done. */
export interface SignInTestResult {
  provider: "oidc";
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
