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

export const flagUpdateSchema = z.strictObject({
  category: z.enum(FLAG_CATEGORIES).optional(),
  severity: z.enum(FLAG_SEVERITIES).optional(),
  description: z.string().trim().max(5000).optional(),
  status: z.enum(FLAG_STATUSES).optional(),
  resolutionNote: z.string().trim().max(5000).optional(),
});

export const flagListQuerySchema = listQuerySchema(["createdAt", "severity", "status", "category"] as const, {
  status: csvEnum(FLAG_STATUSES).optional(),
  severity: csvEnum(FLAG_SEVERITIES).optional(),
  category: csvEnum(FLAG_CATEGORIES).optional(),
  socialMedia: csvIds.optional(),
});

export interface FlagDoc {
  id: number;
  socialMedia: Ref;
  category: (typeof FLAG_CATEGORIES)[number];
  severity: (typeof FLAG_SEVERITIES)[number];
  description: string;
  status: (typeof FLAG_STATUSES)[number];
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
