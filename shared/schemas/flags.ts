// Risk flags (decisions.md): inputs and the scan's answer.
import { z } from "zod";
import { FLAG_CATEGORIES, FLAG_SEVERITIES, FLAG_STATUSES } from "../enums.ts";
import { csvEnum, csvIds, listQuerySchema, type Ref } from "./common.ts";

export const flagCreateSchema = z.strictObject({
  socialMedia: z.number().int().positive(),
  category: z.enum(FLAG_CATEGORIES),
  severity: z.enum(FLAG_SEVERITIES),
  description: z.string().trim().max(5000).default(""),
});

export type FlagCategory = (typeof FLAG_CATEGORIES)[number];
export type FlagSeverity = (typeof FLAG_SEVERITIES)[number];
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** Messages of the flag forms and API; the spec gives none for flags. */
export const FLAG_MESSAGES = {
  resolutionNoteRequired: "A resolution note is required to resolve or dismiss a flag",
  resolutionNoteNotClosing: "A resolution note is written when the flag is resolved or dismissed: choose Resolved or Dismissed, or leave the note empty",
  accountNotFound: "Social media account not found",
  nothingToChange: "Send at least one of category, severity, description, status, resolutionNote",
  scanClosedNote: "Closed by risk scan: cause no longer present",
} as const;

/** Resolved and dismissed flags are closed; closing one is audited as `flag_resolution`. */
export const FLAG_CLOSED_STATUSES: readonly FlagStatus[] = ["resolved", "dismissed"];
export function isClosedFlagStatus(status: FlagStatus): boolean {
  return FLAG_CLOSED_STATUSES.includes(status);
}

/** Open and in-review flags may move anywhere; a closed flag may only be reopened. */
export const FLAG_TRANSITIONS: Record<FlagStatus, readonly FlagStatus[]> = {
  open: ["in_review", "resolved", "dismissed"],
  in_review: ["open", "resolved", "dismissed"],
  resolved: ["open"],
  dismissed: ["open"],
};

/** A flag moves only along FLAG_TRANSITIONS (the API's refusal, the status dialog's choices). */
export function mayMoveFlag(from: FlagStatus, to: FlagStatus): boolean {
  return FLAG_TRANSITIONS[from].includes(to);
}

export const FLAG_SEVERITY_RANK: Record<FlagSeverity, number> = { low: 1, medium: 2, high: 3, critical: 4 };

/** decisions.md: an account's risk level is the highest severity among its open flags, null when none. */
export function riskLevelOf(flags: readonly { severity: FlagSeverity; status: FlagStatus }[]): FlagSeverity | null {
  let level: FlagSeverity | null = null;
  for (const flag of flags) {
    if (isClosedFlagStatus(flag.status)) continue;
    if (level === null || FLAG_SEVERITY_RANK[flag.severity] > FLAG_SEVERITY_RANK[level]) level = flag.severity;
  }
  return level;
}

export const flagUpdateSchema = z
  .strictObject({
    category: z.enum(FLAG_CATEGORIES).optional(),
    severity: z.enum(FLAG_SEVERITIES).optional(),
    description: z.string().trim().max(5000).optional(),
    status: z.enum(FLAG_STATUSES).optional(),
    resolutionNote: z.string().trim().max(5000).optional(),
  })
  .superRefine((value, ctx) => {
    if (Object.values(value).every((field) => field === undefined)) {
      ctx.addIssue({ code: "custom", path: [], message: FLAG_MESSAGES.nothingToChange });
    }
    // A closing decision must say why, in the same request that makes it.
    if (value.status && isClosedFlagStatus(value.status) && !value.resolutionNote) {
      ctx.addIssue({ code: "custom", path: ["resolutionNote"], message: FLAG_MESSAGES.resolutionNoteRequired });
    }
    // A note says how a flag was closed; on a flag still open or in review it would say nothing true.
    if (value.status && !isClosedFlagStatus(value.status) && value.resolutionNote) {
      ctx.addIssue({ code: "custom", path: ["resolutionNote"], message: FLAG_MESSAGES.resolutionNoteNotClosing });
    }
  });
export type FlagUpdateInput = z.infer<typeof flagUpdateSchema>;
export type FlagCreateInput = z.infer<typeof flagCreateSchema>;

export const flagListQuerySchema = listQuerySchema(["createdAt", "severity", "status", "category"] as const, {
  status: csvEnum(FLAG_STATUSES).optional(),
  severity: csvEnum(FLAG_SEVERITIES).optional(),
  category: csvEnum(FLAG_CATEGORIES).optional(),
  socialMedia: csvIds.optional(),
});
export type FlagListQuery = z.infer<typeof flagListQuerySchema>;

export interface FlagDoc {
  id: number;
  socialMedia: Ref;
  category: FlagCategory;
  severity: FlagSeverity;
  description: string;
  status: FlagStatus;
  source: "user" | "scan";
  raisedBy: Ref | null;
  resolutionNote: string | null;
  resolvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/flags/scan (super admin; the CLI's `flags scan`). */
export interface FlagScanResult {
  opened: FlagDoc[];
  closed: FlagDoc[];
}
