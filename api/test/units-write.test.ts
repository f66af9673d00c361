// The units write path through HTTP: create, update, move, disable and admin candidates, with the
// spec's messages, the role matrix, scope (404 outside it) and one audit entry per change.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ERROR_CODES, VALIDATION } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUser, signIn } from "./fixtures.ts";
import { auditCount, buildTree, lastAudit, unitCount, unitRow, type Tree } from "./units-tree.ts";
import { users } from "../src/db/schema.ts";
import { eq } from "drizzle-orm";

let h: Harness;
let tree: Tree;
let rootToken: string;
let rootId: number;

beforeEach(async () => {
  h = await createHarness();
  const first = await firstUser(h);
  rootToken = first.token;
  rootId = first.user.id as number;
  tree = await buildTree(h);
});
afterEach(() => h.close());

async function unitAdmin(email: string, unitId: number | null, state: "permanent" | "expired" = "permanent") {
  const user = await insertUser(h, email, "unit_admin");
  if (unitId !== null) {
    if (state === "permanent") await grant(h, user.id, unitId);
    else await grant(h, user.id, unitId, "temporary", "2026-01-01", "2026-03-14");
  }
  return { id: user.id, token: await signIn(h, email) };
}

const post = (body: unknown, token = rootToken) => call(h, "POST", "/api/organization", { token, body });
const patch = (body: unknown, token = rootToken) => call(h, "PATCH", "/api/organization", { token, body });

describe("POST /api/organization", () => {
  it("creates a top-level unit with the spec's defaults and writes its audit entry", async () => {
    const before = await auditCount(h);
    const res = await post({ name: "  New College ", admin: rootId });
    expect(res.status).toBe(201);
    expect(res.body.doc).toMatchObject({
      name: "New College",
      type: "higher_education_institution",
      status: "active",
      parent: null,
      depth: 0,
      admin: { id: rootId },
      backupAdmins: [],
      email: "",
      phone: "",
      delegatedPermissions: false,
    });
    expect(res.body.doc.path).toBe(`/${res.body.doc.id}/`);
    expect(await auditCount(h)).toBe(before + 1);
    const entry = await lastAudit(h);
    expect(entry).toMatchObject({ action: "create", entity: "organization", documentId: res.body.doc.id, userId: rootId });
    expect(entry.organizations).toEqual([res.body.doc.id]);
  });

  it("creates a sub-unit with its path, depth, every field, and the ancestors in the audit entry", async () => {
    const admin = await unitAdmin("fac-admin@uni.edu", tree.faculty);
    const backup = await unitAdmin("root-admin@uni.edu", tree.root);
    const res = await post({
      name: "Optics Lab",
      type: "program",
      parentOrg: tree.dept,
      admin: admin.id,
      backupAdmins: [backup.id, rootId],
      email: "Optics@Uni.edu",
      phone: "+14155550100",
      status: "pending_review",
      description: "Lasers",
      delegatedPermissions: true,
    });
    expect(res.status).toBe(201);
    const id = res.body.doc.id;
    expect(res.body.doc).toMatchObject({
      parent: { id: tree.dept, name: "Physics" },
      depth: 3,
      path: `/1/2/3/${id}/`,
      type: "program",
      email: "optics@uni.edu",
      phone: "+14155550100",
      status: "pending_review",
      description: "Lasers",
      delegatedPermissions: true,
    });
    expect(res.body.doc.backupAdmins.map((b: { id: number }) => b.id).sort()).toEqual([rootId, backup.id].sort());
    expect((await lastAudit(h)).organizations).toEqual([1, 2, 3, id]);
    const sub = await post({ name: "Sub", parentOrg: tree.faculty, admin: rootId });
    expect(sub.body.doc.type).toBe("division");
  });

  it.each([
    ["an empty name", { name: "  " }, "name", VALIDATION.nameRequired],
    ["a missing name", { name: undefined }, "name", VALIDATION.nameRequired],
    ["a name over 100 characters", { name: "x".repeat(101) }, "name", VALIDATION.unitNameMax],
    ["a missing admin", { admin: undefined }, "admin", VALIDATION.adminRequired],
    ["a null admin", { admin: null }, "admin", VALIDATION.adminRequired],
    ["an invalid e-mail", { email: "not-an-email" }, "email", VALIDATION.invalidEmail],
    ["a phone starting with 0", { phone: "+0123456" }, "phone", VALIDATION.invalidPhone],
    ["a phone with one digit", { phone: "+1" }, "phone", VALIDATION.invalidPhone],
    ["a phone with 16 digits", { phone: "+1234567890123456" }, "phone", VALIDATION.invalidPhone],
    ["a phone with letters", { phone: "+1415abc" }, "phone", VALIDATION.invalidPhone],
    ["an unknown status", { status: "pending" }, "status", VALIDATION.unitStatusInvalid],
    ["a sub-unit type at the top level", { type: "department" }, "type", VALIDATION.unitTypeLevel],
    ["an unknown type", { type: "castle" }, "type", VALIDATION.unitTypeLevel],
    ["the admin as a backup admin too", { backupAdmins: [1] }, "backupAdmins", VALIDATION.unitBackupIsAdmin],
  ])("refuses %s with the spec's message and writes nothing", async (_label, change, path, message) => {
    const units = await unitCount(h);
    const audits = await auditCount(h);
    const res = await post({ name: "Valid", admin: rootId, ...change });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe("ValidationError");
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await unitCount(h)).toBe(units);
    expect(await auditCount(h)).toBe(audits);
  });

  it("accepts an empty e-mail and phone, and a 100-character name", async () => {
    const res = await post({ name: "y".repeat(100), admin: rootId, email: "", phone: "" });
    expect(res.status).toBe(201);
  });

  it("refuses a top-level type under a parent and an unknown parent", async () => {
    const typed = await post({ name: "Sub", parentOrg: tree.root, type: "government_agency", admin: rootId });
    expect(typed.body.errors).toEqual([{ path: "type", message: VALIDATION.unitTypeLevel }]);
    const orphan = await post({ name: "Sub", parentOrg: 99999, admin: rootId });
    expect(orphan.status).toBe(400);
    expect(orphan.body.errors).toEqual([{ path: "parentOrg", message: VALIDATION.unitParentNotFound }]);
  });

  it("refuses admins who may not administer the unit", async () => {
    const elsewhere = await unitAdmin("other-admin@uni.edu", tree.other);
    const expired = await unitAdmin("expired@uni.edu", tree.root, "expired");
    const manager = await insertUser(h, "smm@uni.edu", "social_media_manager");
    await grant(h, manager.id, tree.root);
    for (const admin of [elsewhere.id, expired.id, manager.id, 99999]) {
      const res = await post({ name: "Sub", parentOrg: tree.faculty, admin });
      expect(res.status, String(admin)).toBe(400);
      expect(res.body.errors).toEqual([{ path: "admin", message: VALIDATION.unitAdminNotCandidate }]);
    }
    const backup = await post({ name: "Sub", parentOrg: tree.faculty, admin: rootId, backupAdmins: [elsewhere.id] });
    expect(backup.body.errors).toEqual([{ path: "backupAdmins", message: VALIDATION.unitBackupNotCandidate }]);
    const top = await post({ name: "Top", admin: elsewhere.id });
    expect(top.status).toBe(201);
  });

  it("is for super admins only", async () => {
    const admin = await unitAdmin("fac-admin@uni.edu", tree.faculty);
    const manager = await insertUser(h, "smm@uni.edu", "social_media_manager");
    await grant(h, manager.id, tree.faculty);
    const units = await unitCount(h);
    expect((await post({ name: "Sub", parentOrg: tree.faculty, admin: admin.id }, admin.token)).status).toBe(403);
    expect((await post({ name: "Sub", parentOrg: tree.faculty, admin: admin.id }, await signIn(h, "smm@uni.edu"))).status).toBe(403);
    expect((await call(h, "POST", "/api/organization", { body: { name: "Sub", admin: 1 } })).status).toBe(401);
    expect(await unitCount(h)).toBe(units);
  });
});

describe("PATCH /api/organization", () => {
  it("changes the fields of a unit and records prev and current", async () => {
    const before = await auditCount(h);
    const res = await patch({ id: tree.dept, name: "Physics & Astronomy", phone: "+442079460000", admin: rootId, description: "Stars" });
    expect(res.status).toBe(200);
    expect(res.body.doc).toMatchObject({ name: "Physics & Astronomy", phone: "+442079460000", admin: { id: rootId }, description: "Stars", path: "/1/2/3/" });
    expect(await auditCount(h)).toBe(before + 1);
    const entry = await lastAudit(h);
    expect(entry).toMatchObject({ action: "update", entity: "organization", documentId: tree.dept });
    expect(JSON.parse(entry.prev ?? "null")).toMatchObject({ name: "Physics" });
    expect(JSON.parse(entry.current ?? "null")).toMatchObject({ name: "Physics & Astronomy" });
    expect(entry.organizations).toEqual([1, 2, 3]);
  });

  it("validates with the same messages", async () => {
    const res = await patch({ id: tree.dept, name: "", email: "x", phone: "012", admin: null });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: "name", message: VALIDATION.nameRequired },
        { path: "email", message: VALIDATION.invalidEmail },
        { path: "phone", message: VALIDATION.invalidPhone },
        { path: "admin", message: VALIDATION.adminRequired },
      ]),
    );
    const typed = await patch({ id: tree.dept, type: "healthcare_system" });
    expect(typed.body.errors).toEqual([{ path: "type", message: VALIDATION.unitTypeLevel }]);
    expect((await patch({ id: 99999, name: "x" })).status).toBe(404);
  });

  describe("moving a unit", () => {
    it("rewrites the paths and depths of its whole subtree, and nothing else", async () => {
      const lawBefore = await unitRow(h, tree.lookAlike);
      const clinicBefore = await unitRow(h, tree.lookAlikeChild);
      const res = await patch({ id: tree.faculty, parentOrg: tree.sibling });
      expect(res.status).toBe(200);
      expect(res.body.doc).toMatchObject({ parent: { id: tree.sibling }, depth: 2, path: "/1/4/2/" });
      expect(await unitRow(h, tree.faculty)).toMatchObject({ path: "/1/4/2/", depth: 2, parentId: tree.sibling });
      expect(await unitRow(h, tree.dept)).toMatchObject({ path: "/1/4/2/3/", depth: 3, parentId: tree.faculty });
      // The look-alike prefix /1/23/ is outside the range of /1/2/.
      expect(await unitRow(h, tree.lookAlike)).toEqual(lawBefore);
      expect(await unitRow(h, tree.lookAlikeChild)).toEqual(clinicBefore);
      const entry = await lastAudit(h);
      expect(entry.organizations).toEqual([1, 2, 4]);
    });

    it("moves to the top level and back down", async () => {
      const up = await patch({ id: tree.faculty, parentOrg: null, type: "other" });
      expect(up.status).toBe(200);
      expect(await unitRow(h, tree.faculty)).toMatchObject({ path: "/2/", depth: 0, parentId: null });
      expect(await unitRow(h, tree.dept)).toMatchObject({ path: "/2/3/", depth: 1 });
      const down = await patch({ id: tree.faculty, parentOrg: tree.lookAlikeChild });
      expect(down.status).toBe(200);
      expect(await unitRow(h, tree.dept)).toMatchObject({ path: "/1/23/24/2/3/", depth: 4 });
    });

    it("needs a type of the new level", async () => {
      const res = await patch({ id: tree.faculty, parentOrg: null });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "type", message: VALIDATION.unitTypeLevel }]);
      expect(await unitRow(h, tree.faculty)).toMatchObject({ path: "/1/2/" });
    });

    it.each([
      ["under itself", "faculty"],
      ["under its child", "dept"],
    ] as const)("refuses a cycle (%s) and writes nothing", async (_label, target) => {
      const audits = await auditCount(h);
      const res = await patch({ id: tree.faculty, parentOrg: tree[target] });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "parentOrg", message: VALIDATION.unitCycle }]);
      expect(await unitRow(h, tree.faculty)).toMatchObject({ path: "/1/2/", parentId: tree.root });
      expect(await unitRow(h, tree.dept)).toMatchObject({ path: "/1/2/3/" });
      expect(await auditCount(h)).toBe(audits);
    });

    it("refuses the root under its grandchild", async () => {
      const res = await patch({ id: tree.root, parentOrg: tree.dept, type: "division" });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "parentOrg", message: VALIDATION.unitCycle }]);
    });

    it("scope follows the move", async () => {
      const artsAdmin = await unitAdmin("arts@uni.edu", tree.sibling);
      const scienceAdmin = await unitAdmin("science@uni.edu", tree.faculty);
      const lawAdmin = await unitAdmin("law@uni.edu", tree.lookAlike);
      const sees = async (token: string, id: number) => (await call(h, "GET", `/api/organization/${id}`, { token })).status === 200;
      expect(await sees(artsAdmin.token, tree.dept)).toBe(false);

      expect((await patch({ id: tree.faculty, parentOrg: tree.sibling })).status).toBe(200);
      expect(await sees(artsAdmin.token, tree.faculty)).toBe(true);
      expect(await sees(artsAdmin.token, tree.dept)).toBe(true);
      expect(await sees(scienceAdmin.token, tree.dept)).toBe(true);
      expect(await sees(lawAdmin.token, tree.dept)).toBe(false);

      expect((await patch({ id: tree.faculty, parentOrg: tree.other })).status).toBe(200);
      expect(await sees(artsAdmin.token, tree.faculty)).toBe(false);
      expect(await sees(artsAdmin.token, tree.dept)).toBe(false);
      const list = await call(h, "GET", "/api/organization?limit=100", { token: artsAdmin.token });
      expect(list.body.docs.map((d: { id: number }) => d.id)).not.toContain(tree.dept);
    });

    it("re-checks the admins at the new place", async () => {
      const arts = await unitAdmin("arts@uni.edu", tree.sibling);
      expect((await patch({ id: tree.dept, admin: rootId, backupAdmins: [] })).status).toBe(200);
      // The faculty's admin-to-be must be a candidate under the new parent.
      const res = await patch({ id: tree.faculty, parentOrg: tree.other, admin: arts.id });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "admin", message: VALIDATION.unitAdminNotCandidate }]);
      expect((await patch({ id: tree.faculty, parentOrg: tree.sibling, admin: arts.id })).status).toBe(200);
    });
  });

  describe("by a unit admin", () => {
    it("changes its own leaf unit and a descendant, never the parent", async () => {
      const admin = await unitAdmin("physics@uni.edu", tree.dept);
      const res = await patch({ id: tree.dept, name: "Physics Dept", parentOrg: tree.faculty }, admin.token);
      expect(res.status).toBe(200);
      expect(res.body.doc.name).toBe("Physics Dept");
      const audits = await auditCount(h);
      const moved = await patch({ id: tree.dept, parentOrg: tree.sibling }, admin.token);
      expect(moved.status).toBe(403);
      expect(moved.body).toEqual({ message: ERROR_CODES.unitParentChangeNotAllowed });
      expect(await auditCount(h)).toBe(audits);
      expect(await unitRow(h, tree.dept)).toMatchObject({ parentId: tree.faculty });
    });

    it("cannot change a unit with active child units, until they are inactive", async () => {
      const admin = await unitAdmin("science@uni.edu", tree.faculty);
      // 409: the unit's state refuses it (api-contract.md's conflict), not the role.
      const blocked = await patch({ id: tree.faculty, name: "Sciences" }, admin.token);
      expect(blocked.status).toBe(409);
      expect(blocked.body).toEqual({ message: ERROR_CODES.unitHasActiveChildren });
      const disable = await call(h, "PUT", `/api/organization/disable/${tree.faculty}`, { token: admin.token });
      expect(disable.status).toBe(409);
      expect(disable.body).toEqual({ message: ERROR_CODES.unitHasActiveChildren });
      expect((await patch({ id: tree.dept, status: "inactive" }, admin.token)).status).toBe(200);
      expect((await patch({ id: tree.faculty, name: "Sciences" }, admin.token)).status).toBe(200);
    });

    it.each([
      ["ancestor", "root"],
      ["sibling", "sibling"],
      ["look-alike prefix", "lookAlike"],
      ["look-alike child", "lookAlikeChild"],
      ["unrelated", "other"],
    ] as const)("answers 404 for an %s unit", async (_label, key) => {
      const admin = await unitAdmin("science@uni.edu", tree.faculty);
      const audits = await auditCount(h);
      const res = await patch({ id: tree[key], name: "Taken" }, admin.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "NOT_FOUND" });
      expect((await call(h, "PUT", `/api/organization/disable/${tree[key]}`, { token: admin.token })).status).toBe(404);
      expect(await auditCount(h)).toBe(audits);
    });

    it("answers 404 everywhere when the grant is not in force", async () => {
      const admin = await unitAdmin("late@uni.edu", tree.dept, "expired");
      expect((await patch({ id: tree.dept, name: "x" }, admin.token)).status).toBe(404);
    });

    it("may choose only admins it can see who may administer the unit", async () => {
      const admin = await unitAdmin("science@uni.edu", tree.faculty);
      const colleague = await unitAdmin("colleague@uni.edu", tree.dept);
      const outsider = await unitAdmin("arts@uni.edu", tree.sibling);
      expect((await patch({ id: tree.dept, admin: outsider.id }, admin.token)).body.errors).toEqual([
        { path: "admin", message: VALIDATION.unitAdminNotCandidate },
      ]);
      expect((await patch({ id: tree.dept, admin: rootId }, admin.token)).body.errors).toEqual([
        { path: "admin", message: VALIDATION.unitAdminNotCandidate },
      ]);
      const ok = await patch({ id: tree.dept, admin: colleague.id, backupAdmins: [admin.id] }, admin.token);
      expect(ok.status).toBe(200);
      expect(ok.body.doc.admin.id).toBe(colleague.id);
    });

    it("keeps an admin it cannot see when saving other fields", async () => {
      expect((await patch({ id: tree.dept, admin: rootId })).status).toBe(200);
      const admin = await unitAdmin("physics@uni.edu", tree.dept);
      const res = await patch({ id: tree.dept, admin: rootId, name: "Renamed" }, admin.token);
      expect(res.status).toBe(200);
    });
  });

  it("is refused to social media managers", async () => {
    const manager = await insertUser(h, "smm@uni.edu", "social_media_manager");
    await grant(h, manager.id, tree.dept);
    const token = await signIn(h, "smm@uni.edu");
    expect((await patch({ id: tree.dept, name: "x" }, token)).status).toBe(403);
    expect((await call(h, "PUT", `/api/organization/disable/${tree.dept}`, { token })).status).toBe(403);
    expect((await call(h, "GET", `/api/organization/filtered-users`, { token })).status).toBe(403);
  });
});

describe("PUT /api/organization/disable/:id", () => {
  it("sets the status to inactive with an audit entry; again changes nothing", async () => {
    const audits = await auditCount(h);
    const res = await call(h, "PUT", `/api/organization/disable/${tree.faculty}`, { token: rootToken });
    expect(res.status).toBe(200);
    expect(res.body.doc.status).toBe("inactive");
    expect(await auditCount(h)).toBe(audits + 1);
    const entry = await lastAudit(h);
    expect(entry).toMatchObject({ action: "update", entity: "organization", documentId: tree.faculty });
    expect(entry.organizations).toEqual([1, 2]);
    // Children keep their own status.
    expect((await unitRow(h, tree.dept)).status).toBe("active");
    const again = await call(h, "PUT", `/api/organization/disable/${tree.faculty}`, { token: rootToken });
    expect(again.status).toBe(200);
    expect(await auditCount(h)).toBe(audits + 1);
  });

  it("lets a unit admin disable a leaf in scope", async () => {
    const admin = await unitAdmin("science@uni.edu", tree.faculty);
    const res = await call(h, "PUT", `/api/organization/disable/${tree.dept}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.doc.status).toBe("inactive");
    expect((await call(h, "PUT", `/api/organization/disable/99999`, { token: rootToken })).status).toBe(404);
  });
});

describe("GET /api/organization/filtered-users", () => {
  const ids = (res: { body: { docs: { id: number }[] } }) => res.body.docs.map((d) => d.id).sort((a, b) => a - b);

  it("answers the users who may administer a unit under the parent", async () => {
    const rootAdmin = await unitAdmin("root-admin@uni.edu", tree.root);
    const facultyAdmin = await unitAdmin("science@uni.edu", tree.faculty);
    const deptAdmin = await unitAdmin("physics@uni.edu", tree.dept);
    await unitAdmin("arts@uni.edu", tree.sibling);
    await unitAdmin("law@uni.edu", tree.lookAlike);
    await unitAdmin("expired@uni.edu", tree.faculty, "expired");
    await unitAdmin("nogrant@uni.edu", null);
    const inactive = await unitAdmin("inactive@uni.edu", tree.faculty);
    await h.database.direct.update(users).set({ status: "inactive" }).where(eq(users.id, inactive.id));
    const manager = await insertUser(h, "smm@uni.edu", "social_media_manager");
    await grant(h, manager.id, tree.faculty);

    const res = await call(h, "GET", `/api/organization/filtered-users?parentOrgId=${tree.faculty}&parentOrgName=Faculty%20of%20Science`, { token: rootToken });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([rootId, rootAdmin.id, facultyAdmin.id].sort((a, b) => a - b));
    expect(res.body.docs.find((d: { id: number }) => d.id === facultyAdmin.id)).toEqual({
      id: facultyAdmin.id,
      name: "science",
      email: "science@uni.edu",
      role: "unit_admin",
    });
    // An existing unit's own grants count too.
    const forDept = await call(h, "GET", `/api/organization/filtered-users?parentOrgId=${tree.faculty}&unitId=${tree.dept}`, { token: rootToken });
    expect(ids(forDept)).toContain(deptAdmin.id);
  });

  it("without a parent answers every active unit admin and the super admins", async () => {
    const a = await unitAdmin("a@uni.edu", tree.other);
    const b = await unitAdmin("b@uni.edu", null);
    await unitAdmin("c@uni.edu", tree.root, "expired");
    const res = await call(h, "GET", "/api/organization/filtered-users", { token: rootToken });
    expect(ids(res)).toEqual(expect.arrayContaining([rootId, a.id, b.id]));
    expect(res.body.docs.every((d: { role: string }) => d.role !== "social_media_manager")).toBe(true);
  });

  it("is scoped for a unit admin: only people with grants in its scope, parents in scope", async () => {
    const science = await unitAdmin("science@uni.edu", tree.faculty);
    const physics = await unitAdmin("physics@uni.edu", tree.dept);
    await unitAdmin("root-admin@uni.edu", tree.root);
    const res = await call(h, "GET", `/api/organization/filtered-users?parentOrgId=${tree.faculty}&unitId=${tree.dept}`, { token: science.token });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([science.id, physics.id].sort((a, b) => a - b));
    // Its own unit under its parent, which lies outside its scope: the unit's path answers.
    const own = await call(h, "GET", `/api/organization/filtered-users?parentOrgId=${tree.root}&unitId=${tree.faculty}`, { token: science.token });
    expect(own.status).toBe(200);
    expect(ids(own)).toEqual([science.id]);
    for (const key of ["root", "sibling", "lookAlike", "other"] as const) {
      const out = await call(h, "GET", `/api/organization/filtered-users?parentOrgId=${tree[key]}`, { token: science.token });
      expect(out.status, key).toBe(404);
    }
  });

  it("searches name and e-mail with a limit for a chooser, saying how many there are in all", async () => {
    const ada1 = await unitAdmin("ada.one@uni.edu", null);
    const ada2 = await unitAdmin("ada.two@uni.edu", null);
    await unitAdmin("bob@uni.edu", null);
    const found = await call(h, "GET", "/api/organization/filtered-users?search=ada&limit=1", { token: rootToken });
    expect(found.status).toBe(200);
    expect(found.body.docs).toEqual([{ id: ada1.id, name: "ada.one", email: "ada.one@uni.edu", role: "unit_admin" }]);
    expect(found.body.totalDocs).toBe(2);
    const byMail = await call(h, "GET", "/api/organization/filtered-users?search=two%40uni&limit=20", { token: rootToken });
    expect(ids(byMail)).toEqual([ada2.id]);
    // Without a limit, the specified answer: everyone, and the count beside it.
    const all = await call(h, "GET", "/api/organization/filtered-users", { token: rootToken });
    expect(all.body.totalDocs).toBe(all.body.docs.length);
    expect((await call(h, "GET", "/api/organization/filtered-users?limit=0", { token: rootToken })).body).toMatchObject({ errors: [{ message: "limit must be between 1 and 100" }] });
  });

  it("refuses a malformed id and is not captured by /organization/:id", async () => {
    expect((await call(h, "GET", "/api/organization/filtered-users?parentOrgId=abc", { token: rootToken })).status).toBe(400);
    expect((await call(h, "GET", "/api/organization/filtered-users?parentOrgId=", { token: rootToken })).status).toBe(200);
    expect((await call(h, "GET", "/api/organization/filtered-users?parentOrgId=99999", { token: rootToken })).status).toBe(404);
    expect((await call(h, "GET", "/api/organization/filtered-users")).status).toBe(401);
  });
});

describe("a unit's path by name", () => {
  it("names every unit along the path, top first, on one unit and on a list page", async () => {
    const one = await call(h, "GET", `/api/organization/${tree.dept}`, { token: rootToken });
    expect(one.body.doc.pathNames).toEqual(["University", "Faculty of Science", "Physics"]);
    const list = await call(h, "GET", "/api/organization?search=Faculty&limit=100", { token: rootToken });
    const byName = new Map(list.body.docs.map((d: { name: string; pathNames: string[] }) => [d.name, d.pathNames]));
    expect(byName.get("Faculty of Arts")).toEqual(["University", "Faculty of Arts"]);
  });
});
