// Cases (issue 34): public impostor reports and removal requests, once confirmed, handled as cases.
// The enumerations, limits and rules without a schema, so that the dashboard's route modules may take
// a constant from here without bringing zod along (the schemas are in contracts/cases.ts).

/** What the public may report: an account impersonating the institution, or content to take down. */
export const REPORT_KINDS = ["impostor", "removal"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What a removal request asks to take down (the form's choices; "intimate_image" is the law's case). */
export const CONTENT_KINDS = ["intimate_image", "personal_data", "photo_of_person", "comment", "other"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * A case's states. "received" is a report whose sender has not confirmed their address yet: it is
 * not a case, nobody sees it, and it is deleted when its link expires. The last three close a case.
 */
export const CASE_STATES = ["received", "confirmed", "in_review", "removed", "refused", "reported_to_platform"] as const;
export type CaseState = (typeof CASE_STATES)[number];
export const CLOSED_CASE_STATES = ["removed", "refused", "reported_to_platform"] as const satisfies readonly CaseState[];
/** The states a person may move a case to (PATCH /api/cases/{id}/state). */
export const CASE_TARGET_STATES = ["in_review", "removed", "refused", "reported_to_platform"] as const satisfies readonly CaseState[];
export type CaseTargetState = (typeof CASE_TARGET_STATES)[number];

export function isClosedCaseState(state: CaseState): boolean {
  return (CLOSED_CASE_STATES as readonly CaseState[]).includes(state);
}

/** Which state may follow which: a closed case stays closed; "in review" is optional. */
export const CASE_TRANSITIONS: Record<CaseState, readonly CaseTargetState[]> = {
  received: [],
  confirmed: ["in_review", "removed", "refused", "reported_to_platform"],
  in_review: ["removed", "refused", "reported_to_platform"],
  removed: [],
  refused: [],
  reported_to_platform: [],
};

export function isCaseMove(from: CaseState, to: CaseTargetState): boolean {
  return CASE_TRANSITIONS[from].includes(to);
}

/**
 * A removal request's 48-hour clock, from confirmation: on track for its first 24 hours, due soon
 * after (the reminder went out), breached past 48 hours while open; "met" once closed in time.
 * Impostor reports have no clock.
 */
export const CASE_SLA_STATUSES = ["on_track", "due_soon", "breached", "met"] as const;
export type CaseSlaStatus = (typeof CASE_SLA_STATUSES)[number];

export const CASE_CLOCK_HOURS = { reminder: 24, escalation: 36, due: 48 } as const;
const HOUR_MS = 3_600_000;

/** The clock's status at `now` (ISO timestamps in, as the API answers them). */
export function caseSlaStatus(clock: { startedAt: string; closedAt: string | null; breachedAt: string | null }, now: Date): CaseSlaStatus {
  const started = Date.parse(clock.startedAt);
  const due = started + CASE_CLOCK_HOURS.due * HOUR_MS;
  if (clock.closedAt !== null) return Date.parse(clock.closedAt) <= due && clock.breachedAt === null ? "met" : "breached";
  if (clock.breachedAt !== null || now.getTime() >= due) return "breached";
  return now.getTime() >= started + CASE_CLOCK_HOURS.reminder * HOUR_MS ? "due_soon" : "on_track";
}

/** Limits of the public form (POST /public/v1/reports); the API also caps the whole body. */
export const REPORT_LIMITS = {
  /** The whole JSON body, in bytes. */
  bodyBytes: 32_768,
  /** Evidence links of an impostor report. */
  links: 10,
  url: 2_000,
  /** Description and statement. */
  text: 4_000,
  name: 200,
  /** A unit's name as the reporter writes it, the refusal reason, the platform's ticket. */
  short: 300,
  phone: 40,
} as const;

/** How long a confirmation link works, from the report (hours). */
export const REPORT_CONFIRM_HOURS = 72;

/** The token's query parameter in the confirmation link. */
export const REPORT_CONFIRM_PARAM = "token";
