// Sign-in through the institution's identity provider (issue 17): who a provider's subject is in
// Steward, the super admins' group mappings and what they gave, and the OIDC sign-ins under way.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { units, users } from "../schema.ts";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/**
 * A provider's stable subject (OIDC `sub`, SAML NameID) remembered for a Steward user: matched once
 * by verified e-mail, then by this link alone, so a later change of address at the provider does
 * not lose or swap the account.
 */
export const identityLinks = sqliteTable(
  "identity_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    provider: text("provider", { enum: ["oidc", "saml"] }).notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The e-mail the provider gave when the link was made (for the record; never used to match). */
    email: text("email"),
    createdAt: createdAt(),
    lastSignInAt: text("last_sign_in_at"),
  },
  (t) => [uniqueIndex("identity_links_provider_subject_unique").on(t.provider, t.subject), index("identity_links_user_idx").on(t.userId)],
);

/** A provider group that gives a role on a unit, managed by super admins. */
export const identityGroupMappings = sqliteTable(
  "identity_group_mappings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The group's name or id exactly as the provider sends it (OIDC `groups` claim, SAML attribute). */
    groupName: text("group_name").notNull(),
    unitId: integer("unit_id").notNull().references(() => units.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["unit_admin", "social_media_manager"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("identity_group_mappings_group_unit_unique").on(t.groupName, t.unitId), index("identity_group_mappings_unit_idx").on(t.unitId)],
);

/**
 * Grants that exist because a group mapping gave them: only these are taken away when the person
 * leaves the group. A grant someone gave by hand is never recorded here and never removed.
 */
export const identityMappedGrants = sqliteTable(
  "identity_mapped_grants",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    unitId: integer("unit_id").notNull().references(() => units.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] })],
);

/** A role a group mapping raised (manager to unit admin), so that it is lowered when the group goes. */
export const identityMappedRoles = sqliteTable("identity_mapped_roles", {
  userId: integer("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  fromRole: text("from_role", { enum: ["unit_admin", "social_media_manager"] }).notNull(),
  createdAt: createdAt(),
});

/**
 * OIDC sign-ins under way: one row per `login`, consumed (deleted) by the first callback that
 * names it, so a replayed callback finds nothing. `browserHash` binds it to the browser that
 * started it (a cookie), so a callback URL handed to someone else signs nobody in.
 */
export const oidcLoginStates = sqliteTable(
  "oidc_login_states",
  {
    /** SHA-256 of the `state` parameter (base64url). */
    stateHash: text("state_hash").primaryKey(),
    browserHash: text("browser_hash").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    returnTo: text("return_to").notNull(),
    /** Set when a signed-in user started this to link the provider's account to their own (issue 27). */
    linkUserId: integer("link_user_id").references(() => users.id),
    /** Set when a super admin started this as a test of the provider's settings: nobody is signed in (issue 33). */
    testUserId: integer("test_user_id").references(() => users.id),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("oidc_login_states_expires_idx").on(t.expiresAt)],
);
