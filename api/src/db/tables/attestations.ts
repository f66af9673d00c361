// Each account's newest `attest` decision, kept in the decision's own transaction, so "is it
// attested?" is one indexed lookup for the accounts list, the dashboard and the public verify API.
// The decisions themselves (the evidence) live in the campaign items.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { socialMedias } from "../schema.ts";

export const accountAttestations = sqliteTable(
  "account_attestations",
  {
    socialMediaId: integer("social_media_id").primaryKey().references(() => socialMedias.id),
    lastAttestedAt: text("last_attested_at").notNull(),
    attestedBy: integer("attested_by"),
    /** The campaign item whose decision it was (null when recorded otherwise, e.g. by an import). */
    campaignItemId: integer("campaign_item_id"),
  },
  (t) => [index("account_attestations_at_idx").on(t.lastAttestedAt)],
);
