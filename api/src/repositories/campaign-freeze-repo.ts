// Opening a campaign freezes its items: one per account owned by a unit of the subtree and one per
// access grant on a unit of it, each with the facts to attest as they stand now. Two INSERT ...
// SELECT statements build every row (facts included, with SQLite's JSON functions) inside the
// database, so 30,000 accounts and their grants take a few statements, not one per item. The
// subtree's units come in as the (unit, reviewer unit) list and drive the join (CROSS JOIN keeps
// them outside): joined the other way, SQLite read the whole list once per account.
import { sql } from "drizzle-orm";
import { pathRange } from "@steward/shared";
import type { Executor } from "../db/connection.ts";

export interface FreezeSpec {
  campaignId: number;
  accounts: boolean;
  access: boolean;
  /** The institution's date: temporary grants that ended before it are not reviewed. */
  today: string;
  /** [unit id, reviewer unit id or null] for every unit of the subtree: the units reviewed. */
  reviewers: readonly (readonly [number, number | null])[];
}

const bool = (column: string) => sql.raw(`json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`);

function admin(alias: string) {
  return sql.raw(
    `json(CASE WHEN ${alias}.id IS NULL THEN 'null' ELSE json_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email, 'twoFactor', json(CASE WHEN ${alias}.is_enabled_two_factor THEN 'true' ELSE 'false' END)) END)`,
  );
}

/** Freezes the items; returns how many of each kind were written. */
export async function freezeItems(ex: Executor, spec: FreezeSpec): Promise<{ accounts: number; access: number }> {
  const reviewers = JSON.stringify(spec.reviewers);
  const counts = { accounts: 0, access: 0 };
  if (spec.accounts) {
    const result = await ex.run(sql`
      INSERT INTO campaign_items (campaign_id, kind, unit_id, unit_path, reviewer_unit_id, social_media_id, subject_name, facts, state)
      SELECT ${spec.campaignId}, 'account', u.id, u.path, r.reviewer, sm.id, sm.name,
        json_object(
          'account', json_object('id', sm.id, 'name', sm.name, 'platform', sm.platform, 'profileUrl', sm.profile_url, 'status', sm.status),
          'unit', json_object('id', u.id, 'name', u.name),
          'primaryAdmin', ${admin("pa")},
          'backupAdmin', ${admin("ba")},
          'managers', json(coalesce((SELECT json_group_array(json_object('id', mu.id, 'name', mu.name))
                                     FROM social_media_managers m JOIN users mu ON mu.id = m.user_id
                                     WHERE m.social_media_id = sm.id), '[]')),
          'twoFactor', ${bool("(pa.id IS NOT NULL OR ba.id IS NOT NULL) AND coalesce(pa.is_enabled_two_factor, 1) AND coalesce(ba.is_enabled_two_factor, 1)")},
          'passwordManagementPractice', sm.password_management_practice,
          'thirdPartyManagement', sm.third_party_management,
          'thirdPartyProvider', sm.third_party_provider,
          'thirdPartyContact', sm.third_party_contact
        ),
        'pending'
      FROM (SELECT value ->> 0 AS unit_id, value ->> 1 AS reviewer FROM json_each(${reviewers})) r
      CROSS JOIN units u ON u.id = r.unit_id
      JOIN social_media_units smu ON smu.unit_id = u.id AND smu.position = 0
      JOIN social_medias sm ON sm.id = smu.social_media_id
      LEFT JOIN users pa ON pa.id = sm.primary_admin_id
      LEFT JOIN users ba ON ba.id = sm.backup_admin_id
      WHERE sm.status != 'inactive'
      ORDER BY u.path, sm.name, sm.id`);
    counts.accounts = result.rowsAffected;
  }
  if (spec.access) {
    const result = await ex.run(sql`
      INSERT INTO campaign_items (campaign_id, kind, unit_id, unit_path, reviewer_unit_id, user_id, grant_id, subject_name, facts, state)
      SELECT ${spec.campaignId}, 'access', u.id, u.path, r.reviewer, us.id, g.id, us.name,
        json_object(
          'user', json_object('id', us.id, 'name', us.name, 'email', us.email, 'role', us.role, 'status', us.status),
          'unit', json_object('id', u.id, 'name', u.name),
          'type', g.type, 'startDate', g.start_date, 'endDate', g.end_date
        ),
        'pending'
      FROM (SELECT value ->> 0 AS unit_id, value ->> 1 AS reviewer FROM json_each(${reviewers})) r
      CROSS JOIN units u ON u.id = r.unit_id
      JOIN access_grants g ON g.unit_id = u.id
      JOIN users us ON us.id = g.user_id
      WHERE g.type = 'permanent' OR g.end_date >= ${spec.today}
      ORDER BY u.path, us.name, g.id`);
    counts.access = result.rowsAffected;
  }
  return counts;
}

/** Units of the subtree with their paths (to find each one's reviewers). */
export async function subtreeUnits(ex: Executor, path: string): Promise<{ id: number; path: string }[]> {
  const { low, high } = pathRange(path);
  return ex.all<{ id: number; path: string }>(sql`SELECT id, path FROM units WHERE path >= ${low} AND path < ${high}`);
}

/** A campaign's items per reviewer unit and state (null: nobody up the tree has unit admins). */
export async function itemsPerReviewerUnit(ex: Executor, campaignId: number, states: readonly string[]): Promise<{ reviewerUnitId: number | null; n: number }[]> {
  return ex.all<{ reviewerUnitId: number | null; n: number }>(
    sql`SELECT reviewer_unit_id AS reviewerUnitId, count(*) AS n FROM campaign_items
        WHERE campaign_id = ${campaignId} AND state IN (SELECT value FROM json_each(${JSON.stringify(states)}))
        GROUP BY reviewer_unit_id ORDER BY reviewer_unit_id`,
  );
}
