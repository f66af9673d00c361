// Sign-in through the institution's identity provider (issue 17): the codes a refusal carries and
// the texts the sign-in page shows. No zod here: the dashboard's first download needs these codes
// and must not carry the schemas (shared/identity.ts has those).

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

/** The sign-in page's words for each refusal it may be sent back with (`/sign-in?error=CODE`). */
export const IDENTITY_MESSAGES: Record<IdentityErrorCode, string> = {
  EMAIL_NOT_VERIFIED: "Your identity provider has not verified your e-mail address, so Steward cannot tell who you are. Ask your IT service to verify it, then try again.",
  EMAIL_MISSING: "Your identity provider did not share your e-mail address, so Steward cannot tell who you are. Ask your IT service.",
  USER_NOT_ACTIVE: "Your Steward account is not active. Ask a super admin to reactivate it.",
  ACCESS_PENDING: "Your access to Steward is waiting for a super admin's review. You will be able to sign in once it is approved.",
  SIGN_IN_STATE_INVALID: "This sign-in link has expired or was already used. Start again from the sign-in page.",
  PROVIDER_RESPONSE_INVALID: "The identity provider's answer could not be trusted, so nobody was signed in. Try again; if it keeps happening, tell your IT service.",
  PROVIDER_DENIED: "The identity provider did not sign you in.",
  PROVIDER_UNAVAILABLE: "The identity provider could not be reached. Try again in a moment.",
  PROVIDER_NOT_CONFIGURED: "Signing in with an identity provider is not set up on this server.",
  PASSWORD_LOGIN_DISABLED: "Password sign-in is turned off: sign in with your institution's identity provider.",
  PROVIDER_TOKEN_INVALID: "The identity provider's token was refused.",
  ACCOUNT_LINK_REQUIRED:
    "This Steward account is not linked to your identity provider, and Steward does not link it by e-mail address alone. Sign in to Steward with your password, then link your identity provider account from there.",
  IDENTITY_LINKED_ELSEWHERE: "This identity provider account is already linked to another Steward account, so it was not linked to yours.",
};

export const IDENTITY_TEXTS = {
  signInWith: (name: string) => `Sign in with ${name}`,
  orWithPassword: "Or sign in with your e-mail and password",
  passwordLoginOff: "Password sign-in is turned off for this institution: sign in with your identity provider. Super admins may still use their password in an emergency.",
  breakGlassToggle: "Super admin emergency sign-in",
  pendingTitle: "Your access is being reviewed",
  pendingBody:
    "You signed in through your institution's identity provider, and Steward has asked its super admins to review your access. You will be able to sign in once a super admin approves it.",
  backToSignIn: "Back to sign in",
  accessRefusedTitle: "Steward cannot open",
  portalSignInMissing: "Steward could not confirm your sign-in at the portal. Sign in to the portal again, then try again.",
  tryAgain: "Try again",
  groupMappingsTitle: "Group mappings",
  groupMappingsIntro:
    "People who sign in through the identity provider get these units and roles from their groups, at each sign-in. A group that no longer lists someone takes back what it gave; grants given by hand are never touched. A group never makes someone unit admin of units it does not name: such a raise waits for a super admin's review.",
  groupMappingsSaved: "Group mappings saved",
} as const;

/** `GET /api/auth/providers`: what the sign-in page offers. */
export interface AuthProvidersDoc {
  providers: { id: "oidc" | "saml"; name: string; loginUrl: string }[];
  /** False when STEWARD_PASSWORD_LOGIN=false: only super admins may still use a password. */
  passwordLogin: boolean;
}

