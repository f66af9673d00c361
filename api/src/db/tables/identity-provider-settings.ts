// The identity provider's settings kept in the database (issue 33, point 7): what a super admin
// enters on the dashboard's identity provider page. Environment variables still win field by field
// (api/src/identity/effective-oidc.ts); these rows only fill what the environment leaves unset.
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "../schema.ts";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/**
 * One row per provider ("oidc", "saml"). `settings` is the JSON of the fields that are not secret;
 * the secret (OIDC's client secret, the SAML SP's private key) has its own column so that no query that lists or audits settings can carry it by
 * accident. `version` goes up at every change: a sign-in compares it to decide whether the client
 * it built for an earlier version may still be used (several instances agree without a cache to
 * invalidate).
 */
export const identityProviderSettings = sqliteTable("identity_provider_settings", {
  provider: text("provider", { enum: ["oidc", "saml"] }).primaryKey(),
  settings: text("settings").notNull(),
  clientSecret: text("client_secret"),
  version: integer("version").notNull().default(1),
  updatedById: integer("updated_by_id").references(() => users.id, { onDelete: "set null" }),
  updatedAt: text("updated_at").notNull(),
});

/**
 * What a super admin's "Test sign-in" received from the provider, kept until the page that started
 * it reads it (the provider sends the browser back to the API, which cannot show it a page of its
 * own). Nobody is signed in or provisioned by a test.
 */
export const identitySignInTests = sqliteTable("identity_sign_in_tests", {
  id: text("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  result: text("result").notNull(),
  expiresAt: text("expires_at").notNull(),
  createdAt: createdAt(),
});
