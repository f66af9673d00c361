// Keeps an account's public listing in step with the account, inside the change's own transaction:
// the snapshot the public sees and the keys the verify API matches. Accounts never listed have no
// row and cost one lookup.
import { accountKeys } from "@steward/shared";
import type { Tx } from "../db/connection.ts";
import { accountForListing, findListing, replaceDirectoryKeys, saveListing } from "../repositories/directory-repo.ts";

/** `listed` undefined keeps the switch as it is (an account edit); true or false sets it. */
export async function refreshDirectoryListing(tx: Tx, socialMediaId: number, listed: boolean | undefined, now: Date): Promise<void> {
  const existing = await findListing(tx, socialMediaId);
  if (!existing && listed !== true) return;
  const account = await accountForListing(tx, socialMediaId);
  if (!account) return;
  await saveListing(
    tx,
    { socialMediaId, name: account.name, platform: account.platform, handle: account.handle, profileUrl: account.profileUrl, unitId: account.unitId },
    listed,
    now.toISOString(),
  );
  await replaceDirectoryKeys(tx, socialMediaId, accountKeys(account));
}
