// The handover tasks' kinds and states (issue 19), without zod: routes in the dashboard's first
// download read them, and must not bring the schemas (shared/schemas/offboarding.ts has those).

export const HANDOVER_TASK_KINDS = ["rotate_password", "remove_platform_access", "confirm_recovery_contacts"] as const;
export type HandoverTaskKind = (typeof HANDOVER_TASK_KINDS)[number];
export const HANDOVER_TASK_STATES = ["open", "done", "overdue"] as const;
export type HandoverTaskState = (typeof HANDOVER_TASK_STATES)[number];

/** An open task not done this many days after it was opened becomes overdue (the scheduler marks it). */
export const HANDOVER_OVERDUE_DAYS = 14;

