// The demo's public directory (issue 30): a realistic share of the active accounts of active units
// is published, most of them attested in the last year, so /directory and the verify API answer on
// a fresh demo as they would at a real institution. Chosen by a hash of the account's id, not by
// the seed's random stream, so every other table of the demo stays exactly as it was.
import { accountKeys, PROFILE_KEYS_RULE } from "@steward/shared";
/** A table row as the seed writes it (institution.ts names the same shape). */
type Row = Record<string, string | number | null>;

const DAY = 86_400_000;
/** Of the eligible accounts, this many in a hundred are published... */
const PUBLISHED_PER_100 = 45;
/** ...and of those, this many in a hundred were attested in the last year. */
const ATTESTED_PER_100 = 75;

/** A stable number 0-99 for an id and a purpose (Knuth's multiplicative hash). */
function bucket(id: number, salt: number): number {
  return (Math.imul(id + salt * 7919, 2654435761) >>> 0) % 100;
}

export function directoryRows(accountRows: readonly Row[], accountUnitRows: readonly Row[], unitRows: readonly Row[], base: Date) {
  const unitActive = new Map(unitRows.map((u) => [u["id"] as number, u["status"] === "active"]));
  const owner = new Map<number, number>();
  for (const link of accountUnitRows) if (link["position"] === 0) owner.set(link["social_media_id"] as number, link["unit_id"] as number);
  const listings: Row[] = [];
  const keys: Row[] = [];
  const attestations: Row[] = [];
  for (const a of accountRows) {
    const id = a["id"] as number;
    const unitId = owner.get(id);
    if (a["status"] !== "active" || unitId === undefined || !unitActive.get(unitId) || bucket(id, 1) >= PUBLISHED_PER_100) continue;
    const snapshot = { platform: String(a["platform"]), profileUrl: String(a["profile_url"]), accountHandle: String(a["account_handle"]), businessId: String(a["business_id"] ?? "") };
    const listedAt = new Date(base.getTime() - (30 + bucket(id, 2) * 3) * DAY).toISOString();
    listings.push({
      social_media_id: id, listed: 1, first_listed_at: listedAt, unlisted_at: null, name: String(a["name"]), platform: snapshot.platform,
      handle: snapshot.accountHandle, profile_url: snapshot.profileUrl, unit_id: unitId, business_id: snapshot.businessId,
      first_published_at: listedAt, keys_rule: PROFILE_KEYS_RULE, updated_at: listedAt,
    });
    for (const key of new Set(accountKeys(snapshot))) keys.push({ key, social_media_id: id });
    if (bucket(id, 3) < ATTESTED_PER_100) {
      attestations.push({ social_media_id: id, last_attested_at: new Date(base.getTime() - (1 + bucket(id, 4) * 3) * DAY).toISOString(), attested_by: 1, campaign_item_id: null });
    }
  }
  return { public_listings: listings, directory_keys: keys, account_attestations: attestations };
}
