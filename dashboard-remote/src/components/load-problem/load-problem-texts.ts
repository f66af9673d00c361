export const LOAD_PROBLEM_TEXTS = {
  missing: (thing: string) => `This ${thing} does not exist, or it is not in your units.`,
  forbidden: "Your role may not open this page.",
  mayNotManageAccess: "Your role may not change anyone's unit access. A Unit Admin or a Super Admin of their units can.",
  mayNotEditUser: "Your role may not edit this user. You can edit your own details from your own row in Users.",
} as const;
