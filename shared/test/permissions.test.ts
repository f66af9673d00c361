import { describe, expect, it } from "vitest";
import { ACTIONS, can, navEntriesFor, RESOURCES, ROLES, bypassesScope, type Action, type Resource, type Role } from "../index.ts";

// product-spec.md section 6, transcribed independently of permissions.ts: C R U D per role.
const SPEC: Record<Resource, Record<Role, string>> = {
  DASHBOARD: { super_admin: "CRUD", unit_admin: "CRUD", social_media_manager: "CRUD" },
  UNITS: { super_admin: "CRUD", unit_admin: "RU", social_media_manager: "R" },
  USERS: { super_admin: "CRUD", unit_admin: "CRU", social_media_manager: "RU" },
  SOCIAL_MEDIAS: { super_admin: "CRUD", unit_admin: "CRU", social_media_manager: "R" },
  FLAGS: { super_admin: "CRUD", unit_admin: "CRU", social_media_manager: "R" },
  POLICIES: { super_admin: "CRUD", unit_admin: "R", social_media_manager: "R" },
  REVIEW_REQUESTS: { super_admin: "RU", unit_admin: "", social_media_manager: "" },
  AUDIT_LOGS: { super_admin: "R", unit_admin: "R", social_media_manager: "" },
  // Issue 18: recertification campaigns; unit admins read and decide (update) items in scope.
  CAMPAIGNS: { super_admin: "CRUD", unit_admin: "RU", social_media_manager: "" },
};
const LETTER: Record<Action, string> = { create: "C", read: "R", update: "U", delete: "D" };

describe("permission matrix (product-spec.md section 6)", () => {
  const cases = RESOURCES.flatMap((resource) =>
    ROLES.flatMap((role) => ACTIONS.map((action) => [role, resource, action, SPEC[resource][role].includes(LETTER[action])] as const)),
  );

  it("covers every role x resource x action", () => {
    expect(cases).toHaveLength(3 * 9 * 4);
  });

  it.each(cases)("%s on %s may %s: %s", (role, resource, action, expected) => {
    expect(can(role, resource, action)).toBe(expected);
  });
});

describe("scope bypass", () => {
  it("super admins bypass scope except on the audit log", () => {
    for (const resource of RESOURCES) {
      expect(bypassesScope("super_admin", resource)).toBe(resource !== "AUDIT_LOGS");
      expect(bypassesScope("unit_admin", resource)).toBe(false);
      expect(bypassesScope("social_media_manager", resource)).toBe(false);
    }
  });
});

describe("sidebar entries", () => {
  it("show only readable resources, in the spec's order; Reports only to super admins and unit admins", () => {
    expect(navEntriesFor("super_admin").map((e) => e.label)).toEqual([
      "Dashboard", "Units", "Users", "Social Media", "Policy", "Risk Flags", "Campaigns", "My Reviews", "Cases", "Audit Log", "Incidents", "Import", "Reports",
    ]);
    expect(navEntriesFor("unit_admin").map((e) => e.label)).toEqual([
      "Dashboard", "Units", "Users", "Social Media", "Policy", "Risk Flags", "Campaigns", "My Reviews", "Cases", "Audit Log", "Incidents", "Import", "Reports",
    ]);
    expect(navEntriesFor("social_media_manager").map((e) => e.label)).toEqual([
      "Dashboard", "Units", "Users", "Social Media", "Policy", "Risk Flags", "Cases", "Incidents",
    ]);
  });
});
