// What the registry exports name by natural key (issue 32): units by the names along their path,
// people by e-mail, and a person's access with its type and dates. Read once per page of rows.
import { inArray } from "drizzle-orm";
import type { AccessType } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, users } from "../db/schema.ts";
import { unitsByIds } from "./unit-lookup-repo.ts";

const idsInPath = (path: string) => path.split("/").filter(Boolean).map(Number);

/** Each unit's names from its top-level unit down to itself. */
export async function unitPathNames(ex: Executor, unitIds: readonly number[]): Promise<Map<number, string[]>> {
  const named = await unitsByIds(ex, unitIds);
  const along = await unitsByIds(ex, [...named.values()].flatMap((u) => idsInPath(u.path)));
  const out = new Map<number, string[]>();
  for (const [id, unit] of named) out.set(id, idsInPath(unit.path).map((step) => along.get(step)?.name ?? ""));
  return out;
}

export async function userEmails(ex: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await ex.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.email]));
}

export interface AccessOfUser {
  unitId: number;
  type: AccessType;
  startDate: string | null;
  endDate: string | null;
}

/** Every grant of these people, in force or not, as the access form holds them. */
export async function accessOfUsers(ex: Executor, userIds: readonly number[]): Promise<Map<number, AccessOfUser[]>> {
  const out = new Map<number, AccessOfUser[]>();
  if (userIds.length === 0) return out;
  const rows = await ex
    .select({ userId: accessGrants.userId, unitId: accessGrants.unitId, type: accessGrants.type, startDate: accessGrants.startDate, endDate: accessGrants.endDate })
    .from(accessGrants)
    .where(inArray(accessGrants.userId, [...new Set(userIds)]));
  for (const { userId, ...grant } of rows) {
    const list = out.get(userId) ?? [];
    list.push(grant);
    out.set(userId, list);
  }
  return out;
}
