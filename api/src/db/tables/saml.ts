// SAML 2.0 sign-in (issue 17): the AuthnRequests under way and the assertions already used. Both
// live in the database so that a login started on one instance may finish on another, and a
// response replayed to any instance is refused.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "../schema.ts";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/**
 * One row per `GET /api/auth/saml/login`: the AuthnRequest's ID, which the IdP's response must name
 * in `InResponseTo`. Consumed (deleted) by the first response that names it, so it works once.
 * `browserHash` binds it to the browser that started it (a cookie), so a response captured by
 * someone else and posted from a victim's browser signs nobody in.
 */
export const samlRequests = sqliteTable(
  "saml_requests",
  {
    /** The AuthnRequest's ID attribute, exactly as sent. */
    requestId: text("request_id").primaryKey(),
    /** SHA-256 (base64url) of the binding cookie's value. */
    browserHash: text("browser_hash").notNull(),
    /** Where to send the browser once signed in: already checked to be local or an allowed origin. */
    returnTo: text("return_to").notNull(),
    /** Set when a signed-in user started this to link the IdP's account to their own (issue 27). */
    linkUserId: integer("link_user_id").references(() => users.id),
    /** Set when a super admin started this as a test of the SAML settings: nobody is signed in (issue 33). */
    testUserId: integer("test_user_id").references(() => users.id),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("saml_requests_expires_idx").on(t.expiresAt)],
);

/**
 * Assertions already accepted, by their issuer and ID, kept until they could no longer be valid
 * (their NotOnOrAfter, bounded by the maximum age, plus the clock skew): the same assertion posted
 * again is refused, on any instance.
 */
export const samlUsedAssertions = sqliteTable(
  "saml_used_assertions",
  {
    issuer: text("issuer").notNull(),
    assertionId: text("assertion_id").notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.assertionId] }), index("saml_used_assertions_expires_idx").on(t.expiresAt)],
);
