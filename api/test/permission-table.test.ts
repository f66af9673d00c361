// The permission table, through HTTP: every role x endpoint x relation of the target to the
// caller's unit (own, descendant, ancestor, sibling, look-alike prefix /1/2/ vs /1/23/, unrelated)
// x grant state (none, permanent, temporary in force, future, expired, first day, last day).
// The expected answer comes from the shared matrix and scope rule, not from the code under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type Action, type Resource, type Role } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

const RELATIONS = ["own", "descendant", "ancestor", "sibling", "lookAlike", "unrelated"] as const;
type Relation = (typeof RELATIONS)[number];

// Harness clock: 2026-03-15.
const GRANT_STATES = {
  none: null,
  permanent: ["permanent", null, null],
  temporaryInForce: ["temporary", "2026-03-01", "2026-03-31"],
  future: ["temporary", "2026-03-16", "2026-04-30"],
  expired: ["temporary", "2026-02-01", "2026-03-14"],
  firstDay: ["temporary", "2026-03-15", "2026-03-20"],
  lastDay: ["temporary", "2026-03-01", "2026-03-15"],
} as const;
type GrantState = keyof typeof GRANT_STATES;
const IN_FORCE: ReadonlySet<GrantState> = new Set(["permanent", "temporaryInForce", "firstDay", "lastDay"]);

interface Target {
  unit: number;
  user: number;
  account: number;
  flag: number;
  auditEntry: number;
  unitName: string;
  /** The account's item in the open recertification campaign over its root (issue 18). */
  campaignItem: number;
}

interface Endpoint {
  name: string;
  resource: Resource;
  action: Action;
  request(t: Target): { method: string; path: string; body?: unknown };
  /** The answer inside scope when it is not 200 (a rule beyond the matrix). */
  inScope?(role: Role, relation: Relation): number;
  /** For list endpoints: whether the target shows in the answer, instead of a status. */
  listed?(body: { docs: { id: number }[] }, t: Target): boolean;
}

const ENDPOINTS: Endpoint[] = [
  { name: "GET unit", resource: "UNITS", action: "read", request: (t) => ({ method: "GET", path: `/api/organization/${t.unit}` }) },
  {
    name: "PATCH unit",
    resource: "UNITS",
    action: "update",
    request: (t) => ({ method: "PATCH", path: "/api/organization", body: { id: t.unit, name: t.unitName } }),
    // A unit admin may not edit a unit that has active child units ("own" has one): a conflict with its state.
    inScope: (role, relation) => (role === "unit_admin" && relation === "own" ? 409 : 200),
  },
  { name: "GET user", resource: "USERS", action: "read", request: (t) => ({ method: "GET", path: `/api/users/${t.user}` }) },
  {
    name: "PATCH user",
    resource: "USERS",
    action: "update",
    request: (t) => ({ method: "PATCH", path: "/api/users/", body: { id: t.user, name: `Manager ${t.user}` } }),
    // A social media manager edits only their own row; the target is someone else.
    inScope: (role) => (role === "social_media_manager" ? 403 : 200),
  },
  { name: "GET account", resource: "SOCIAL_MEDIAS", action: "read", request: (t) => ({ method: "GET", path: `/api/social-medias/${t.account}` }) },
  {
    name: "PATCH account",
    resource: "SOCIAL_MEDIAS",
    action: "update",
    request: (t) => ({ method: "PATCH", path: `/api/social-medias/${t.account}`, body: { notes: "Reviewed" } }),
  },
  {
    name: "GET flags of the account",
    resource: "FLAGS",
    action: "read",
    request: (t) => ({ method: "GET", path: `/api/flags?socialMedia=${t.account}` }),
    listed: (body, t) => body.docs.some((d) => d.id === t.flag),
  },
  { name: "PATCH flag", resource: "FLAGS", action: "update", request: (t) => ({ method: "PATCH", path: `/api/flags/${t.flag}`, body: { description: "Checked" } }) },
  { name: "GET audit entry", resource: "AUDIT_LOGS", action: "read", request: (t) => ({ method: "GET", path: `/api/audit-logs/${t.auditEntry}` }) },
  {
    name: "GET review queue of the account",
    resource: "CAMPAIGNS",
    action: "read",
    request: (t) => ({ method: "GET", path: `/api/campaign-items?socialMedia=${t.account}` }),
    listed: (body, t) => body.docs.some((d) => d.id === t.campaignItem),
  },
];

let h: Harness;
const targets = {} as Record<Relation, Target>;
const callers: { role: Role; state: GrantState; token: string }[] = [];

beforeAll(async () => {
  h = await createHarness();
  const root = (await firstUser(h)).token;
  // /1/ University, /1/2/ Faculty (the callers' unit), /1/2/3/ Department, /1/4/ Arts, then fillers
  // so that a unit under /1/ gets id 23 (/1/23/), and an unrelated root.
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const arts = await insertUnit(h, "Arts", uni.id);
  for (let i = 5; i <= 22; i++) await insertUnit(h, `Filler ${i}`, arts.id);
  const law = await insertUnit(h, "Law", uni.id);
  const other = await insertUnit(h, "Other Institution");
  expect([faculty.path, law.path]).toEqual(["/1/2/", "/1/23/"]);
  const units: Record<Relation, { id: number; name: string }> = { own: faculty, descendant: dept, ancestor: uni, sibling: arts, lookAlike: law, unrelated: other };

  for (const relation of RELATIONS) {
    const unit = units[relation];
    const manager = await insertUser(h, `manager-${relation.toLowerCase()}@uni.edu`, "social_media_manager");
    await grant(h, manager.id, unit.id);
    const account = await call(h, "POST", "/api/social-medias", {
      token: root,
      body: {
        name: `${unit.name} account`,
        profileUrl: `https://facebook.com/${relation}`,
        platform: "facebook",
        creationDate: "2026-03-15",
        organization: [unit.id],
        primaryAdmin: 1,
        adminContactEmails: ["social@uni.edu"],
        thirdPartyManagement: "no",
        socialMediaManagers: [manager.id],
      },
    });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    const flag = await call(h, "POST", "/api/flags", { token: root, body: { socialMedia: account.body.doc.id, category: "other", severity: "low", description: "Check" } });
    expect(flag.status).toBe(201);
    const entry = await call(h, "GET", `/api/audit-logs?entity=social-medias&documentId=${account.body.doc.id}`, { token: root });
    targets[relation] = { unit: unit.id, unitName: unit.name, user: manager.id, account: account.body.doc.id, flag: flag.body.doc.id, auditEntry: entry.body.docs[0].id, campaignItem: 0 };
  }
  // One open campaign over each root, accounts only: every target account gets one item.
  for (const top of [uni.id, other.id]) {
    const created = await call(h, "POST", "/api/campaigns", { token: root, body: { name: `Review ${top}`, unit: top, dueDate: "2026-04-15", subjects: ["accounts"], recurrence: null } });
    expect(created.status).toBe(201);
    expect((await call(h, "POST", `/api/campaigns/${created.body.doc.id}/open`, { token: root })).status).toBe(200);
    const items = await call(h, "GET", `/api/campaigns/${created.body.doc.id}/items?limit=100`, { token: root });
    for (const relation of RELATIONS) {
      const item = items.body.docs.find((i: { subject: { id: number } }) => i.subject.id === targets[relation].account);
      if (item) targets[relation].campaignItem = item.id;
    }
  }
  expect(RELATIONS.filter((relation) => targets[relation].campaignItem === 0)).toEqual([]);

  callers.push({ role: "super_admin", state: "none", token: root });
  for (const role of ["unit_admin", "social_media_manager"] as const) {
    for (const state of Object.keys(GRANT_STATES) as GrantState[]) {
      const email = `${role}-${state}@uni.edu`.toLowerCase();
      const user = await insertUser(h, email, role);
      const g = GRANT_STATES[state];
      if (g) await grant(h, user.id, faculty.id, g[0], g[1], g[2]);
      callers.push({ role, state, token: await signIn(h, email) });
    }
  }
});
afterAll(() => h.close());

function expectedStatus(role: Role, state: GrantState, relation: Relation, e: Endpoint): number {
  if (!can(role, e.resource, e.action)) return 403;
  const inScope = role === "super_admin" || (IN_FORCE.has(state) && (relation === "own" || relation === "descendant"));
  if (!inScope) return e.listed ? 200 : 404;
  return e.inScope?.(role, relation) ?? 200;
}

describe("permission table (role x endpoint x relation x grant state)", () => {
  it("covers 15 callers x 10 endpoints x 6 relations", () => {
    expect(callers).toHaveLength(15);
    expect(ENDPOINTS.length * RELATIONS.length * callers.length).toBe(900);
  });

  describe.each(ENDPOINTS.map((e) => [e.name, e] as const))("%s", (_name, endpoint) => {
    it("answers as the matrix and the scope rule say, for every caller and relation", async () => {
      const mismatches: string[] = [];
      for (const c of callers) {
        for (const relation of RELATIONS) {
          const t = targets[relation];
          const req = endpoint.request(t);
          const res = await call(h, req.method, req.path, { token: c.token, ...(req.body === undefined ? {} : { body: req.body }) });
          const want = expectedStatus(c.role, c.state, relation, endpoint);
          if (res.status !== want) mismatches.push(`${c.role}/${c.state}/${relation}: got ${res.status}, want ${want}`);
          if (endpoint.listed && res.status === 200) {
            const shouldList = c.role === "super_admin" || (IN_FORCE.has(c.state) && (relation === "own" || relation === "descendant"));
            if (endpoint.listed(res.body, t) !== shouldList) mismatches.push(`${c.role}/${c.state}/${relation}: listed ${!shouldList}, want ${shouldList}`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    });
  });
});
