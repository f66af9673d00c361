// Keeps an account's public listing in step with the account, inside the change's own transaction:
// the snapshot the public sees and the keys the verify API matches. Accounts never listed have no
// row and cost one lookup.
//
// Issue 27: the archive is a record of what the public saw. So the first time a listing is really
// shown (switch on, account and unit active) is written down, and once it has been shown, the
// snapshot and keys follow the account only while it is shown: an account edited after it left
// the directory stays in the archive as it was, and its new address is nobody's official one.
import { accountKeys, PROFILE_KEYS_RULE, profileKeys, VALIDATION, type Platform } from "@steward/shared";
import type { Database, Tx } from "../db/connection.ts";
import { badRequest } from "../domain/errors.ts";
import {
  accountForListing,
  findListing,
  isPublishedNow,
  listingsOwnedBy,
  listingsWithKeysBefore,
  markFirstPublished,
  saveListingKeys,
  saveListingSnapshot,
  saveListingSwitch,
  type ListingSnapshot,
} from "../repositories/directory-repo.ts";

const keysOf = (s: ListingSnapshot) => accountKeys({ platform: s.platform, profileUrl: s.profileUrl, accountHandle: s.handle, businessId: s.businessId });

/**
 * A listed account's address must name that account and no other, or the verify API would call
 * every address sharing its key official.
 */
function assertAddressNamesOneAccount(snapshot: ListingSnapshot): void {
  if (!profileKeys(snapshot.profileUrl, snapshot.platform as Platform).ok) {
    throw badRequest([{ path: "profileUrl", message: VALIDATION.profileUrlNotPublishable }]);
  }
}

async function refresh(tx: Tx, socialMediaId: number, listed: boolean | undefined, now: Date, checkAddress: boolean): Promise<void> {
  const existing = await findListing(tx, socialMediaId);
  if (!existing && listed !== true) return;
  const account = await accountForListing(tx, socialMediaId);
  if (!account) return;
  const snapshot: ListingSnapshot = {
    socialMediaId,
    name: account.name,
    platform: account.platform,
    handle: account.handle,
    profileUrl: account.profileUrl,
    businessId: account.businessId,
    unitId: account.unitId,
  };
  if (checkAddress && (listed ?? existing?.listed)) assertAddressNamesOneAccount(snapshot);
  const at = now.toISOString();
  await saveListingSwitch(tx, snapshot, listed, at);
  const shown = await isPublishedNow(tx, socialMediaId);
  const shownBefore = existing?.firstPublishedAt != null;
  if (shown && !shownBefore) await markFirstPublished(tx, socialMediaId, at);
  if (shown || !shownBefore) await saveListingSnapshot(tx, snapshot, keysOf(snapshot), PROFILE_KEYS_RULE, at);
}

/**
 * After the switch is set (true or false) or the account is edited (`listed` undefined keeps the
 * switch). While the switch is on, an address that names no one account is refused.
 */
export async function refreshDirectoryListing(tx: Tx, socialMediaId: number, listed: boolean | undefined, now: Date): Promise<void> {
  await refresh(tx, socialMediaId, listed, now, true);
}

/**
 * After the account's status changed: it may be shown for the first time, or again. Its address is
 * not checked here: a deactivation must never be refused for it, and one that names no account has
 * no keys, so it never verifies.
 */
export async function refreshListingAfterStatusChange(tx: Tx, socialMediaId: number, now: Date): Promise<void> {
  await refresh(tx, socialMediaId, undefined, now, false);
}

/** After a unit's status changed: the listed accounts it owns may be shown, or stop being shown. */
export async function refreshListingsOfUnit(tx: Tx, unitId: number, now: Date): Promise<void> {
  for (const id of await listingsOwnedBy(tx, unitId)) await refresh(tx, id, undefined, now, false);
}

/** Rows made again per transaction: a short hold on the write lock. */
const KEYS_BATCH = 200;

/** Makes again the keys stored under an older PROFILE_KEYS_RULE, from each row's own snapshot. */
export async function recomputeStaleDirectoryKeys(database: Database): Promise<{ recomputed: number }> {
  let recomputed = 0;
  for (;;) {
    const done = await database.write(async (tx) => {
      const stale = await listingsWithKeysBefore(tx, PROFILE_KEYS_RULE, KEYS_BATCH);
      for (const row of stale) await saveListingKeys(tx, row.socialMediaId, keysOf(row), PROFILE_KEYS_RULE);
      return stale.length;
    });
    recomputed += done;
    if (done < KEYS_BATCH) return { recomputed };
  }
}
