// Accounts and answers for the social media component tests.
import type { AuditLogDoc, SocialMediaDetailDoc, SocialMediaOptions } from "@steward/shared";

export function makeAccount(id: number, overrides: Partial<SocialMediaDetailDoc> = {}): SocialMediaDetailDoc {
  return {
    id,
    name: `Account ${id}`,
    profileUrl: `https://www.youtube.com/@account${id}`,
    platform: "youtube",
    creationDate: "2026-01-10",
    organization: { id: 10, name: "Faculty of Science" },
    organizations: [{ id: 10, name: "Faculty of Science" }],
    primaryAdmin: { id: 2, name: "Una Admin", email: "ua@uni.edu" },
    backupAdmin: null,
    adminContactEmails: ["social@uni.edu"],
    accountHandle: `@account${id}`,
    businessId: "",
    contactEmail: "",
    contactPhone: "",
    thirdPartyManagement: "no",
    thirdPartyProvider: "",
    thirdPartyContact: "",
    passwordManagementPractice: null,
    linkedTools: [],
    verificationStatus: "pending",
    platformSupportDetails: "",
    socialMediaManagers: [{ id: 3, name: "Sam Manager", email: "smm@uni.edu" }],
    notes: "",
    status: "active",
    backupContactInfo: "",
    deactivationReason: null,
    publicListing: false,
    createdAt: "2026-01-10T10:00:00.000Z",
    updatedAt: "2026-02-01T10:00:00.000Z",
    riskLevel: null,
    lastAttestedAt: null,
    attestedUntil: null,
    attested: false,
    ...overrides,
  };
}

export const OPTIONS: SocialMediaOptions = {
  units: [
    { id: 10, name: "Faculty of Science" },
    { id: 11, name: "Physics" },
    { id: 12, name: "Chemistry" },
  ],
  users: [
    { id: 2, name: "Una Admin", email: "ua@uni.edu", role: "unit_admin" },
    { id: 3, name: "Sam Manager", email: "smm@uni.edu", role: "social_media_manager" },
    { id: 4, name: "Fay Staff", email: "staff@uni.edu", role: "social_media_manager" },
  ],
};

export function makeAuditEntry(id: number, overrides: Partial<AuditLogDoc> = {}): AuditLogDoc {
  return {
    id,
    action: "update",
    entity: "social-medias",
    document: 1,
    documentName: null,
    createdAt: "2026-03-15T20:05:09.000Z",
    user: { id: 1, name: "Root Admin", role: "super_admin" },
    prev: { name: "Old name", status: "active", organization: { id: 10, name: "Faculty of Science" } },
    current: { name: "New name", status: "active", organization: { id: 10, name: "Faculty of Science" } },
    organizations: [{ id: 10, name: "Faculty of Science" }],
    ...overrides,
  };
}
