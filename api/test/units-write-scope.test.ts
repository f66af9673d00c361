// The units write endpoints as a table: role x relation of the target to the caller's grant x
// grant state, over HTTP. Out of scope (or a grant not in force) answers 404 exactly like missing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUser, signIn } from "./fixtures.ts";
import { auditCount, buildTree, type Tree } from "./units-tree.ts";

let h: Harness;
let tree: Tree;

beforeAll(async () => {
  h = await createHarness();
  await firstUser(h);
  tree = await buildTree(h);
});
afterAll(() => h.close());

// Relative to the harness clock, 2026-03-15.
const GRANT_STATES = {
  none: null,
  permanent: ["permanent", null, null],
  temporaryInForce: ["temporary", "2026-03-01", "2026-03-31"],
  future: ["temporary", "2026-03-16", "2026-04-30"],
  expired: ["temporary", "2026-02-01", "2026-03-14"],
  firstDay: ["temporary", "2026-03-15", "2026-03-20"],
  lastDay: ["temporary", "2026-03-01", "2026-03-15"],
} as const;
const IN_FORCE = new Set(["permanent", "temporaryInForce", "firstDay", "lastDay"]);

// The caller's grant is on the faculty (/1/2/), whose child Physics is active.
const RELATIONS = { own: "faculty", descendant: "dept", ancestor: "root", sibling: "sibling", lookAlike: "lookAlike", unrelated: "other" } as const;

/** What a unit admin gets from PATCH: its own unit has an active child (409, the state refuses it), below it 200. */
function expectedPatch(role: string, state: string, relation: string): number {
  if (role === "social_media_manager") return 403;
  if (!IN_FORCE.has(state)) return 404;
  if (relation === "own") return 409;
  if (relation === "descendant") return 200;
  return 404;
}

function expectedCandidates(role: string, state: string, relation: string): number {
  if (role === "social_media_manager") return 403;
  return IN_FORCE.has(state) && (relation === "own" || relation === "descendant") ? 200 : 404;
}

describe.each(["unit_admin", "social_media_manager"] as const)("unit writes by a %s", (role) => {
  describe.each(Object.keys(GRANT_STATES) as (keyof typeof GRANT_STATES)[])("with grant state %s", (state) => {
    let token: string;
    beforeAll(async () => {
      const email = `w-${role}-${state}@uni.edu`.toLowerCase();
      const user = await insertUser(h, email, role);
      const g = GRANT_STATES[state];
      if (g) await grant(h, user.id, tree.faculty, g[0], g[1], g[2]);
      token = await signIn(h, email);
    });

    it.each(Object.entries(RELATIONS))("%s unit", async (relation, key) => {
      const id = tree[key as keyof Tree];
      const audits = await auditCount(h);
      const patch = await call(h, "PATCH", "/api/organization", { token, body: { id, description: `${role} ${state}` } });
      const expected = expectedPatch(role, state, relation);
      expect(patch.status).toBe(expected);
      expect(await auditCount(h)).toBe(audits + (expected === 200 ? 1 : 0));
      if (expected === 404) expect(patch.body).toEqual({ message: "NOT_FOUND" });

      const candidates = await call(h, "GET", `/api/organization/filtered-users?parentOrgId=${id}`, { token });
      expect(candidates.status).toBe(expectedCandidates(role, state, relation));

      // Nobody but a super admin creates units, wherever the parent is.
      const create = await call(h, "POST", "/api/organization", { token, body: { name: "New", parentOrg: id, admin: 1 } });
      expect(create.status).toBe(403);
    });
  });
});
