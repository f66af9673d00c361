// The predicates about accounts, units, flags and new users that the API's policies enforce and the
// dashboard reads to decide what to offer (account-rules.ts, unit-rules.ts, schemas/flags.ts, user-rules.ts).
import { describe, expect, it } from "vitest";
import { mayMoveAccount, mayMoveFlag, mayMoveUnit, newAccountStatus, newUserNeedsReview, unitLockedFor } from "../index.ts";

describe("accounts", () => {
  it("starts a super admin's account active, anyone else's pending approval", () => {
    expect(newAccountStatus("super_admin")).toBe("active");
    expect(newAccountStatus("unit_admin")).toBe("pending_approval");
    expect(newAccountStatus("social_media_manager")).toBe("pending_approval");
  });
  it("moves only along decisions.md's transitions", () => {
    expect(mayMoveAccount("pending_approval", "in_transition")).toBe(true);
    expect(mayMoveAccount("in_transition", "active")).toBe(true);
    expect(mayMoveAccount("active", "inactive")).toBe(true);
    expect(mayMoveAccount("inactive", "active")).toBe(true);
    expect(mayMoveAccount("pending_approval", "active")).toBe(false);
    expect(mayMoveAccount("active", "in_transition")).toBe(false);
  });
});

describe("units", () => {
  it("moves units for super admins only, and locks a unit with active sub-units for everyone else", () => {
    expect(mayMoveUnit("super_admin")).toBe(true);
    expect(mayMoveUnit("unit_admin")).toBe(false);
    expect(unitLockedFor("unit_admin", true)).toBe(true);
    expect(unitLockedFor("unit_admin", false)).toBe(false);
    expect(unitLockedFor("super_admin", true)).toBe(false);
  });
});

describe("flags and new users", () => {
  it("reopens a closed flag only, and has a super admin's new users skip review", () => {
    expect(mayMoveFlag("resolved", "open")).toBe(true);
    expect(mayMoveFlag("resolved", "dismissed")).toBe(false);
    expect(mayMoveFlag("open", "in_review")).toBe(true);
    expect(newUserNeedsReview("super_admin")).toBe(false);
    expect(newUserNeedsReview("unit_admin")).toBe(true);
  });
});
