// Dormancy (issue 19): each account's last sign of life, and each person's last sign-in.
// - `account_activity`: the newest post the platform clients saw (the daily refresh for YouTube
//   and X) or a date a manager recorded by hand (other platforms); the refresh also keeps when it
//   last asked the platform and what went wrong, so it takes the accounts in turn.
// - `user_sign_ins`: when a person last signed in (password or identity provider), for "not
//   signed in for 90 days".
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { socialMedias, users } from "../schema.ts";

export const accountActivity = sqliteTable(
  "account_activity",
  {
    socialMediaId: integer("social_media_id")
      .primaryKey()
      .references(() => socialMedias.id, { onDelete: "cascade" }),
    /** ISO time of the newest activity known; a date recorded by hand counts from 00:00 UTC that day. Null: none seen yet. */
    lastActivityAt: text("last_activity_at"),
    source: text("source", { enum: ["platform", "manual"] }),
    /** Who recorded it by hand (null for the platform refresh). */
    recordedById: integer("recorded_by_id"),
    recordedAt: text("recorded_at"),
    /** The refresh's last attempt for this account, and its failure when it failed. */
    refreshedAt: text("refreshed_at"),
    refreshError: text("refresh_error"),
  },
  (t) => [index("account_activity_refreshed_idx").on(t.refreshedAt), index("account_activity_last_idx").on(t.lastActivityAt)],
);

export const userSignIns = sqliteTable("user_sign_ins", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSignInAt: text("last_sign_in_at").notNull(),
  /** password, oidc or saml. */
  method: text("method").notNull(),
});
