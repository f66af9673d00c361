// The words of signing in through an identity provider (issue 17): what the sign-in and access pages
// say for each refusal, and the texts of the pages that deal with providers. A module of its own,
// apart from the codes (identity-texts.ts). The refusals' sentences themselves are in the one error
// catalogue (error-catalogue.ts), with every other code's.
import { ERROR_SENTENCES } from "./error-catalogue.ts";
import { IDENTITY_ERROR_CODES, type IdentityErrorCode } from "./identity-texts.ts";

/** The sign-in page's words for each refusal it may be sent back with (`/sign-in?error=CODE`): the catalogue's. */
export const IDENTITY_MESSAGES: Record<IdentityErrorCode, string> = Object.fromEntries(
  Object.values(IDENTITY_ERROR_CODES).map((code) => [code, ERROR_SENTENCES[code]]),
) as Record<IdentityErrorCode, string>;

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
