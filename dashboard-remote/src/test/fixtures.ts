import type { ListResponse, PolicyDoc, PublicUser, Role, UnitDoc } from "@steward/shared";

export function makeUser(role: Role, overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    name: "Ada Lovelace",
    email: "ada@example.org",
    role,
    status: "active",
    organizations: [],
    loginAttempts: 0,
    passwordUpdatedAt: null,
    isEnabledTwoFactor: false,
    isInUseSecurePassword: false,
    isAcceptedPolicies: true,
    isCompletedTrainingAccessibility: false,
    isCompletedTrainingRisk: false,
    isCompletedTrainingBrand: false,
    hasKnowledgeStandards: false,
    offboardingCompleted: false,
    admin_policy_agreement: false,
    date_of_last_training: null,
    date_of_last_policy_review: null,
    reject_reason: null,
    createdAt: "2024-01-01T00:00:00.000Z",
    updatedAt: "2024-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeUnit(id: number, overrides: Partial<UnitDoc> = {}): UnitDoc {
  return {
    id,
    name: `Unit ${id}`,
    type: "department",
    parent: null,
    depth: 0,
    path: `/${id}/`,
    pathNames: [overrides.name ?? `Unit ${id}`],
    admin: null,
    backupAdmins: [],
    email: "",
    phone: "",
    status: "active",
    description: "",
    delegatedPermissions: false,
    children: [],
    createdAt: "2024-01-01T00:00:00.000Z",
    updatedAt: "2024-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function listOf<T>(docs: T[], page = 1, limit = 10, totalDocs = docs.length): ListResponse<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

export const POLICY: PolicyDoc = {
  id: 7,
  version: 2,
  createdAt: "2024-01-01T00:00:00.000Z",
  text: {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 1, textAlign: null }, content: [{ type: "text", text: "Social media policy" }] },
      { type: "paragraph", content: [{ type: "text", text: "Protect the institution's accounts." }] },
    ],
  },
};
