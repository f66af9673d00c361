// The users policy's refusals: each assertion refuses exactly when its shared predicate says no,
// with the code the API answers. The predicates' full table is shared/test/user-rules.test.ts.
import { COMPLIANCE_FIELDS, ERROR_CODES, VALIDATION, type Role } from "@steward/shared";
import { describe, expect, it } from "vitest";
import type { Actor } from "../domain/actor.ts";
import { Refusal } from "../domain/errors.ts";
import type { Scope } from "../domain/scope.ts";
import {
  assertCreateFieldsAllowed,
  assertFieldsAllowed,
  assertMayChangeEmail,
  assertMayCrossSuperAdmin,
  assertMayEdit,
  assertMayManageAccessOf,
  assertMayOffboard,
  assertRoleAllowed,
  assertUnitsUsable,
  grantRefusalFor,
} from "./users.ts";

const actor = (role: Role, id = 1): Actor => ({ id, name: "a", email: "a@uni.edu", role, status: "active", sessionId: "s", currentPolicyId: null, acceptedCurrentPolicy: true });
const someone = (role: Role, id = 2) => ({ id, role });
const ALL: Scope = { kind: "all" };
const FACULTY: Scope = { kind: "paths", roots: ["/1/2/"] };

/** The refusal `run` throws, or null when it passes. */
function refusal(run: () => void): { kind: string; message: string; field?: string } | null {
  try {
    run();
    return null;
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const body = e.body as { message: string; field?: string };
    return { kind: e.kind, message: body.message, ...(body.field ? { field: body.field } : {}) };
  }
}

describe("editing a user", () => {
  it("lets a super admin edit anyone, a unit admin managers only, a manager themselves only", () => {
    expect(refusal(() => assertMayEdit(actor("super_admin"), someone("super_admin")))).toBeNull();
    expect(refusal(() => assertMayEdit(actor("unit_admin"), someone("social_media_manager")))).toBeNull();
    expect(refusal(() => assertMayEdit(actor("unit_admin"), someone("unit_admin")))?.kind).toBe("forbidden");
    expect(refusal(() => assertMayEdit(actor("social_media_manager", 5), someone("social_media_manager", 5)))).toBeNull();
    expect(refusal(() => assertMayEdit(actor("social_media_manager", 5), someone("social_media_manager", 6)))?.kind).toBe("forbidden");
  });

  it("names the first field the role may not set; compliance fields are anyone's", () => {
    expect(refusal(() => assertFieldsAllowed(actor("unit_admin"), { id: 2, name: "n", status: "inactive" }))).toEqual({ kind: "forbidden", message: ERROR_CODES.fieldNotAllowed, field: "status" });
    expect(refusal(() => assertFieldsAllowed(actor("social_media_manager"), { email: "x@uni.edu" }))?.field).toBe("email");
    expect(refusal(() => assertFieldsAllowed(actor("social_media_manager"), { name: "n", [COMPLIANCE_FIELDS[0]!]: true }))).toBeNull();
    expect(refusal(() => assertFieldsAllowed(actor("super_admin"), { status: "inactive", role: "unit_admin" }))).toBeNull();
    expect(refusal(() => assertFieldsAllowed(actor("unit_admin"), { status: undefined }))).toBeNull();
  });

  it("keeps a new user's status and password to super admins", () => {
    expect(refusal(() => assertCreateFieldsAllowed(actor("unit_admin"), { status: "active" }))?.field).toBe("status");
    expect(refusal(() => assertCreateFieldsAllowed(actor("unit_admin"), { password: "x" }))?.field).toBe("password");
    expect(refusal(() => assertCreateFieldsAllowed(actor("unit_admin"), {}))).toBeNull();
    expect(refusal(() => assertCreateFieldsAllowed(actor("super_admin"), { status: "active", password: "x" }))).toBeNull();
  });

  it("gives no role above one's own, and only a super admin moves anyone into or out of super admin", () => {
    expect(refusal(() => assertRoleAllowed(actor("unit_admin"), "super_admin"))?.kind).toBe("forbidden");
    expect(refusal(() => assertRoleAllowed(actor("unit_admin"), "unit_admin"))).toBeNull();
    expect(refusal(() => assertRoleAllowed(actor("unit_admin"), undefined))).toBeNull();
    expect(refusal(() => assertMayCrossSuperAdmin(actor("unit_admin"), "super_admin", "unit_admin"))?.kind).toBe("forbidden");
    expect(refusal(() => assertMayCrossSuperAdmin(actor("unit_admin"), "social_media_manager", "unit_admin"))).toBeNull();
    expect(refusal(() => assertMayCrossSuperAdmin(actor("super_admin"), "unit_admin", "super_admin"))).toBeNull();
  });

  it("lets a scoped editor change the e-mail only of someone wholly in their scope", () => {
    expect(refusal(() => assertMayChangeEmail(actor("unit_admin"), ["/1/2/3/"], FACULTY))).toBeNull();
    expect(refusal(() => assertMayChangeEmail(actor("unit_admin"), ["/1/2/3/", "/1/9/"], FACULTY))).toEqual({ kind: "forbidden", message: ERROR_CODES.userOutsideScope, field: "email" });
    expect(refusal(() => assertMayChangeEmail(actor("super_admin"), ["/1/9/"], ALL))).toBeNull();
  });

  it("answers a unit missing or outside the scope alike, by its place in the list", () => {
    const found = new Map([
      [3, { path: "/1/2/3/" }],
      [9, { path: "/1/9/" }],
    ]);
    expect(refusal(() => assertUnitsUsable([3], found, FACULTY))).toBeNull();
    expect(refusal(() => assertUnitsUsable([3, 9], found, FACULTY))?.kind).toBe("invalid");
    expect(refusal(() => assertUnitsUsable([3, 4], found, ALL))?.kind).toBe("invalid");
    expect(refusal(() => assertUnitsUsable([3, 9], found, ALL))).toBeNull();
  });
});

describe("access and offboarding", () => {
  it("manages nobody's access on a super admin row, nor one's own", () => {
    expect(refusal(() => assertMayManageAccessOf(actor("unit_admin"), someone("super_admin")))?.message).toBe(ERROR_CODES.forbidden);
    expect(refusal(() => assertMayManageAccessOf(actor("super_admin", 1), someone("unit_admin", 1)))?.message).toBe(ERROR_CODES.ownAccess);
    expect(refusal(() => assertMayManageAccessOf(actor("unit_admin"), someone("social_media_manager")))).toBeNull();
  });

  it("gives a bulk grant row to nobody's own access, nor to a super admin, who has every unit", () => {
    expect(grantRefusalFor(actor("unit_admin", 1), someone("social_media_manager", 1))).toBe(VALIDATION.ownAccess);
    expect(grantRefusalFor(actor("super_admin", 1), someone("super_admin", 2))).toBe("Super admins have every unit; they take no grants");
    expect(grantRefusalFor(actor("unit_admin", 1), someone("unit_admin", 2))).toBeNull();
  });

  it("offboards nobody themselves, and a unit admin only people wholly in scope", () => {
    expect(refusal(() => assertMayOffboard(actor("super_admin", 1), someone("unit_admin", 1), [], ALL))?.message).toBe(ERROR_CODES.ownOffboarding);
    expect(refusal(() => assertMayOffboard(actor("super_admin"), someone("super_admin"), [], ALL))).toBeNull();
    expect(refusal(() => assertMayOffboard(actor("unit_admin"), someone("social_media_manager"), ["/1/2/5/"], FACULTY))).toBeNull();
    expect(refusal(() => assertMayOffboard(actor("unit_admin"), someone("social_media_manager"), ["/1/2/5/", "/1/9/"], FACULTY))?.message).toBe(ERROR_CODES.userOutsideScope);
    expect(refusal(() => assertMayOffboard(actor("unit_admin"), someone("super_admin"), [], FACULTY))?.message).toBe(ERROR_CODES.forbidden);
  });
});
