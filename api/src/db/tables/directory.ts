// The public directory (issue 20). An account is published by its listing row. The row keeps what
// the public saw (name, platform, handle, address, unit) so that an account later unlisted,
// deactivated or even deleted can still be told apart from an impostor (the archived list). The
// keys are the canonical forms of its addresses (shared/profile-urls.ts), made from that same
// snapshot. A row whose switch was turned on while the account could not be shown is no record of
// anything public: only `first_published_at` admits a row to the archive (issue 27). No foreign
// keys to the account on purpose: the record outlives it.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const publicListings = sqliteTable(
  "public_listings",
  {
    socialMediaId: integer("social_media_id").primaryKey(),
    /** The switch unit admins and super admins set; published only while the account and its unit are active. */
    listed: integer("listed", { mode: "boolean" }).notNull(),
    firstListedAt: text("first_listed_at").notNull(),
    /** When it last stopped being published (switch off, account or unit no longer active, deleted). */
    unlistedAt: text("unlisted_at"),
    name: text("name").notNull(),
    platform: text("platform").notNull(),
    handle: text("handle").notNull(),
    profileUrl: text("profile_url").notNull(),
    unitId: integer("unit_id").notNull(),
    /** Part of the snapshot because a channel or page id is one of the keys it is known by. */
    businessId: text("business_id").notNull().default(""),
    /** When the public first saw it (switch on, account and unit active); null: never, so never archived. */
    firstPublishedAt: text("first_published_at"),
    /** The PROFILE_KEYS_RULE its keys were made under; older ones are made again by a job. */
    keysRule: integer("keys_rule").notNull().default(0),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("public_listings_listed_idx").on(t.listed, t.socialMediaId)],
);

export const directoryKeys = sqliteTable(
  "directory_keys",
  {
    key: text("key").notNull(),
    socialMediaId: integer("social_media_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.socialMediaId] }), index("directory_keys_account_idx").on(t.socialMediaId)],
);
