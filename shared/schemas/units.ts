import { z } from "zod";
import { UNIT_STATUSES, UNIT_TYPES, type UnitStatus, type UnitType } from "../enums.ts";
import { csvEnum, csvIds, listQuerySchema, type Ref } from "./common.ts";

export const UNIT_SORT_FIELDS = ["name", "type", "status", "createdAt", "depth"] as const;

export const unitListQuerySchema = listQuerySchema(UNIT_SORT_FIELDS, {
  status: csvEnum(UNIT_STATUSES).optional(),
  type: csvEnum(UNIT_TYPES).optional(),
  parent: csvIds.optional(),
});
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;

export interface UnitDoc {
  id: number;
  name: string;
  type: UnitType;
  parent: Ref | null;
  depth: number;
  path: string;
  admin: (Ref & { email: string }) | null;
  backupAdmins: Ref[];
  email: string;
  phone: string;
  status: UnitStatus;
  description: string;
  delegatedPermissions: boolean;
  children: Ref[];
  createdAt: string;
  updatedAt: string;
}
