export const LOAD_PROBLEM_TEXTS = {
  missing: (thing: string) => `This ${thing} does not exist, or it is not in your units.`,
  forbidden: "Your role may not open this page.",
  mayNotManageAccess: "Your role may not change anyone's unit access. A Unit Admin or a Super Admin of their units can.",
  mayNotEditAccount: "Your role may view this account but not edit it: Super Admins and Unit Admins of its units can. Its details are below.",
  backToAccounts: "Back to Social Media",
  mayNotEditUser: "Your role may not edit this user. You can edit your own details from your own row in Users.",
} as const;
