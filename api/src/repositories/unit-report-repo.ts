// The unit report's figures (issue 32), each one aggregate query over the report's accounts: those
// whose owning unit (position 0, as campaigns and coverage count them) lies in the subtree, or
// every account for the whole institution. The subtree is a half-open range on the path index.
import { sql, type SQL } from "drizzle-orm";
import { ATTESTATION_VALID_MONTHS, pathRange } from "@steward/shared";
import type { Executor } from "../db/connection.ts";

/** The subtree's root path, or null for the whole institution. */
export type ReportRange = string | null;

/** The report's accounts (id, status, platform, owning unit's name), as a CTE body. */
function reportAccounts(root: ReportRange): SQL {
  if (root === null) {
    return sql`SELECT sm.id, sm.status, sm.platform, u.name AS unit_name FROM social_medias sm
      LEFT JOIN social_media_units smu ON smu.social_media_id = sm.id AND smu.position = 0
      LEFT JOIN units u ON u.id = smu.unit_id`;
  }
  const { low, high } = pathRange(root);
  return sql`SELECT sm.id, sm.status, sm.platform, u.name AS unit_name FROM units u
    JOIN social_media_units smu ON smu.unit_id = u.id AND smu.position = 0
    JOIN social_medias sm ON sm.id = smu.social_media_id
    WHERE u.path >= ${low} AND u.path < ${high}`;
}

/** The people who run the report's accounts: primary and backup administrators and managers. */
const RUNNERS = sql`SELECT primary_admin_id AS user_id FROM social_medias WHERE id IN (SELECT id FROM accts) AND primary_admin_id IS NOT NULL
  UNION SELECT backup_admin_id FROM social_medias WHERE id IN (SELECT id FROM accts) AND backup_admin_id IS NOT NULL
  UNION SELECT user_id FROM social_media_managers WHERE social_media_id IN (SELECT id FROM accts)`;

const n = (value: unknown) => Number(value ?? 0);

export async function accountsByStatusAndPlatform(ex: Executor, root: ReportRange) {
  return ex.all<{ status: string; platform: string; n: number }>(
    sql`WITH accts AS MATERIALIZED (${reportAccounts(root)}) SELECT status, platform, count(*) AS n FROM accts GROUP BY status, platform`,
  );
}

/**
 * Active accounts, each in one bucket: attested now (the verified rule, +12 months); else late in
 * an open campaign (overdue); else awaiting an open campaign's decision (due); else in none.
 */
export async function attestationBuckets(ex: Executor, root: ReportRange, now: string) {
  const rows = await ex.all<{ bucket: string; n: number }>(sql`
    WITH accts AS MATERIALIZED (${reportAccounts(root)})
    SELECT CASE
      WHEN EXISTS (SELECT 1 FROM account_attestations a WHERE a.social_media_id = accts.id
                   AND strftime('%Y-%m-%dT%H:%M:%fZ', a.last_attested_at, ${`+${ATTESTATION_VALID_MONTHS} months`}) > ${now}) THEN 'attested'
      WHEN EXISTS (SELECT 1 FROM campaign_items ci JOIN campaigns c ON c.id = ci.campaign_id
                   WHERE ci.social_media_id = accts.id AND c.status = 'open' AND ci.state = 'overdue') THEN 'overdue'
      WHEN EXISTS (SELECT 1 FROM campaign_items ci JOIN campaigns c ON c.id = ci.campaign_id
                   WHERE ci.social_media_id = accts.id AND c.status = 'open' AND ci.state = 'pending') THEN 'due'
      ELSE 'none' END AS bucket, count(*) AS n
    FROM accts WHERE accts.status = 'active' GROUP BY bucket`);
  const out = { attested: 0, due: 0, overdue: 0, none: 0 };
  for (const r of rows) out[r.bucket as keyof typeof out] = n(r.n);
  return out;
}

/** Open and in-review flags of the report's accounts, by severity (the dashboard's "open flags"). */
export async function openFlagsBySeverity(ex: Executor, root: ReportRange) {
  return ex.all<{ severity: string; n: number }>(sql`
    WITH accts AS MATERIALIZED (${reportAccounts(root)})
    SELECT f.severity AS severity, count(*) AS n FROM flags f
    WHERE f.status IN ('open', 'in_review') AND f.social_media_id IN (SELECT id FROM accts)
    GROUP BY f.severity`);
}

/** Accounts with an open or in-review dormant flag (dormancy's definition), the first `limit` by name, and how many. */
export async function dormantAccounts(ex: Executor, root: ReportRange, limit: number) {
  const rows = await ex.all<{ id: number; name: string; unit: string | null; total: number }>(sql`
    WITH accts AS MATERIALIZED (${reportAccounts(root)})
    SELECT sm.id AS id, sm.name AS name, accts.unit_name AS unit, count(*) OVER () AS total
    FROM accts JOIN social_medias sm ON sm.id = accts.id
    WHERE EXISTS (SELECT 1 FROM flags f WHERE f.social_media_id = accts.id AND f.category = 'dormant_account' AND f.status IN ('open', 'in_review'))
    ORDER BY sm.name, sm.id LIMIT ${limit}`);
  return { total: n(rows[0]?.total), accounts: rows.map((r) => ({ id: r.id, name: r.name, unit: r.unit ?? "" })) };
}

/** Training and acceptance of the current policy among the active people who run the report's accounts. */
export async function runnerCompliance(ex: Executor, root: ReportRange, currentPolicyId: number | null) {
  const [row] = await ex.all<Record<string, number | null>>(sql`
    WITH accts AS MATERIALIZED (${reportAccounts(root)}), runners AS (${RUNNERS})
    SELECT count(*) AS total,
      sum(u.is_completed_training_accessibility) AS accessibility,
      sum(u.is_completed_training_risk) AS risk,
      sum(u.is_completed_training_brand) AS brand,
      sum(EXISTS (SELECT 1 FROM policy_acknowledgments pa WHERE pa.user_id = u.id AND pa.policy_id = ${currentPolicyId ?? -1})) AS accepted
    FROM users u WHERE u.status = 'active' AND u.id IN (SELECT user_id FROM runners)`);
  return {
    total: n(row?.total),
    trainingAccessibility: n(row?.accessibility),
    trainingRisk: n(row?.risk),
    trainingBrand: n(row?.brand),
    policyAcceptance: currentPolicyId === null ? null : n(row?.accepted),
  };
}

/**
 * Active people of the report who have not signed in since `cutoff` (never: counted from when they
 * were made), the longest idle first: those who run its accounts and those with a grant in force
 * (on `today`) on one of its units; for the whole institution, every active person.
 */
export async function idlePeople(ex: Executor, root: ReportRange, today: string, cutoff: string, limit: number) {
  const grantees =
    root === null
      ? sql`SELECT id FROM users`
      : sql`SELECT g.user_id FROM access_grants g JOIN units gu ON gu.id = g.unit_id
          WHERE gu.path >= ${pathRange(root).low} AND gu.path < ${pathRange(root).high}
          AND (g.type = 'permanent' OR (g.start_date <= ${today} AND g.end_date >= ${today}))`;
  const rows = await ex.all<{ id: number; name: string; email: string; lastSignInAt: string | null; total: number }>(sql`
    WITH accts AS MATERIALIZED (${reportAccounts(root)}), people AS (${RUNNERS} UNION ${grantees})
    SELECT u.id AS id, u.name AS name, u.email AS email, s.last_sign_in_at AS lastSignInAt, count(*) OVER () AS total
    FROM users u LEFT JOIN user_sign_ins s ON s.user_id = u.id
    WHERE u.status = 'active' AND u.id IN (SELECT user_id FROM people) AND coalesce(s.last_sign_in_at, u.created_at) < ${cutoff}
    ORDER BY coalesce(s.last_sign_in_at, u.created_at), u.id LIMIT ${limit}`);
  return { total: n(rows[0]?.total), people: rows.map(({ total: _total, ...p }) => p) };
}

/** Handover tasks of the report's accounts past their due moment and not done (marked overdue, or open and late). */
export async function overdueHandoverTasks(ex: Executor, root: ReportRange, now: string, limit: number) {
  const rows = await ex.all<{ id: number; kind: string; accountId: number; accountName: string; assigneeId: number | null; assigneeName: string | null; dueAt: string; total: number }>(sql`
    WITH accts AS MATERIALIZED (${reportAccounts(root)})
    SELECT t.id AS id, t.kind AS kind, sm.id AS accountId, sm.name AS accountName, a.id AS assigneeId, a.name AS assigneeName, t.due_at AS dueAt,
      count(*) OVER () AS total
    FROM handover_tasks t JOIN social_medias sm ON sm.id = t.social_media_id LEFT JOIN users a ON a.id = t.assignee_id
    WHERE t.social_media_id IN (SELECT id FROM accts) AND (t.state = 'overdue' OR (t.state = 'open' AND t.due_at < ${now}))
    ORDER BY t.due_at, t.id LIMIT ${limit}`);
  return { total: n(rows[0]?.total), tasks: rows };
}
