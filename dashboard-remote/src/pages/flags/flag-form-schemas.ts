// The flag dialogs' values and the API bodies they become. Raising a flag starts with nothing
// chosen and needs a description (a flag nobody can act on is noise); both are the dashboard's
// rules on top of the API's flagCreateSchema.
import { VALIDATION, flagCreateSchema, type FlagCategory, type FlagCreateInput, type FlagDoc, type FlagSeverity, type FlagUpdateInput, flagUpdateSchema } from "@steward/shared";
import { z } from "zod";
import { bodyResolver } from "../../components/form/body-resolver.ts";
import { FLAG_TEXTS } from "./flag-texts.ts";

export interface FlagFormValues {
  socialMedia: number | null;
  category: FlagCategory | "";
  severity: FlagSeverity | "";
  description: string;
}

export function flagFormValuesOf(flag: FlagDoc | null): FlagFormValues {
  return flag
    ? { socialMedia: flag.socialMedia.id, category: flag.category, severity: flag.severity, description: flag.description }
    : { socialMedia: null, category: "", severity: "", description: "" };
}

const raiseSchema = flagCreateSchema.extend({
  socialMedia: z.number({ error: FLAG_TEXTS.chooseAccount }).int().positive(),
  description: z.string().trim().min(1, { error: FLAG_TEXTS.descriptionRequired }).max(5000),
});

const orUndefined = <T extends string>(value: T | "") => (value === "" ? undefined : value);

export const raiseFlagResolver = bodyResolver<FlagFormValues, FlagCreateInput>(
  raiseSchema,
  (v) => ({ socialMedia: v.socialMedia ?? undefined, category: orUndefined(v.category), severity: orUndefined(v.severity), description: v.description }),
  { error: () => VALIDATION.fieldRequired },
);

export const editFlagResolver = bodyResolver<FlagFormValues, FlagUpdateInput>(
  flagUpdateSchema,
  (v) => ({ category: orUndefined(v.category), severity: orUndefined(v.severity), description: v.description }),
  { error: () => VALIDATION.fieldRequired },
);

export interface FlagStatusValues {
  status: FlagDoc["status"];
  resolutionNote: string;
}

export const flagStatusResolver = bodyResolver<FlagStatusValues, FlagUpdateInput>(flagUpdateSchema, (v) =>
  v.resolutionNote.trim() === "" ? { status: v.status } : { status: v.status, resolutionNote: v.resolutionNote },
);
