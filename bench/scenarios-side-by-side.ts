// The read scenarios Steward and the Payload peer both have (issue 21), each as Steward's request
// and the peer's request for the same answer: the same caller, page size, page, filters, search
// and sort. The peer asks depth=1 where Steward expands references ({id, name[, email]}: the
// peer's `defaultPopulate` gives the same fields) and depth=0 where Steward gives ids.
// docs/performance.md ("The peer") lists what still differs.
import type { Client } from "@libsql/client";
import { DEMO_PASSWORD } from "../api/src/seed/sizes.ts";
import { http, type RunningServer } from "../tests/support/server.ts";

export type Caller = "admin" | "super";

export interface Scenario {
  key: string;
  section: "auth" | "accounts" | "audit";
  name: string;
  /** The name without this institution's page numbers, the same at every size. */
  label: string;
  caller: Caller;
  steward: string;
  peer: string;
}

/** Signs in with the demo password and accepts the current policy, so that every route answers. */
export async function stewardSignIn(server: RunningServer, email: string): Promise<string> {
  const res = await http(server.url, "POST", "/api/users/login", { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`cannot sign in as ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  const current = await http(server.url, "GET", "/api/policies/current", { token });
  if (current.body?.policy && !current.body.accepted) {
    await http(server.url, "POST", "/api/acknowledgments", { token, body: { policy: current.body.policy.id } });
  }
  return token;
}

/** The heaviest scoped caller: a unit admin of a depth-2 unit with the most accounts below it. */
export async function pickCallers(db: Client): Promise<{ superEmail: string; adminEmail: string; adminPath: string }> {
  const superRow = (await db.execute("SELECT email FROM users WHERE role = 'super_admin' AND status = 'active' ORDER BY id LIMIT 1")).rows[0];
  const admin = (
    await db.execute(`
      SELECT u.email AS email, un.path AS path FROM users u
      JOIN access_grants g ON g.user_id = u.id AND g.type = 'permanent'
      JOIN units un ON un.id = g.unit_id AND un.depth = 2
      WHERE u.role = 'unit_admin' AND u.status = 'active'
      ORDER BY (SELECT count(*) FROM social_media_units smu JOIN units x ON x.id = smu.unit_id WHERE x.path >= un.path AND x.path < substr(un.path, 1, length(un.path) - 1) || '0') DESC
      LIMIT 1`)
  ).rows[0];
  if (!superRow || !admin) throw new Error("the seeded institution has no super admin or no mid-tree unit admin");
  return { superEmail: String(superRow["email"]), adminEmail: String(admin["email"]), adminPath: String(admin["path"]) };
}

const FILTERS = { status: "active,pending_approval", platform: "facebook,instagram,twitter", search: "a" };
const peerFilters =
  `where[status][in]=${FILTERS.status}&where[platform][in]=${FILTERS.platform}` +
  `&where[or][0][name][like]=${FILTERS.search}&where[or][1][accountHandle][like]=${FILTERS.search}&where[or][2][profileUrl][like]=${FILTERS.search}`;

const deep = (totalPages: number | undefined) => Math.max(1, Math.floor((totalPages ?? 1) * 0.9));

/**
 * Every scenario, with its deep page (90 % of the way through, as Steward counts the pages) and the
 * account whose audit tab is read (the unit admin's first account).
 */
export async function sideBySideScenarios(server: RunningServer, tokens: Record<Caller, string>): Promise<Scenario[]> {
  const pages = async (path: string, caller: Caller) => (await http(server.url, "GET", path, { token: tokens[caller] })).body;
  const adminAccounts = await pages("/api/social-medias?limit=10", "admin");
  const superAccounts = await pages("/api/social-medias?limit=10", "super");
  const superAudit = await pages("/api/audit-logs?limit=10", "super");
  const adminAudit = await pages("/api/audit-logs?limit=10", "admin");
  const accountId = adminAccounts?.docs?.[0]?.id ?? 1;
  const accounts = (caller: Caller, who: string, totalPages: number | undefined): Scenario[] => {
    const page = deep(totalPages);
    return [
      { key: `accounts-${caller}-p1`, section: "accounts", name: `${who}, page 1`, label: `${who}, page 1`, caller, steward: "/api/social-medias?limit=10", peer: "/api/social-medias?limit=10&page=1&sort=name,id&depth=1" },
      { key: `accounts-${caller}-deep`, section: "accounts", name: `${who}, page ${page} (deep)`, label: `${who}, deep page`, caller, steward: `/api/social-medias?limit=10&page=${page}`, peer: `/api/social-medias?limit=10&page=${page}&sort=name,id&depth=1` },
      {
        key: `accounts-${caller}-filters`,
        section: "accounts",
        name: `${who}, filters + search`,
        label: `${who}, filters + search`,
        caller,
        steward: `/api/social-medias?limit=10&status=${FILTERS.status}&platform=${FILTERS.platform}&search=${FILTERS.search}`,
        peer: `/api/social-medias?limit=10&page=1&sort=name,id&depth=1&${peerFilters}`,
      },
    ];
  };
  const superDeep = deep(superAudit?.totalPages);
  const adminDeep = deep(adminAudit?.totalPages);
  return [
    { key: "me", section: "auth", name: "GET /api/users/me (unit admin)", label: "GET /api/users/me (unit admin)", caller: "admin", steward: "/api/users/me", peer: "/api/users/me?depth=1" },
    ...accounts("admin", "unit admin", adminAccounts?.totalPages),
    ...accounts("super", "super admin", superAccounts?.totalPages),
    { key: "audit-super-p1", section: "audit", name: "super admin, page 1", label: "super admin, page 1", caller: "super", steward: "/api/audit-logs?limit=10", peer: "/api/audit-logs?limit=10&page=1&sort=-id&depth=1" },
    { key: "audit-super-deep", section: "audit", name: `super admin, page ${superDeep} (deep)`, label: "super admin, deep page", caller: "super", steward: `/api/audit-logs?limit=10&page=${superDeep}`, peer: `/api/audit-logs?limit=10&page=${superDeep}&sort=-id&depth=1` },
    { key: "audit-admin-p1", section: "audit", name: "unit admin, page 1", label: "unit admin, page 1", caller: "admin", steward: "/api/audit-logs?limit=10", peer: "/api/audit-logs?limit=10&page=1&sort=-id&depth=1" },
    { key: "audit-admin-deep", section: "audit", name: `unit admin, page ${adminDeep} (deep)`, label: "unit admin, deep page", caller: "admin", steward: `/api/audit-logs?limit=10&page=${adminDeep}`, peer: `/api/audit-logs?limit=10&page=${adminDeep}&sort=-id&depth=1` },
    {
      key: "audit-tab",
      section: "audit",
      name: "an account's audit tab",
      label: "an account's audit tab",
      caller: "admin",
      steward: `/api/audit-logs?entity=social-medias&documentId=${accountId}`,
      peer: `/api/audit-logs?limit=10&page=1&sort=-id&depth=1&where[entity][equals]=social-medias&where[documentId][equals]=${accountId}`,
    },
  ];
}

/** The scenarios whose growth with the institution's size is measured (all but the audit tab's account, which differs per size). */
export const GROWTH_KEYS = ["me", "accounts-admin-p1", "accounts-admin-deep", "accounts-admin-filters", "accounts-super-p1", "accounts-super-deep", "accounts-super-filters", "audit-super-p1", "audit-super-deep", "audit-admin-p1", "audit-admin-deep"];
