// The rules beyond the matrix (shared/user-rules.ts), one table each, written out from
// product-spec.md section 6 and docs/decisions.md rather than from the code.
import { describe, expect, it } from "vitest";
import {
  isSuperAdmin,
  mayChangeAccessOf,
  mayChangeEmailOf,
  mayEditUser,
  mayEditUserField,
  mayManageAccess,
  mayManageAccessOf,
  roleChangeNeedsReview,
  rolesGivableBy,
  type Role,
} from "../index.ts";

const SA: Role = "super_admin";
const UA: Role = "unit_admin";
const SMM: Role = "social_media_manager";
const me = (role: Role) => ({ id: 1, role });
const other = (role: Role) => ({ id: 2, role });

describe("who may edit whom", () => {
  it.each([
    [SA, SA, true], [SA, UA, true], [SA, SMM, true],
    [UA, SA, false], [UA, UA, false], [UA, SMM, true],
    [SMM, SA, false], [SMM, UA, false], [SMM, SMM, false],
  ] as const)("%s edits another %s: %s", (actor, target, expected) => {
    expect(mayEditUser(me(actor), other(target))).toBe(expected);
  });
  it("a manager edits their own row", () => expect(mayEditUser(me(SMM), me(SMM))).toBe(true));
});

describe("which fields", () => {
  it.each([
    [SA, "status", false, true], [SA, "email", false, true],
    [UA, "name", false, true], [UA, "email", false, true], [UA, "role", false, true], [UA, "organizations", false, true],
    [UA, "status", false, false], [UA, "isEnabledTwoFactor", true, true],
    [SMM, "name", false, true], [SMM, "isEnabledTwoFactor", true, true],
    [SMM, "email", false, false], [SMM, "role", false, false], [SMM, "organizations", false, false], [SMM, "status", false, false],
  ] as const)("%s sets %s (compliance field: %s): %s", (role, field, compliance, expected) => {
    expect(mayEditUserField(role, field, compliance)).toBe(expected);
  });
});

describe("roles, access and identity", () => {
  it("roles one may give", () => {
    expect(rolesGivableBy(SA)).toEqual([SA, UA, SMM]);
    expect(rolesGivableBy(UA)).toEqual([UA, SMM]);
    expect(rolesGivableBy(SMM)).toEqual([SMM]);
  });
  it("a raise needs review unless a super admin makes it", () => {
    expect(roleChangeNeedsReview(UA, SMM, UA)).toBe(true);
    expect(roleChangeNeedsReview(SA, SMM, UA)).toBe(false);
    expect(roleChangeNeedsReview(UA, UA, SMM)).toBe(false);
  });
  it("manage access: super and unit admins, not on super admin rows, never on oneself", () => {
    expect([SA, UA, SMM].map(mayManageAccess)).toEqual([true, true, false]);
    expect(mayManageAccessOf(me(UA), other(SMM))).toBe(true);
    expect(mayManageAccessOf(me(UA), other(SA))).toBe(false);
    expect(mayManageAccessOf(me(SA), other(UA))).toBe(true);
    expect(mayManageAccessOf(me(UA), me(UA))).toBe(false);
    expect(mayChangeAccessOf(me(SA), me(SA))).toBe(false);
  });
  it("an e-mail only of someone wholly in scope, unless a super admin", () => {
    expect(mayChangeEmailOf(me(UA), ["/1/2/", "/1/2/5/"], ["/1/2/"])).toBe(true);
    expect(mayChangeEmailOf(me(UA), ["/1/2/", "/1/3/"], ["/1/2/"])).toBe(false);
    expect(mayChangeEmailOf(me(UA), ["/1/23/"], ["/1/2/"])).toBe(false);
    expect(mayChangeEmailOf(me(SA), ["/9/"], [])).toBe(true);
  });
  it("super admin only", () => expect([SA, UA, SMM].map(isSuperAdmin)).toEqual([true, false, false]));
});
