// Set-based queries for the bulk grant: every lookup takes its key list as JSON array parameters
// (json_each), so 100,000 rows cost a handful of statements, not one per row. Lists are cut into
// parts of at most 1,000,000 characters (json-parameters.ts): a libSQL server refuses more than 5 MB.
import { sql } from "drizzle-orm";
import type { AccessType, Role, UserStatus } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { allInChunks, jsonArrayChunks } from "../db/json-parameters.ts";

export interface BulkUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
}
export interface BulkUnit {
  id: number;
  name: string;
  parentId: number | null;
  path: string;
}
export interface BulkGrantRow {
  id: number;
  userId: number;
  unitId: number;
  unitName: string;
  type: AccessType;
  startDate: string | null;
  endDate: string | null;
}

export async function usersByEmails(ex: Executor, emails: readonly string[]): Promise<BulkUser[]> {
  if (emails.length === 0) return [];
  return allInChunks(emails, (json) => ex.all<BulkUser>(sql`SELECT id, email, name, role, status FROM users WHERE email IN (SELECT value FROM json_each(${json}))`));
}

export async function unitsByIdList(ex: Executor, ids: readonly number[]): Promise<BulkUnit[]> {
  if (ids.length === 0) return [];
  return allInChunks(ids, (json) => ex.all<BulkUnit>(sql`SELECT id, name, parent_id AS parentId, path FROM units WHERE id IN (SELECT value FROM json_each(${json}))`));
}

/** Every unit carrying one of these names: enough to walk any name path made of them. */
export async function unitsByNames(ex: Executor, names: readonly string[]): Promise<BulkUnit[]> {
  if (names.length === 0) return [];
  return allInChunks(names, (json) => ex.all<BulkUnit>(sql`SELECT id, name, parent_id AS parentId, path FROM units WHERE name IN (SELECT value FROM json_each(${json}))`));
}

/** Of these users, the ones holding at least one grant (in force or not) inside one of the paths. */
export async function usersWithGrantWithin(ex: Executor, userIds: readonly number[], roots: readonly string[]): Promise<Set<number>> {
  if (userIds.length === 0 || roots.length === 0) return new Set();
  // The roots are the caller's scope: a few paths, never near the limit.
  const rows = await allInChunks(userIds, (json) =>
    ex.all<{ userId: number }>(
      sql`SELECT DISTINCT g.user_id AS userId FROM access_grants g JOIN units u ON u.id = g.unit_id
          WHERE g.user_id IN (SELECT value FROM json_each(${json}))
            AND EXISTS (SELECT 1 FROM json_each(${JSON.stringify(roots)}) r
                        WHERE u.path >= r.value AND u.path < substr(r.value, 1, length(r.value) - 1) || '0')`,
    ),
  );
  return new Set(rows.map((r) => r.userId));
}

export async function grantsOfUsers(ex: Executor, userIds: readonly number[]): Promise<BulkGrantRow[]> {
  if (userIds.length === 0) return [];
  // Parts of ascending ids, so the rows of all parts together keep the ORDER BY.
  const ascending = [...userIds].sort((a, b) => a - b);
  return allInChunks(ascending, (json) =>
    ex.all<BulkGrantRow>(
      sql`SELECT g.id, g.user_id AS userId, g.unit_id AS unitId, u.name AS unitName, g.type, g.start_date AS startDate, g.end_date AS endDate
          FROM access_grants g JOIN units u ON u.id = g.unit_id
          WHERE g.user_id IN (SELECT value FROM json_each(${json}))
          ORDER BY g.user_id, u.name, g.unit_id`,
    ),
  );
}

export interface GrantWrite {
  userId: number;
  unitId: number;
  type: AccessType;
  startDate: string | null;
  endDate: string | null;
}

/** Adds or updates grants (the (user, unit) pair is unique); never removes one. */
export async function upsertGrants(ex: Executor, grants: readonly GrantWrite[], createdAt: string): Promise<void> {
  for (const chunk of jsonArrayChunks(grants.map((g) => [g.userId, g.unitId, g.type, g.startDate, g.endDate]))) {
    // `WHERE true` lets SQLite tell the upsert's ON CONFLICT from a join constraint.
    await ex.run(
      sql`INSERT INTO access_grants (user_id, unit_id, type, start_date, end_date, created_at)
          SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, ${createdAt} FROM json_each(${chunk}) WHERE true
          ON CONFLICT (user_id, unit_id) DO UPDATE SET type = excluded.type, start_date = excluded.start_date, end_date = excluded.end_date`,
    );
  }
}

