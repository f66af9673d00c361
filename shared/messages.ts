// Every text of product-spec.md that a user reads, verbatim. UI, API and CLI take them from here.

export const PRODUCT_NAME = "Steward";

export const VALIDATION = {
  ownAccess: "You cannot change your own access",
  policyEmpty: "The policy has no text: write it before saving",
  policyUnchanged: "The policy is the same as the current version: nothing to publish",
  passwordMin: "Password should have at least 8 characters",
  passwordMax: "Password can't exceed 256 characters",
  nameRequired: "Name is required",
  invalidEmail: "Invalid email address",
  emailRequired: "Email is required",
  unitRequired: "Unit is required unless the role is Super Admin.",
  unitNameMax: "Unit name can't exceed 100 characters",
  adminRequired: "Admin is required",
  invalidPhone: "Invalid phone number format",
  accountNameRequired: "Account name is required",
  invalidUrl: "Invalid URL format",
  profileUrlNotPublishable: "To be published, the profile URL must be the account's own page: not a site's home page, a search, a post or a share link",
  adminContactEmailRequired: "At least one admin contact email is required",
  socialMediaManagerRequired: "At least one social media manager is required",
  adminsMustDiffer: "Fields 'Administrator' and 'Backup Administrator' must be different.",
  reasonRequired: "Reason is required when approved is false.",
  fieldRequired: "Field is required",
  formSummary: "Please fix the following errors:",
  deactivationReasonMin: "The deactivation reason must be longer than 10 characters.",
  socialMediaUnitUnknown: "Unit not found",
  socialMediaUserUnknown: "User not found",
  unitTypeLevel: "Type is not offered for a unit at this level",
  unitStatusInvalid: "Status must be one of active, inactive, pending_review",
  unitParentNotFound: "Parent unit not found",
  unitCycle: "A unit cannot be placed under itself or one of its own sub-units",
  unitAdminNotCandidate: "Admin must be a user who may administer this unit",
  unitBackupNotCandidate: "Backup admins must be users who may administer this unit",
  unitBackupIsAdmin: "The admin cannot also be a backup admin",
} as const;

/** Machine-readable codes carried in `{"message": CODE}` bodies (api-contract.md). */
export const ERROR_CODES = {
  invalidCredentials: "INVALID_CREDENTIALS",
  userLocked: "USER_LOCKED",
  userAlreadyExists: "USER_ALREADY_EXISTS",
  policyNotAccepted: "POLICY_NOT_ACCEPTED",
  invalidTransition: "INVALID_TRANSITION",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  firstUserExists: "FIRST_USER_ALREADY_EXISTS",
  originNotAllowed: "ORIGIN_NOT_ALLOWED",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  internal: "INTERNAL_ERROR",
  unitParentChangeNotAllowed: "PARENT_CHANGE_NOT_ALLOWED",
  unitHasActiveChildren: "UNIT_HAS_ACTIVE_CHILDREN",
  databaseBusy: "DATABASE_BUSY",
  databaseUnavailable: "DATABASE_UNAVAILABLE",
  tooManyRequests: "TOO_MANY_REQUESTS",
  ownAccess: "OWN_ACCESS_NOT_CHANGEABLE",
  userOutsideScope: "USER_OUTSIDE_SCOPE",
  lastUnitAdmin: "LAST_UNIT_ADMIN",
  policyNotCurrent: "POLICY_NOT_CURRENT",
  reviewAlreadyDecided: "REVIEW_ALREADY_DECIDED",
  fieldNotAllowed: "FIELD_NOT_ALLOWED",
  invalidToken: "INVALID_TOKEN",
  userNotActive: "USER_NOT_ACTIVE",
  campaignNotDraft: "CAMPAIGN_NOT_DRAFT",
  campaignClosed: "CAMPAIGN_CLOSED",
  itemAlreadyDecided: "ITEM_ALREADY_DECIDED",
  ownAccessNotDecidable: "OWN_ACCESS_NOT_DECIDABLE",
  scimTokenNameTaken: "SCIM_TOKEN_NAME_TAKEN",
  offboardingRequired: "OFFBOARDING_REQUIRED",
  offboardingBlocked: "OFFBOARDING_BLOCKED",
  ownOffboarding: "OWN_OFFBOARDING",
  taskAlreadyDone: "TASK_ALREADY_DONE",
} as const;

export const UI = {
  acceptPolicy: "Accept and Continue",
  declinePolicy: "Cancel and Log Out",
  signOut: "Sign Out",
  noResults: "No results found.",
  reset: "Reset",
  saveChanges: "Save Changes",
  saving: "Saving...",
  updateAccess: "Update Access",
  loadSavedPost: "Load saved post",
  getLatestPost: "Get latest post",
  allUnits: "All Units",
  notSpecified: "Not specified",
  notAssigned: "Not assigned",
  unknownUser: "Unknown user",
  neverUpdated: "Never updated",
  noTraining: "No training recorded",
  noReview: "No review recorded",
  completed: "Completed",
  incomplete: "Incomplete",
  noAuditHistory: "No audit history available",
  selectAuditEntry: "Select an audit entry to view details",
  latestPostUnavailable:
    "Latest post preview is only available for YouTube and Twitter accounts. Stay tunned for more platforms!",
  onlySuperAdminSavesTooltip: "Only the Super Admin can save policies",
  noPermissionToSavePolicies: "You do not have permission to save policies",
  comingSoon: "Coming Soon",
} as const;

export const TOASTS = {
  unitCreated: "Unit created successfully",
  unitUpdated: "Unit updated successfully",
  userCreated: "User created successfully",
  userUpdated: "User updated successfully",
  socialMediaCreated: "Social media account created successfully",
  socialMediaCreatedPending: "Social media account created successfully and is pending approval",
  statusUpdated: "Status updated successfully",
  accessUpdated: "Access updated",
  policyAccepted: "You have accepted the new policy",
  policySaved: "Policy saved successfully",
} as const;

export const ERRORS = {
  unitCreateFailed: "Failed to create unit",
  unitCreateToast: "An error occurred while creating the unit, please try again",
  unitUpdateFailed: "Failed to update unit",
  unitUpdateToast: "An error occurred while updating the unit, please try again",
  unitDisableFailed: "Failed to disable unit",
  userCreateFailed: "Failed to create user",
  userAlreadyExistsToast: "User already exists, update the user instead",
  userCreateToast: "An error occurred while creating the user, please try again",
  unexpected: "An unexpected error occurred",
  unexpectedSentence: "An unexpected error occurred.",
  userUpdateFailed: "Failed to update user",
  userStatusFailed: "Failed to set user status",
  forgotPasswordFailed: "Failed to send forgot password email instructions",
  resetPasswordFailed: "Failed to reset password",
  welcomeEmailFailed: "Failed to create welcome email",
  policyCreateFailed: "Failed to create policy",
  policySaveFailed: "Failed to save policy",
  socialMediaCreateFailed: "Failed to create a social media",
  socialMediaUpdateFailed: "Failed to update a social media",
  socialMediaApproveFailed: "Failed to approve a social media",
  socialMediaCreateToast: "An error occurred while creating the social media account, please try again",
  socialMediaStatusToast: "An error occurred while changing the status of the social media account, please try again",
  latestPostFailed: "Failed to fetch the latest post",
  savedLatestPostFailed: "Failed to fetch the saved latest post",
  noSavedLatestPost: "No saved latest post found, please get the latest post",
  noSavedPost: "No saved post found",
  latestPostLoadError: "Error loading latest post",
  policyAcceptFailed: "Something went wrong",
  policyDeclined: "You must accept the policies to access the system",
  signInFailed: "Invalid email or password",
  userLocked: "Too many failed attempts. The account is locked for 10 minutes.",
} as const;

/** product-spec.md section 8: the 409 'only Unit Admin' warning. */
export function onlyUnitAdminWarning(unitNames: readonly string[]): string {
  return (
    `You cannot disable this user because they are the only Unit Admin in the following organizations: ` +
    `${unitNames.join(", ")}. Please assign another Unit Admin before disabling the user.`
  );
}

/** product-spec.md section 8: a 400 ValidationError shows each 'path: message' joined by newlines. */
export function formatValidationErrors(errors: readonly { path: string; message: string }[]): string {
  return errors.map((e) => `${e.path}: ${e.message}`).join("\n");
}
