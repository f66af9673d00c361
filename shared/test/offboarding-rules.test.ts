// The rules of offboarding beyond the matrix (shared/offboarding-rules.ts), as tables.
import { describe, expect, it } from "vitest";
import { mayCloseHandoverTask, mayOffboard, mayOffboardUsers, mayRecordActivity, successorAnswersUnits, type Role } from "../index.ts";

const who = (id: number, role: Role) => ({ id, role });

describe("mayOffboard", () => {
  const scope = ["/1/2/"];
  it.each([
    // actor, target, target's unit paths, caller's scope, expected
    ["a super admin, anyone but themselves", who(1, "super_admin"), who(2, "super_admin"), [], "all", true],
    ["a super admin, themselves", who(1, "super_admin"), who(1, "super_admin"), [], "all", false],
    ["a unit admin, a manager wholly in scope", who(1, "unit_admin"), who(2, "social_media_manager"), ["/1/2/", "/1/2/5/"], scope, true],
    ["a unit admin, a unit admin wholly in scope", who(1, "unit_admin"), who(2, "unit_admin"), ["/1/2/5/"], scope, true],
    ["a unit admin, someone with access elsewhere too", who(1, "unit_admin"), who(2, "social_media_manager"), ["/1/2/", "/1/3/"], scope, false],
    ["a unit admin, a look-alike unit", who(1, "unit_admin"), who(2, "social_media_manager"), ["/1/23/"], scope, false],
    ["a unit admin, someone with no unit", who(1, "unit_admin"), who(2, "social_media_manager"), [], scope, false],
    ["a unit admin, a super admin", who(1, "unit_admin"), who(2, "super_admin"), [], scope, false],
    ["a unit admin, themselves", who(1, "unit_admin"), who(1, "unit_admin"), ["/1/2/"], scope, false],
    ["a manager, anyone", who(1, "social_media_manager"), who(2, "social_media_manager"), ["/1/2/"], scope, false],
  ] as const)("%s", (_name, actor, target, paths, roots, expected) => {
    expect(mayOffboard(actor, target, paths, roots)).toBe(expected);
  });

  it("the route's role rule", () => {
    expect([mayOffboardUsers("super_admin"), mayOffboardUsers("unit_admin"), mayOffboardUsers("social_media_manager")]).toEqual([true, true, false]);
  });
});

describe("successorAnswersUnits", () => {
  it.each([
    ["an active unit admin", { id: 2, role: "unit_admin", status: "active" }, true],
    ["an inactive unit admin", { id: 2, role: "unit_admin", status: "inactive" }, false],
    ["a manager", { id: 2, role: "social_media_manager", status: "active" }, false],
    ["a super admin", { id: 2, role: "super_admin", status: "active" }, false],
    ["the caller", { id: 1, role: "unit_admin", status: "active" }, false],
  ] as const)("%s", (_name, successor, expected) => {
    expect(successorAnswersUnits(who(1, "unit_admin"), successor)).toBe(expected);
  });
});

describe("mayCloseHandoverTask and mayRecordActivity", () => {
  it.each([
    ["the assignee, even a manager", who(3, "social_media_manager"), 3, false, true],
    ["a super admin", who(1, "super_admin"), 3, false, true],
    ["a unit admin in scope", who(2, "unit_admin"), 3, true, true],
    ["a unit admin outside scope", who(2, "unit_admin"), 3, false, false],
    ["another manager in scope", who(4, "social_media_manager"), 3, true, false],
  ] as const)("close: %s", (_name, actor, assigneeId, inScope, expected) => {
    expect(mayCloseHandoverTask(actor, { assigneeId }, inScope)).toBe(expected);
  });

  it.each([
    ["a super admin", who(1, "super_admin"), false, true],
    ["a unit admin in scope", who(2, "unit_admin"), true, true],
    ["the account's manager", who(5, "social_media_manager"), true, true],
    ["the account's backup administrator", who(6, "social_media_manager"), true, true],
    ["another manager in scope", who(7, "social_media_manager"), true, false],
    ["a unit admin outside scope", who(2, "unit_admin"), false, false],
  ] as const)("record activity: %s", (_name, actor, inScope, expected) => {
    expect(mayRecordActivity(actor, { adminIds: [4, 6], managerIds: [5] }, inScope)).toBe(expected);
  });
});
