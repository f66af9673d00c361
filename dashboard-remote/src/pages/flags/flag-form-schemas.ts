// The flag dialogs' values and the API bodies they become. Raising a flag starts with nothing
// chosen and needs a description (a flag nobody can act on is noise); both are the dashboard's
// rules on top of the API's flagCreateSchema.
import { VALIDATION, flagCreateSchema, type FlagCategory, type FlagCreateInput, type FlagDoc, type FlagSeverity, type FlagUpdateInput, flagUpdateSchema } from "@steward/shared";
import { useMemo } from "react";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { bodyResolver } from "../../components/form/body-resolver.ts";
import { useT, type T } from "../../i18n/i18n-context.ts";

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

// The dashboard's own two rules speak the reader's language; the shared schema's sentences are
// localized where they are shown.
const raiseSchema = (t: T) =>
  flagCreateSchema.extend({
    socialMedia: z.number({ error: t("flags.chooseAccount") }).int().positive(),
    description: z.string().trim().min(1, { error: t("flags.descriptionRequired") }).max(5000),
  });

const orUndefined = <T extends string>(value: T | "") => (value === "" ? undefined : value);

const raiseFlagResolver = (t: T) =>
  bodyResolver<FlagFormValues, FlagCreateInput>(
  raiseSchema(t),
  (v) => ({ socialMedia: v.socialMedia ?? undefined, category: orUndefined(v.category), severity: orUndefined(v.severity), description: v.description }),
  { error: () => VALIDATION.fieldRequired },
);

const editFlagResolver = bodyResolver<FlagFormValues, FlagUpdateInput>(
  flagUpdateSchema,
  (v) => ({ category: orUndefined(v.category), severity: orUndefined(v.severity), description: v.description }),
  { error: () => VALIDATION.fieldRequired },
);

/** Raising and editing send different bodies; both are judged as the API will judge them. */
export function useFlagResolver(editing: boolean): Resolver<FlagFormValues, unknown, object> {
  const t = useT();
  return useMemo(() => (editing ? editFlagResolver : raiseFlagResolver(t)) as unknown as Resolver<FlagFormValues, unknown, object>, [editing, t]);
}

export interface FlagStatusValues {
  status: FlagDoc["status"];
  resolutionNote: string;
}

export const flagStatusResolver = bodyResolver<FlagStatusValues, FlagUpdateInput>(flagUpdateSchema, (v) =>
  v.resolutionNote.trim() === "" ? { status: v.status } : { status: v.status, resolutionNote: v.resolutionNote },
);
