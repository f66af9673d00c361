// Generates a whole institution as plain rows keyed by SQL column names: a unit tree several levels
// deep, users of every role and status with permanent and temporary grants (in force, future,
// expired), accounts on every platform and in every status, flags, a policy and review requests.
// Pure and deterministic: the same plan and seed give the same rows.
import {
  FLAG_CATEGORIES,
  FLAG_SEVERITIES,
  LINKED_TOOLS,
  PASSWORD_MANAGEMENT_PRACTICES,
  PLATFORMS,
  SUB_UNIT_TYPES,
  unitPath,
  type Platform,
  type Role,
  type UserStatus,
} from "@steward/shared";
import { DEPTH_1, DEPTH_2, DEPTH_DEEP_SUFFIX, FIRST_NAMES, LAST_NAMES, QUALIFIERS, ROOT_NAMES, SUBJECTS } from "./names.ts";
import { directoryRows } from "./directory-rows.ts";
import type { Rng } from "./prng.ts";
import type { SeedPlan } from "./sizes.ts";

export type Row = Record<string, string | number | null>;

export interface SeedUnit {
  id: number;
  name: string;
  parentId: number | null;
  path: string;
  depth: number;
}
export interface SeedUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
}
export interface SeedGrant {
  userId: number;
  unitId: number;
  type: "permanent" | "temporary";
  start: string | null;
  end: string | null;
}
export interface SeedAccount {
  id: number;
  name: string;
  platform: Platform;
  status: string;
  unitIds: number[];
  primaryAdminId: number;
  backupAdminId: number | null;
}

export interface Institution {
  units: SeedUnit[];
  users: SeedUser[];
  grants: SeedGrant[];
  accounts: SeedAccount[];
  rows: {
    units: Row[];
    users: Row[];
    unit_backup_admins: Row[];
    access_grants: Row[];
    review_requests: Row[];
    social_medias: Row[];
    social_media_units: Row[];
    social_media_managers: Row[];
    flags: Row[];
    policies: Row[];
    policy_acknowledgments: Row[];
    public_listings: Row[];
    directory_keys: Row[];
    account_attestations: Row[];
  };
  policyId: number;
  /** The well-known accounts the README documents. */
  demo: { superAdmin: string; unitAdmin: string; manager: string };
}

const DAY = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);

export const POLICY_TEXT = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1, textAlign: null }, content: [{ type: "text", text: "Official social media accounts policy" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Every official account has a " },
        { type: "text", text: "primary and a backup administrator", marks: [{ type: "bold" }] },
        { type: "text", text: ", two-factor authentication, and credentials kept in the institution's password manager." },
      ],
    },
    { type: "heading", attrs: { level: 2, textAlign: null }, content: [{ type: "text", text: "Publishing" }] },
    { type: "paragraph", content: [{ type: "text", text: "Posts follow the brand guide and the accessibility standards; incidents are reported within 24 hours." }] },
  ],
};

function unitName(rng: Rng, depth: number, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const subject = rng.pick(SUBJECTS);
    let name: string;
    if (depth === 1) name = `${rng.pick(DEPTH_1)} ${subject}`;
    else if (depth === 2) name = `${rng.pick(DEPTH_2)} ${attempt > 3 ? `${rng.pick(QUALIFIERS)} ` : ""}${subject}`;
    else name = `${attempt > 2 ? `${rng.pick(QUALIFIERS)} ` : ""}${subject} ${rng.pick(DEPTH_DEEP_SUFFIX)}`;
    if (attempt > 12) name = `${name} ${attempt}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function buildUnits(rng: Rng, plan: SeedPlan, at: string): { units: SeedUnit[]; rows: Row[] } {
  const roots = Math.min(ROOT_NAMES.length, Math.max(1, Math.round(plan.units / 400) + 1));
  const units: SeedUnit[] = [];
  const rows: Row[] = [];
  const siblingNames = new Map<number | null, Set<string>>();
  const add = (name: string, type: string, parent: SeedUnit | null, status: string) => {
    const id = units.length + 1;
    const unit: SeedUnit = { id, name, parentId: parent?.id ?? null, path: unitPath(parent?.path ?? null, id), depth: parent ? parent.depth + 1 : 0 };
    units.push(unit);
    const slug = name.toLowerCase().replace(/[^a-z]+/g, ".").replace(/^\.|\.$/g, "");
    rows.push({
      id, name, type, parent_id: unit.parentId, path: unit.path, depth: unit.depth, admin_id: null,
      email: `${slug.slice(0, 40)}@northbridge.edu`, phone: rng.chance(0.7) ? `+1617${rng.int(1000000, 9999999)}` : "",
      status, description: `${name}: official unit of ${ROOT_NAMES[0][0]}.`, delegated_permissions: rng.chance(0.2) ? 1 : 0,
      created_at: at, updated_at: at,
    });
    return unit;
  };
  for (let r = 0; r < roots; r++) {
    const [name, type] = ROOT_NAMES[r]!;
    add(name, type, null, "active");
  }
  const childName = (parent: SeedUnit) => {
    let set = siblingNames.get(parent.id);
    if (!set) siblingNames.set(parent.id, (set = new Set()));
    return unitName(rng, parent.depth + 1, set);
  };
  const subType = (depth: number) => (depth === 1 ? rng.pick(["school_faculty", "division"] as const) : depth === 2 ? "department" : rng.pick(SUB_UNIT_TYPES));
  const status = () => rng.weighted({ active: 88, inactive: 7, pending_review: 5 });
  // One branch reaches the deepest level, so paths of every length exist.
  let deepest = units[0]!;
  while (deepest.depth < plan.maxDepth - 1 && units.length < plan.units) deepest = add(childName(deepest), subType(deepest.depth + 1), deepest, "active");
  while (units.length < plan.units) {
    // Shallow parents are likelier: an institution is wide near the top.
    const depth = Math.min(plan.maxDepth - 2, Math.floor(rng.next() ** 1.6 * (plan.maxDepth - 1)));
    const candidates = units.filter((u) => u.depth === depth);
    const parent = candidates.length > 0 ? rng.pick(candidates) : units[0]!;
    add(childName(parent), subType(parent.depth + 1), parent, status());
  }
  return { units, rows };
}

export function generateInstitution(rng: Rng, plan: SeedPlan, base: Date, passwordHash: string): Institution {
  const at = base.toISOString();
  const { units, rows: unitRows } = buildUnits(rng, plan, addDays(base, -900).toISOString());

  // Users: a few super admins, unit admins, and social media managers for the rest.
  const users: SeedUser[] = [];
  const userRows: Row[] = [];
  const emails = new Set<string>();
  const superAdmins = Math.max(2, Math.round(plan.users * 0.003));
  const unitAdmins = Math.round(plan.users * 0.2);
  for (let i = 0; i < plan.users; i++) {
    const id = i + 1;
    const role: Role = i < superAdmins ? "super_admin" : i < superAdmins + unitAdmins ? "unit_admin" : "social_media_manager";
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    let email: string;
    if (i === 0) email = "admin@northbridge.edu";
    else if (i === superAdmins) email = "unit.admin@northbridge.edu";
    else if (i === superAdmins + unitAdmins) email = "manager@northbridge.edu";
    else {
      email = `${first}.${last}`.toLowerCase() + "@northbridge.edu";
      for (let n = 2; emails.has(email); n++) email = `${first}.${last}${n}`.toLowerCase() + "@northbridge.edu";
    }
    emails.add(email);
    const demo = i === 0 || i === superAdmins || i === superAdmins + unitAdmins;
    // The first managers after the demo one take each rarer status, so even the small size has them all.
    const forced = (["inactive", "pending_activation", "rejected"] as const)[i - (superAdmins + unitAdmins + 1)];
    const status: UserStatus =
      demo || role === "super_admin" ? "active" : (forced ?? rng.weighted({ active: 85, inactive: 7, pending_activation: 5, rejected: 3 }));
    const user: SeedUser = { id, name: `${first} ${last}`, email, role, status };
    users.push(user);
    const trained = rng.chance(0.7);
    const created = addDays(base, -rng.int(30, 800)).toISOString();
    userRows.push({
      id, name: user.name, email, password_hash: status === "active" || status === "inactive" ? passwordHash : null, role, status,
      login_attempts: 0, locked_until: null, password_updated_at: status === "active" ? created : null,
      is_enabled_two_factor: rng.chance(0.75) ? 1 : 0, is_in_use_secure_password: rng.chance(0.8) ? 1 : 0,
      is_accepted_policies: 0, is_completed_training_accessibility: trained ? 1 : 0, is_completed_training_risk: trained && rng.chance(0.9) ? 1 : 0,
      is_completed_training_brand: rng.chance(0.6) ? 1 : 0, has_knowledge_standards: rng.chance(0.65) ? 1 : 0,
      offboarding_completed: status === "inactive" && rng.chance(0.5) ? 1 : 0, admin_policy_agreement: role !== "social_media_manager" ? 1 : 0,
      date_of_last_training: trained ? isoDay(addDays(base, -rng.int(1, 400))) : null, date_of_last_policy_review: null,
      reject_reason: status === "rejected" ? "Not a member of this unit's communications team." : null, created_at: created, updated_at: created,
    });
  }

  // Grants: unit admins get a permanent grant on a faculty or department; managers get one to three
  // grants, some temporary: in force today, starting later, or already ended.
  const grants: SeedGrant[] = [];
  const granted = new Set<string>();
  const below = units.filter((u) => u.depth >= 1);
  const pool = below.length > 0 ? below : units;
  const addGrant = (g: SeedGrant) => {
    const key = `${g.userId}:${g.unitId}`;
    if (granted.has(key)) return;
    granted.add(key);
    grants.push(g);
  };
  const demoUnit = units.find((u) => u.depth === 1) ?? units[0]!;
  for (const u of users) {
    if (u.role === "super_admin") continue;
    if (u.email === "unit.admin@northbridge.edu" || u.email === "manager@northbridge.edu") {
      addGrant({ userId: u.id, unitId: demoUnit.id, type: "permanent", start: null, end: null });
      continue;
    }
    const n = u.role === "unit_admin" ? 1 : rng.int(1, 3);
    for (let k = 0; k < n; k++) {
      const unit = rng.pick(pool);
      const kind = u.role === "unit_admin" && k === 0 ? "permanent" : rng.weighted({ permanent: 60, inForce: 20, future: 10, expired: 10 });
      if (kind === "permanent") addGrant({ userId: u.id, unitId: unit.id, type: "permanent", start: null, end: null });
      else if (kind === "inForce") addGrant({ userId: u.id, unitId: unit.id, type: "temporary", start: isoDay(addDays(base, -rng.int(1, 90))), end: isoDay(addDays(base, rng.int(0, 300))) });
      else if (kind === "future") addGrant({ userId: u.id, unitId: unit.id, type: "temporary", start: isoDay(addDays(base, rng.int(1, 60))), end: isoDay(addDays(base, rng.int(61, 240))) });
      else addGrant({ userId: u.id, unitId: unit.id, type: "temporary", start: isoDay(addDays(base, -rng.int(120, 400))), end: isoDay(addDays(base, -rng.int(1, 119))) });
    }
  }
  const grantRows: Row[] = grants.map((g, i) => ({ id: i + 1, user_id: g.userId, unit_id: g.unitId, type: g.type, start_date: g.start, end_date: g.end, created_at: at }));

  // Each unit's admin and backups: active unit admins with a permanent grant on it.
  const adminsOf = new Map<number, number[]>();
  const byId = new Map(users.map((u) => [u.id, u]));
  for (const g of grants) {
    const u = byId.get(g.userId)!;
    if (u.role === "unit_admin" && u.status === "active" && g.type === "permanent") adminsOf.set(g.unitId, [...(adminsOf.get(g.unitId) ?? []), u.id]);
  }
  const backupRows: Row[] = [];
  for (const row of unitRows) {
    const admins = adminsOf.get(Number(row["id"])) ?? [];
    if (admins[0] !== undefined) row["admin_id"] = admins[0];
    for (const b of admins.slice(1, 3)) backupRows.push({ unit_id: row["id"] as number, user_id: b });
  }

  const reviewRows: Row[] = [];
  for (const u of users) {
    if (u.status !== "pending_activation" && u.status !== "rejected") continue;
    const requester = users[superAdmins]!;
    reviewRows.push({
      id: reviewRows.length + 1, user_id: u.id, requested_by_id: requester.id, status: u.status === "rejected" ? "rejected" : "open",
      reason: u.status === "rejected" ? "Not a member of this unit's communications team." : null,
      decided_by_id: u.status === "rejected" ? 1 : null, decided_at: u.status === "rejected" ? addDays(base, -rng.int(1, 30)).toISOString() : null,
      created_at: addDays(base, -rng.int(31, 60)).toISOString(),
    });
  }

  // Accounts: every platform, every status, owned by one or two units.
  const staff = users.filter((u) => u.role !== "super_admin" && u.status === "active");
  const managers = staff.filter((u) => u.role === "social_media_manager");
  // An account's managers are people whose access covers its unit (a grant in force on it or a unit
  // above it), as in a real institution: picked from anyone, most managed accounts they could not
  // even see, and a manager's "My accounts" was empty. Each pick still draws once, so everything
  // seeded after the accounts stays as it was.
  const today = isoDay(base);
  const unitById = new Map(units.map((u) => [u.id, u]));
  const activeManagerIds = new Set(managers.map((m) => m.id));
  const managersGrantedOn = new Map<number, SeedUser[]>();
  for (const g of grants) {
    const inForce = (g.start === null || g.start <= today) && (g.end === null || g.end >= today);
    if (!inForce || !activeManagerIds.has(g.userId)) continue;
    managersGrantedOn.set(g.unitId, [...(managersGrantedOn.get(g.unitId) ?? []), byId.get(g.userId)!]);
  }
  const managersCovering = new Map<number, SeedUser[]>();
  const coveringOf = (unitId: number): SeedUser[] => {
    let found = managersCovering.get(unitId);
    if (!found) {
      found = [];
      for (let at = unitById.get(unitId); at; at = at.parentId === null ? undefined : unitById.get(at.parentId)) found.push(...(managersGrantedOn.get(at.id) ?? []));
      managersCovering.set(unitId, found);
    }
    return found;
  };
  const accounts: SeedAccount[] = [];
  const accountRows: Row[] = [];
  const accountUnitRows: Row[] = [];
  const managerRows: Row[] = [];
  const hosts: Record<Platform, string> = {
    facebook: "https://www.facebook.com/", instagram: "https://www.instagram.com/", twitter: "https://x.com/", linkedin: "https://www.linkedin.com/company/",
    tiktok: "https://www.tiktok.com/@", youtube: "https://www.youtube.com/@", other: "https://mastodon.social/@",
  };
  for (let i = 0; i < plan.accounts; i++) {
    const id = i + 1;
    const platform = i < PLATFORMS.length ? PLATFORMS[i]! : rng.pick(PLATFORMS);
    const statuses = ["active", "inactive", "in_transition", "pending_approval"] as const;
    const status = i < statuses.length ? statuses[i]! : rng.weighted({ active: 62, inactive: 10, in_transition: 8, pending_approval: 20 });
    const owner = i === 0 ? demoUnit : rng.pick(units);
    const unitIds = [owner.id];
    if (rng.chance(0.15)) {
      const other = rng.pick(units);
      if (other.id !== owner.id) unitIds.push(other.id);
    }
    const primary = rng.pick(staff);
    let backup: SeedUser | null = rng.chance(0.8) ? rng.pick(staff) : null;
    if (backup?.id === primary.id) backup = null;
    // At most 15 characters with the id kept whole, so every address is a real one (X's limit) and names one account.
    const handle = `${owner.name.toLowerCase().replace(/[^a-z]+/g, "").slice(0, 15 - String(id).length)}${id}`;
    const thirdParty = rng.chance(0.1);
    accounts.push({ id, name: `${owner.name} on ${platform}`, platform, status, unitIds, primaryAdminId: primary.id, backupAdminId: backup?.id ?? null });
    const created = addDays(base, -rng.int(10, 2000));
    accountRows.push({
      id, name: `${owner.name} (${platform === "twitter" ? "X" : platform[0]!.toUpperCase() + platform.slice(1)})`, profile_url: `${hosts[platform]}${handle}`, platform,
      creation_date: isoDay(created), primary_admin_id: primary.id, backup_admin_id: backup?.id ?? null,
      admin_contact_emails: JSON.stringify([primary.email]), account_handle: `@${handle}`, business_id: rng.chance(0.5) ? String(rng.int(100000000, 999999999)) : "",
      contact_email: primary.email, contact_phone: rng.chance(0.5) ? `+1617${rng.int(1000000, 9999999)}` : "",
      third_party_management: thirdParty ? "yes" : "no", third_party_provider: thirdParty ? "BrightSocial Agency" : "",
      third_party_contact: thirdParty && rng.chance(0.7) ? "ops@brightsocial.example" : "",
      password_management_practice: rng.pick(PASSWORD_MANAGEMENT_PRACTICES), linked_tools: JSON.stringify(rng.chance(0.6) ? [rng.pick(LINKED_TOOLS)] : []),
      verification_status: rng.pick(["verified", "notVerified", "pending"] as const), platform_support_details: "", notes: "",
      status, backup_contact_info: backup ? backup.email : "", deactivation_reason: status === "inactive" ? "Account retired after the programme merged into its faculty." : null,
      created_at: created.toISOString(), updated_at: created.toISOString(),
    });
    unitIds.forEach((unitId, position) => accountUnitRows.push({ social_media_id: id, unit_id: unitId, position }));
    const chosen = new Set<number>();
    const mgrCount = managers.length === 0 ? 0 : rng.int(1, 3);
    const covering = coveringOf(owner.id);
    for (let k = 0; k < mgrCount; k++) chosen.add(rng.pick(covering.length > 0 ? covering : managers).id);
    for (const userId of chosen) managerRows.push({ social_media_id: id, user_id: userId });
  }

  const flagRows: Row[] = [];
  for (const a of accounts) {
    if (!rng.chance(0.3)) continue;
    const status = rng.weighted({ open: 55, in_review: 15, resolved: 20, dismissed: 10 });
    const scan = rng.chance(0.6);
    const created = addDays(base, -rng.int(1, 200)).toISOString();
    flagRows.push({
      id: flagRows.length + 1, social_media_id: a.id, category: rng.pick(FLAG_CATEGORIES), severity: rng.pick(FLAG_SEVERITIES),
      description: scan ? "Raised by the risk scan." : "Reported by a unit administrator.", status, source: scan ? "scan" : "user",
      raised_by_id: scan ? null : a.primaryAdminId, resolution_note: status === "resolved" || status === "dismissed" ? "Checked with the account's administrators." : null,
      resolved_at: status === "resolved" || status === "dismissed" ? at : null, created_at: created, updated_at: created,
    });
  }

  // One policy; most active users accepted it (the demo users always did, so the CLI works at once).
  const policyId = 1;
  const policyRows: Row[] = [{ id: policyId, version: 1, text: JSON.stringify(POLICY_TEXT), created_by_id: 1, created_at: addDays(base, -365).toISOString() }];
  const ackRows: Row[] = [];
  for (const [i, u] of users.entries()) {
    const demo = i === 0 || u.email.endsWith("admin@northbridge.edu") || u.email === "manager@northbridge.edu";
    if (u.status !== "active" || (!demo && !rng.chance(0.9))) continue;
    const when = addDays(base, -rng.int(1, 360));
    ackRows.push({ id: ackRows.length + 1, policy_id: policyId, user_id: u.id, created_at: when.toISOString() });
    userRows[i]!["is_accepted_policies"] = 1;
    userRows[i]!["date_of_last_policy_review"] = isoDay(when);
  }

  return {
    units, users, grants, accounts, policyId,
    rows: {
      units: unitRows, users: userRows, unit_backup_admins: backupRows, access_grants: grantRows, review_requests: reviewRows,
      social_medias: accountRows, social_media_units: accountUnitRows, social_media_managers: managerRows, flags: flagRows,
      policies: policyRows, policy_acknowledgments: ackRows,
      ...directoryRows(accountRows, accountUnitRows, unitRows, base),
    },
    demo: { superAdmin: "admin@northbridge.edu", unitAdmin: "unit.admin@northbridge.edu", manager: "manager@northbridge.edu" },
  };
}
