// Verified status (shared/attestation.ts) read from each account's newest attestation: one row per
// account, kept in the decision's transaction. "Still valid" is computed by SQLite with the same
// month arithmetic as attestationValidUntil (+12 months; Feb 29 rolls to Mar 1 in both).
import { eq, sql, type SQL } from "drizzle-orm";
import { ATTESTATION_VALID_MONTHS, pathRange } from "@steward/shared";
import type { Column } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { accountAttestations } from "../db/tables/attestations.ts";

export async function lastAttestation(ex: Executor, socialMediaId: number): Promise<string | null> {
  const [row] = await ex
    .select({ at: accountAttestations.lastAttestedAt })
    .from(accountAttestations)
    .where(eq(accountAttestations.socialMediaId, socialMediaId))
    .limit(1);
  return row?.at ?? null;
}

/** The attested state of the account whose id is `accountId`, as SQL: active and attested within twelve months of `now`. */
export function attestedCondition(accountId: Column, accountStatus: Column, now: string): SQL {
  return sql`(${accountStatus} = 'active' AND EXISTS (SELECT 1 FROM ${accountAttestations} a WHERE a.social_media_id = ${accountId}
    AND strftime('%Y-%m-%dT%H:%M:%fZ', a.last_attested_at, ${`+${ATTESTATION_VALID_MONTHS} months`}) > ${now}))`;
}

/**
 * Active accounts and how many are attested at `now`, per owning unit path, for the units within
 * `roots` (every unit when null): one pass over the accounts, which the caller folds into rows.
 */
export async function coverageByUnitPath(ex: Executor, roots: readonly string[] | null, now: string): Promise<{ path: string; accounts: number; attested: number }[]> {
  if (roots !== null && roots.length === 0) return [];
  const ranges = roots === null ? [["/", "0"]] : roots.map((r) => [pathRange(r).low, pathRange(r).high]);
  const rows = await ex.all<{ path: string; accounts: number; attested: number }>(sql`
    SELECT u.path AS path, count(*) AS accounts,
      sum(CASE WHEN a.last_attested_at IS NOT NULL
                AND strftime('%Y-%m-%dT%H:%M:%fZ', a.last_attested_at, ${`+${ATTESTATION_VALID_MONTHS} months`}) > ${now} THEN 1 ELSE 0 END) AS attested
    FROM json_each(${JSON.stringify(ranges)}) r
    JOIN units u ON u.path >= r.value ->> 0 AND u.path < r.value ->> 1
    JOIN social_media_units smu ON smu.unit_id = u.id AND smu.position = 0
    JOIN social_medias sm ON sm.id = smu.social_media_id
    LEFT JOIN account_attestations a ON a.social_media_id = sm.id
    WHERE sm.status = 'active'
    GROUP BY u.path`);
  return rows.map((r) => ({ path: r.path, accounts: Number(r.accounts), attested: Number(r.attested) }));
}

/** The units directly below these parents (or the top-level units when `parents` is null). */
export async function childUnits(ex: Executor, parents: readonly number[] | null): Promise<{ id: number; name: string; path: string; parentId: number | null }[]> {
  if (parents === null) return ex.all(sql`SELECT id, name, path, parent_id AS parentId FROM units WHERE parent_id IS NULL ORDER BY name, id`);
  if (parents.length === 0) return [];
  return ex.all(sql`SELECT id, name, path, parent_id AS parentId FROM units WHERE parent_id IN (SELECT value FROM json_each(${JSON.stringify(parents)})) ORDER BY name, id`);
}

export async function unitsByPaths(ex: Executor, paths: readonly string[]): Promise<{ id: number; name: string; path: string }[]> {
  if (paths.length === 0) return [];
  return ex.all(sql`SELECT id, name, path FROM units WHERE path IN (SELECT value FROM json_each(${JSON.stringify(paths)})) ORDER BY name, id`);
}
