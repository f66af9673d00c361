// The group mappings' schemas (issue 17); the codes and texts are in shared/identity-texts.ts.
import { z } from "zod";
import { idSchema, type Ref } from "./schemas/common.ts";
import { MAPPABLE_ROLES, type MappableRole } from "./identity-texts.ts";

export const groupMappingInputSchema = z.strictObject({
  group: z.string().trim().min(1, { error: "Group is required" }).max(256, { error: "Group can't exceed 256 characters" }),
  unit: idSchema,
  role: z.enum(MAPPABLE_ROLES, { error: "Role must be Unit Admin or Social Media Manager" }),
});
export type GroupMappingInput = z.infer<typeof groupMappingInputSchema>;

/** `PATCH /api/identity/group-mappings`: the whole list, replacing the one in force. */
export const groupMappingsInputSchema = z.strictObject({
  mappings: z
    .array(groupMappingInputSchema)
    .max(500, { error: "At most 500 mappings" })
    .refine((list) => new Set(list.map((m) => `${m.group}\u0000${m.unit}`)).size === list.length, {
      error: "Each group may map to a unit only once",
    }),
});
export type GroupMappingsInput = z.infer<typeof groupMappingsInputSchema>;

export interface GroupMappingDoc {
  id: number;
  group: string;
  unit: Ref;
  role: MappableRole;
}
