// The benchmark's peer: what an institution would build Steward with in Payload 3. The same
// collections as Steward's schema (units with a materialised path, users as the auth collection,
// access grants, social media accounts, the audit log), on @payloadcms/db-sqlite over a libSQL file,
// with access functions that give each caller the same scope as Steward: super admins everything,
// anyone else the units of their grants in force plus every unit below them (path prefix), the
// accounts linked to those units and the audit entries that concern them.
//
// Every place where this app does different work from Steward is listed in docs/performance.md
// ("The peer"). The bench runs it under Node's HTTP server (server.ts), without Next.js.
import { buildConfig, type Access, type CollectionConfig, type PayloadRequest, type Where } from "payload";
import { sqliteAdapter } from "@payloadcms/db-sqlite";
import { bulkGrantEndpoint } from "./bulk-grant.ts";

const ROLES = ["super_admin", "unit_admin", "social_media_manager"];
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

type Caller = { id: number; role: string } | null;
const callerOf = (req: PayloadRequest): Caller => (req.user ? { id: Number(req.user.id), role: String((req.user as { role?: string }).role) } : null);

/** The half-open range of paths below `prefix` ("/1/4/" -> ["/1/4/", "/1/40")), as Steward's `pathRange`. */
function pathRange(prefix: string): [string, string] {
  return [prefix, `${prefix.slice(0, -1)}0`];
}

/** The paths of the caller's grants in force, without those below another of them (Steward's `scopeRoots`). */
async function scopeRoots(req: PayloadRequest, userId: number): Promise<string[]> {
  const today = new Date().toISOString().slice(0, 10);
  const grants = await req.payload.find({
    collection: "access-grants",
    where: {
      and: [
        { user: { equals: userId } },
        { or: [{ type: { equals: "permanent" } }, { and: [{ startDate: { less_than_equal: today } }, { endDate: { greater_than_equal: today } }] }] },
      ],
    },
    depth: 1,
    select: { unit: true },
    populate: { units: { path: true } },
    pagination: false,
    overrideAccess: true,
    req,
  });
  const paths = [...new Set(grants.docs.map((g) => (typeof g.unit === "object" && g.unit ? String((g.unit as { path?: string }).path) : "")).filter(Boolean))].sort();
  const roots: string[] = [];
  for (const p of paths) if (!roots.some((r) => p.startsWith(r))) roots.push(p);
  return roots;
}

/**
 * The ids of the units in the caller's scope, read once per request (`req.context`): the grants in
 * force, then the units whose path lies under one of them, through the path index.
 */
async function unitIdsInScope(req: PayloadRequest, userId: number): Promise<number[]> {
  const kept = req.context["stewardScope"] as number[] | undefined;
  if (kept) return kept;
  const roots = await scopeRoots(req, userId);
  let ids: number[] = [];
  if (roots.length > 0) {
    const where: Where = { or: roots.map((root) => { const [low, high] = pathRange(root); return { and: [{ path: { greater_than_equal: low } }, { path: { less_than: high } }] }; }) };
    const found = await req.payload.find({ collection: "units", where, depth: 0, select: {}, pagination: false, overrideAccess: true, req });
    ids = found.docs.map((u) => Number(u.id));
  }
  req.context["stewardScope"] = ids;
  return ids;
}

const NOTHING: Where = { id: { equals: -1 } };

/** Super admins read everything; anyone else the documents whose `field` (units) lies within their scope. */
const scopedBy =
  (field: string): Access =>
  async ({ req }) => {
    const caller = callerOf(req);
    if (!caller) return false;
    if (caller.role === "super_admin") return true;
    const ids = await unitIdsInScope(req, caller.id);
    return ids.length === 0 ? NOTHING : { [field]: { in: ids } };
  };

/** Writes in the peer are the bench's own (the bulk grant endpoint checks its caller itself). */
const superAdminOnly: Access = ({ req }) => callerOf(req)?.role === "super_admin";

const Units: CollectionConfig = {
  slug: "units",
  defaultPopulate: { name: true },
  access: { read: scopedBy("id"), create: superAdminOnly, update: superAdminOnly, delete: superAdminOnly },
  fields: [
    { name: "name", type: "text", required: true, index: true },
    { name: "type", type: "text", required: true },
    { name: "parent", type: "relationship", relationTo: "units" },
    { name: "path", type: "text", required: true, unique: true, index: true },
    { name: "depth", type: "number", required: true },
    { name: "admin", type: "relationship", relationTo: "users" },
    { name: "email", type: "text" },
    { name: "phone", type: "text" },
    { name: "status", type: "select", required: true, index: true, options: options(["active", "inactive", "pending_review"]) },
    { name: "description", type: "textarea" },
    { name: "delegatedPermissions", type: "checkbox", defaultValue: false },
  ],
};

const Users: CollectionConfig = {
  slug: "users",
  auth: { tokenExpiration: 8 * 3600 },
  defaultPopulate: { name: true, email: true },
  // Steward scopes the users list too; no scenario of the bench lists users, so here everyone
  // reads themself (what /me needs) and super admins read everyone.
  access: {
    read: ({ req }) => {
      const caller = callerOf(req);
      if (!caller) return false;
      return true;
    },
    create: superAdminOnly,
    update: superAdminOnly,
    delete: superAdminOnly,
  },
  fields: [
    { name: "name", type: "text", required: true, index: true },
    { name: "role", type: "select", required: true, options: options(ROLES) },
    { name: "status", type: "select", required: true, options: options(["active", "inactive", "pending_activation", "rejected"]) },
    { name: "passwordUpdatedAt", type: "text" },
    { name: "isEnabledTwoFactor", type: "checkbox", defaultValue: false },
    { name: "isInUseSecurePassword", type: "checkbox", defaultValue: false },
    { name: "isAcceptedPolicies", type: "checkbox", defaultValue: false },
    { name: "isCompletedTrainingAccessibility", type: "checkbox", defaultValue: false },
    { name: "isCompletedTrainingRisk", type: "checkbox", defaultValue: false },
    { name: "isCompletedTrainingBrand", type: "checkbox", defaultValue: false },
    { name: "hasKnowledgeStandards", type: "checkbox", defaultValue: false },
    { name: "offboardingCompleted", type: "checkbox", defaultValue: false },
    { name: "admin_policy_agreement", type: "checkbox", defaultValue: false },
    { name: "date_of_last_training", type: "text" },
    { name: "date_of_last_policy_review", type: "text" },
    { name: "reject_reason", type: "text" },
    // The user's units, as Steward's /me answers them: the grants, read at depth 2 with their unit.
    { name: "grants", type: "join", collection: "access-grants", on: "user", defaultLimit: 0, defaultSort: "id" },
  ],
};

const AccessGrants: CollectionConfig = {
  slug: "access-grants",
  access: { read: scopedBy("unit"), create: superAdminOnly, update: superAdminOnly, delete: superAdminOnly },
  indexes: [{ fields: ["user", "unit"], unique: true }],
  endpoints: [bulkGrantEndpoint],
  fields: [
    { name: "user", type: "relationship", relationTo: "users", required: true, index: true },
    { name: "unit", type: "relationship", relationTo: "units", required: true, index: true },
    { name: "type", type: "select", required: true, options: options(["permanent", "temporary"]) },
    // Calendar dates as YYYY-MM-DD text, compared as text, as Steward stores them.
    { name: "startDate", type: "text" },
    { name: "endDate", type: "text" },
  ],
};

const SocialMedias: CollectionConfig = {
  slug: "social-medias",
  access: { read: scopedBy("organizations"), create: superAdminOnly, update: superAdminOnly, delete: superAdminOnly },
  fields: [
    { name: "name", type: "text", required: true, index: true },
    { name: "profileUrl", type: "text", required: true },
    { name: "platform", type: "select", required: true, index: true, options: options(["facebook", "instagram", "twitter", "linkedin", "tiktok", "youtube", "other"]) },
    { name: "creationDate", type: "text", required: true },
    // In Steward's order: the first is the owning unit.
    { name: "organizations", type: "relationship", relationTo: "units", hasMany: true },
    { name: "primaryAdmin", type: "relationship", relationTo: "users", index: true },
    { name: "backupAdmin", type: "relationship", relationTo: "users", index: true },
    { name: "adminContactEmails", type: "json" },
    { name: "accountHandle", type: "text" },
    { name: "businessId", type: "text" },
    { name: "contactEmail", type: "text" },
    { name: "contactPhone", type: "text" },
    { name: "thirdPartyManagement", type: "select", options: options(["yes", "no"]), defaultValue: "no" },
    { name: "thirdPartyProvider", type: "text" },
    { name: "thirdPartyContact", type: "text" },
    { name: "passwordManagementPractice", type: "text" },
    { name: "linkedTools", type: "json" },
    { name: "verificationStatus", type: "text" },
    { name: "platformSupportDetails", type: "text" },
    { name: "socialMediaManagers", type: "relationship", relationTo: "users", hasMany: true },
    { name: "notes", type: "textarea" },
    { name: "status", type: "select", required: true, index: true, options: options(["active", "inactive", "in_transition", "pending_approval"]) },
    { name: "backupContactInfo", type: "text" },
    { name: "deactivationReason", type: "text" },
  ],
};

const AuditLogs: CollectionConfig = {
  slug: "audit-logs",
  access: { read: scopedBy("organizations"), create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: "action", type: "text", required: true, index: true },
    { name: "entity", type: "text", required: true },
    { name: "documentId", type: "number" },
    // Who did it, kept on the entry as Steward keeps it (name and role at the time).
    { name: "userId", type: "number", index: true },
    { name: "userName", type: "text" },
    { name: "userRole", type: "text" },
    { name: "prev", type: "json" },
    { name: "current", type: "json" },
    { name: "organizations", type: "relationship", relationTo: "units", hasMany: true },
    { name: "prevHash", type: "text", required: true },
    { name: "hash", type: "text", required: true },
  ],
  indexes: [{ fields: ["entity", "documentId"] }],
};

/** WAL with synchronous NORMAL, as Steward's connections (its 64 MiB page cache is set in the file by load.ts). */
export function peerConfig(file: string, opts: { push?: boolean; logQueries?: boolean } = {}) {
  return buildConfig({
    secret: process.env["PAYLOAD_SECRET"] ?? "steward-bench-peer-secret-0123456789",
    collections: [Units, Users, AccessGrants, SocialMedias, AuditLogs],
    db: sqliteAdapter({ client: { url: `file:${file}` }, push: opts.push ?? false, wal: { synchronous: "NORMAL" }, logger: opts.logQueries ?? false }),
    graphQL: { disable: true },
    telemetry: false,
    typescript: { autoGenerate: false },
    // No admin panel is served (no Next.js); the REST API is all the bench calls.
    admin: { user: "users" },
    // REST list pages as Steward's: 10 by default, at most 100.
    defaultDepth: 0,
    maxDepth: 10,
    debug: false,
    loggingLevels: { Forbidden: false, ValidationError: false, NotFound: false },
  });
}
