// Sign-in through the institution's identity provider (issue 17): the codes a refusal carries and
// the types of its answers (their words are in identity-messages.ts). No zod here: the dashboard's
// first download needs these codes and must not carry the schemas (shared/identity.ts has those).

/** The roles a group mapping may give: never super admin (docs/decisions.md, issue 17). */
export const MAPPABLE_ROLES = ["unit_admin", "social_media_manager"] as const;
export type MappableRole = (typeof MAPPABLE_ROLES)[number];

/** What an identity provider's sign-in may answer, as `{"message": CODE}` or `?error=CODE`. */
export const IDENTITY_ERROR_CODES = {
  /** The provider did not say the e-mail is verified, and no link remembers this subject. */
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  /** The provider gave no usable e-mail, and no link remembers this subject. */
  emailMissing: "EMAIL_MISSING",
  /** The Steward user is inactive or rejected. */
  userNotActive: "USER_NOT_ACTIVE",
  /** The Steward user waits for a super admin's review. */
  accessPending: "ACCESS_PENDING",
  /** State unknown, already used, expired, or started in another browser. */
  signInStateInvalid: "SIGN_IN_STATE_INVALID",
  /** The provider's answer failed a check (issuer, audience, signature, nonce, expiry, code). */
  providerResponseInvalid: "PROVIDER_RESPONSE_INVALID",
  /** The provider refused or was cancelled (its `error` parameter). */
  providerDenied: "PROVIDER_DENIED",
  /** The provider could not be reached or answered something unusable. */
  providerUnavailable: "PROVIDER_UNAVAILABLE",
  /** The provider is not configured on this server. */
  providerNotConfigured: "PROVIDER_NOT_CONFIGURED",
  /** STEWARD_PASSWORD_LOGIN=false and the account is not a super admin's. */
  passwordLoginDisabled: "PASSWORD_LOGIN_DISABLED",
  /** A bearer token from the provider that failed a check. */
  providerTokenInvalid: "PROVIDER_TOKEN_INVALID",
  /** A super admin's account is linked from a signed-in session, never by matching an e-mail (issue 27). */
  accountLinkRequired: "ACCOUNT_LINK_REQUIRED",
  /** Linking from a session: the provider's identity already belongs to another Steward account. */
  identityLinkedElsewhere: "IDENTITY_LINKED_ELSEWHERE",
} as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[keyof typeof IDENTITY_ERROR_CODES];

/** `GET /api/auth/providers`: what the sign-in page offers. */
export interface AuthProvidersDoc {
  providers: { id: "oidc" | "saml"; name: string; loginUrl: string }[];
  /** False when STEWARD_PASSWORD_LOGIN=false: only super admins may still use a password. */
  passwordLogin: boolean;
}

