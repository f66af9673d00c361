// Loads Steward's seeded institution into the peer: Payload creates its tables (drizzle push, as
// `payload dev` would), then every row is copied straight from Steward's file into them with
// INSERT ... SELECT over an ATTACHed database, ids kept, so that a scenario's ids and page numbers
// mean the same in both. Relationship lists go to Payload's `_rels` tables in Steward's order.
// Every user gets the demo password, hashed as Payload hashes it (PBKDF2-SHA256, 600,000 rounds):
// one hash for all, as all share the password.
//
//   tsx src/load.ts --from steward.db --to peer.db --password <demo password>
// Prints one line `RESULT {schemaSeconds, copySeconds, counts}` (Payload logs to stdout too).
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { getPayload } from "payload";
import { peerConfig } from "./config.ts";

const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" }, password: { type: "string" } } });
if (!values.from || !values.to || !values.password) throw new Error("usage: load.ts --from steward.db --to peer.db --password <password>");
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${values.to}${suffix}`, { force: true });

const started = performance.now();
const payload = await getPayload({ config: peerConfig(values.to, { push: true }) });
const schemaSeconds = (performance.now() - started) / 1000;

const salt = randomBytes(32).toString("hex");
const hash = `pbkdf2-sha256-v1:${pbkdf2Sync(values.password, salt, 600_000, 32, "sha256").toString("hex")}`;
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

const copy = `
ATTACH DATABASE ${q(values.from)} AS steward;
BEGIN;
INSERT INTO users (id, name, role, status, password_updated_at, is_enabled_two_factor, is_in_use_secure_password, is_accepted_policies,
  is_completed_training_accessibility, is_completed_training_risk, is_completed_training_brand, has_knowledge_standards, offboarding_completed,
  admin_policy_agreement, date_of_last_training, date_of_last_policy_review, reject_reason, updated_at, created_at, email, salt, hash, login_attempts)
SELECT id, name, role, status, password_updated_at, is_enabled_two_factor, is_in_use_secure_password, is_accepted_policies,
  is_completed_training_accessibility, is_completed_training_risk, is_completed_training_brand, has_knowledge_standards, offboarding_completed,
  admin_policy_agreement, date_of_last_training, date_of_last_policy_review, reject_reason, updated_at, created_at, email, ${q(salt)}, ${q(hash)}, 0
FROM steward.users;
INSERT INTO units (id, name, type, parent_id, path, depth, admin_id, email, phone, status, description, delegated_permissions, updated_at, created_at)
SELECT id, name, type, parent_id, path, depth, admin_id, email, phone, status, description, delegated_permissions, updated_at, created_at FROM steward.units;
INSERT INTO access_grants (id, user_id, unit_id, type, start_date, end_date, updated_at, created_at)
SELECT id, user_id, unit_id, type, start_date, end_date, created_at, created_at FROM steward.access_grants;
INSERT INTO social_medias (id, name, profile_url, platform, creation_date, primary_admin_id, backup_admin_id, admin_contact_emails, account_handle,
  business_id, contact_email, contact_phone, third_party_management, third_party_provider, third_party_contact, password_management_practice,
  linked_tools, verification_status, platform_support_details, notes, status, backup_contact_info, deactivation_reason, updated_at, created_at)
SELECT id, name, profile_url, platform, creation_date, primary_admin_id, backup_admin_id, admin_contact_emails, account_handle,
  business_id, contact_email, contact_phone, third_party_management, third_party_provider, third_party_contact, password_management_practice,
  linked_tools, verification_status, platform_support_details, notes, status, backup_contact_info, deactivation_reason, updated_at, created_at
FROM steward.social_medias;
INSERT INTO social_medias_rels ("order", parent_id, path, units_id)
SELECT position + 1, social_media_id, 'organizations', unit_id FROM steward.social_media_units ORDER BY social_media_id, position;
INSERT INTO social_medias_rels ("order", parent_id, path, users_id)
SELECT row_number() OVER (PARTITION BY social_media_id ORDER BY user_id), social_media_id, 'socialMediaManagers', user_id
FROM steward.social_media_managers ORDER BY social_media_id, user_id;
INSERT INTO audit_logs (id, action, entity, document_id, user_id, user_name, user_role, prev, current, prev_hash, hash, updated_at, created_at)
SELECT id, action, entity, document_id, user_id, user_name, user_role, prev, current, prev_hash, hash, created_at, created_at FROM steward.audit_logs ORDER BY id;
INSERT INTO audit_logs_rels ("order", parent_id, path, units_id)
SELECT row_number() OVER (PARTITION BY audit_log_id ORDER BY unit_id), audit_log_id, 'organizations', unit_id
FROM steward.audit_log_units ORDER BY audit_log_id, unit_id;
COMMIT;
DETACH DATABASE steward;
`;
const copyStarted = performance.now();
const client = (payload.db as unknown as { client: { executeMultiple(sql: string): Promise<void>; execute(sql: string): Promise<{ rows: Record<string, unknown>[] }> } }).client;
await client.executeMultiple(copy);
const copySeconds = (performance.now() - copyStarted) / 1000;
// Steward keeps a 64 MiB page cache per connection, written into its file's header; the peer's
// file gets the same, so that both read through the same cache size.
const cache = await client.execute(`SELECT * FROM pragma_default_cache_size`);
await client.execute(`ATTACH DATABASE ${q(values.from)} AS steward`);
const stewardCache = Number(Object.values((await client.execute("PRAGMA steward.default_cache_size")).rows[0] ?? {})[0] ?? 0);
await client.execute("DETACH DATABASE steward");
if (stewardCache > 0 && Number(Object.values(cache.rows[0] ?? {})[0]) !== stewardCache) await client.execute(`PRAGMA default_cache_size = ${stewardCache}`);
const counts: Record<string, number> = {};
for (const table of ["users", "units", "access_grants", "social_medias", "social_medias_rels", "audit_logs", "audit_logs_rels"]) {
  const r = await client.execute(`SELECT count(*) AS n FROM ${table}`);
  counts[table] = Number(r.rows[0]?.["n"] ?? 0);
}
await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
process.stdout.write(`RESULT ${JSON.stringify({ schemaSeconds, copySeconds, counts })}\n`);
await payload.destroy();
process.exit(0);
