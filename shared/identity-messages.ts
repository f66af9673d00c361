// The words of signing in through an identity provider (issue 17): what the sign-in and access pages
// say for each refusal, and the texts of the pages that deal with providers. A module of its own,
// apart from the codes (identity-texts.ts), so that these sentences come with the pages that show
// them and not in the dashboard's first download.
import type { IdentityErrorCode } from "./identity-texts.ts";

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
  linkTitle: "Sign-in",
  linkIntro:
    "Link your identity provider account to this Steward account to sign in with it. Steward never links a super admin's account by e-mail address alone.",
  linkWith: (name: string) => `Link your ${name} account`,
  linkFailed: "The link could not be started. Try again in a moment.",
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
