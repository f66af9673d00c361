// Issue 17: the super admins' group mappings (GET/PATCH /api/identity/group-mappings).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

let h: Harness;
let root: string;
let science: number;
let arts: number;

beforeEach(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  science = (await insertUnit(h, "Science", uni.id)).id;
  arts = (await insertUnit(h, "Arts", uni.id)).id;
});
afterEach(() => h.close());

const auditOf = async () => (await call(h, "GET", "/api/audit-logs?entity=identity-group-mappings", { token: root })).body.docs;

describe("group mappings", () => {
  it("a super admin replaces the whole list; the change is audited with before and after, and saving it again writes nothing", async () => {
    const first = await call(h, "PATCH", "/api/identity/group-mappings", {
      token: root,
      body: { mappings: [{ group: "science-admins", unit: science, role: "unit_admin" }, { group: "arts-comms", unit: arts, role: "social_media_manager" }] },
    });
    expect(first.status).toBe(200);
    expect(first.body.docs).toEqual([
      expect.objectContaining({ group: "arts-comms", unit: { id: arts, name: "Arts" }, role: "social_media_manager" }),
      expect.objectContaining({ group: "science-admins", unit: { id: science, name: "Science" }, role: "unit_admin" }),
    ]);
    const second = await call(h, "PATCH", "/api/identity/group-mappings", { token: root, body: { mappings: [{ group: "science-admins", unit: science, role: "unit_admin" }] } });
    expect(second.body.docs).toHaveLength(1);
    expect((await call(h, "GET", "/api/identity/group-mappings", { token: root })).body.docs).toEqual(second.body.docs);

    const entries = await auditOf();
    expect(entries).toHaveLength(2);
    expect(entries[0].prev.mappings).toHaveLength(2);
    expect(entries[0].current.mappings).toEqual([expect.objectContaining({ group: "science-admins" })]);
    expect(entries[0].organizations.map((o: { id: number }) => o.id).sort()).toEqual([science, arts].sort());

    await call(h, "PATCH", "/api/identity/group-mappings", { token: root, body: { mappings: [{ group: "science-admins", unit: science, role: "unit_admin" }] } });
    expect(await auditOf()).toHaveLength(2);
  });

  it("only super admins read or change them, decided before the body is read", async () => {
    const admin = await insertUser(h, "ua@uni.edu", "unit_admin");
    await grant(h, admin.id, science);
    const token = await signIn(h, "ua@uni.edu");
    expect((await call(h, "GET", "/api/identity/group-mappings", { token })).status).toBe(403);
    const refused = await call(h, "PATCH", "/api/identity/group-mappings", { token, body: "{ not even json" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ERROR_CODES.forbidden);
    expect((await call(h, "GET", "/api/identity/group-mappings")).status).toBe(401);
  });

  it("refuses an unknown unit, a group mapped twice to one unit, a super admin role and unknown fields; nothing changes", async () => {
    const bad = [
      { mappings: [{ group: "g", unit: 9999, role: "unit_admin" }] },
      { mappings: [{ group: "g", unit: science, role: "unit_admin" }, { group: "g", unit: science, role: "social_media_manager" }] },
      { mappings: [{ group: "g", unit: science, role: "super_admin" }] },
      { mappings: [{ group: "", unit: science, role: "unit_admin" }] },
      { mappings: [{ group: "g", unit: science, role: "unit_admin", extra: true }] },
    ];
    for (const body of bad) {
      const res = await call(h, "PATCH", "/api/identity/group-mappings", { token: root, body });
      expect({ body, status: res.status, name: res.body.name }).toEqual({ body, status: 400, name: "ValidationError" });
    }
    expect((await call(h, "GET", "/api/identity/group-mappings", { token: root })).body.docs).toEqual([]);
    expect(await auditOf()).toEqual([]);
  });
});
