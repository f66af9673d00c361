// Every query key of the dashboard, per resource. A key starts with its resource, so one
// invalidation (`queryKeys.units.all`) reaches every list, detail and picker of that resource.
// Parameters go in as plain objects: TanStack Query hashes them, so equal parameters share a cache
// entry whatever the order of their keys.
import type { AuditListParams } from "../api/audit-logs-api.ts";
import type { CampaignItemListParams, CampaignListParams, ReviewQueueParams } from "../api/campaigns-api.ts";
import type { FlagListParams } from "../api/flags-api.ts";
import type { ImportListParams } from "../api/imports-api.ts";
import type { HandoverTaskListParams } from "../api/offboarding-api.ts";
import type { InboxListParams } from "../api/inbox-api.ts";
import type { ReviewRequestListParams } from "../api/review-requests-api.ts";
import type { SocialMediaListParams } from "../api/social-medias-api.ts";
import type { AdminCandidateParams, UnitListParams } from "../api/units-api.ts";
import type { UserListParams } from "../api/users-api.ts";

export const queryKeys = {
  inbox: {
    all: ["inbox"] as const,
    version: () => ["inbox", "version"] as const,
    list: (params: InboxListParams) => ["inbox", "list", params] as const,
  },
  session: {
    all: ["session"] as const,
    me: () => ["session", "me"] as const,
    setup: () => ["session", "setup"] as const,
  },
  units: {
    all: ["units"] as const,
    list: (params: UnitListParams) => ["units", "list", params] as const,
    detail: (id: number) => ["units", "detail", id] as const,
    activeChildren: (id: number) => ["units", "active-children", id] as const,
    adminCandidates: (params: AdminCandidateParams) => ["units", "admin-candidates", params] as const,
    treeLevel: (parent: number | "none") => ["units", "tree-level", parent] as const,
  },
  users: {
    all: ["users"] as const,
    list: (params: UserListParams) => ["users", "list", params] as const,
    detail: (id: number) => ["users", "detail", id] as const,
  },
  reviewRequests: {
    all: ["review-requests"] as const,
    list: (params: ReviewRequestListParams) => ["review-requests", "list", params] as const,
  },
  socialMedias: {
    all: ["social-medias"] as const,
    list: (params: SocialMediaListParams) => ["social-medias", "list", params] as const,
    detail: (id: number) => ["social-medias", "detail", id] as const,
    options: () => ["social-medias", "options"] as const,
    savedPosts: ["social-medias", "saved-post"] as const,
    savedPost: (id: number) => ["social-medias", "saved-post", id] as const,
    publication: (id: number) => ["social-medias", "publication", id] as const,
  },
  // Offboarding and dormancy (issue 19).
  offboarding: {
    all: ["offboarding"] as const,
    impact: (userId: number) => ["offboarding", "impact", userId] as const,
  },
  handoverTasks: {
    all: ["handover-tasks"] as const,
    list: (params: HandoverTaskListParams) => ["handover-tasks", "list", params] as const,
  },
  dormancy: {
    all: ["dormancy"] as const,
    summary: () => ["dormancy", "summary"] as const,
    activity: (accountId: number) => ["dormancy", "activity", accountId] as const,
  },
  flags: {
    all: ["flags"] as const,
    list: (params: FlagListParams) => ["flags", "list", params] as const,
  },
  campaigns: {
    all: ["campaigns"] as const,
    list: (params: CampaignListParams) => ["campaigns", "list", params] as const,
    detail: (id: number, unit: number | null) => ["campaigns", "detail", id, unit] as const,
    items: (id: number, params: CampaignItemListParams) => ["campaigns", "items", id, params] as const,
    queue: (params: ReviewQueueParams) => ["campaigns", "queue", params] as const,
    coverage: () => ["campaigns", "coverage"] as const,
  },
  auditLogs: {
    all: ["audit-logs"] as const,
    list: (params: AuditListParams) => ["audit-logs", "list", params] as const,
  },
  dashboard: {
    all: ["dashboard"] as const,
    summary: () => ["dashboard", "summary"] as const,
  },
  policies: {
    all: ["policies"] as const,
    current: () => ["policies", "current"] as const,
  },
  notifications: {
    all: ["notifications"] as const,
    preferences: () => ["notifications", "preferences"] as const,
  },
  webhooks: {
    all: ["webhooks"] as const,
    list: () => ["webhooks", "list"] as const,
    deliveries: (id: number, params: { page: number; limit: number }) => ["webhooks", "deliveries", id, params] as const,
  },
  reports: {
    all: ["reports"] as const,
    unit: (unit: number | "all") => ["reports", "unit", unit] as const,
    schedules: () => ["reports", "schedules"] as const,
  },
  imports: {
    all: ["imports"] as const,
    list: (params: ImportListParams) => ["imports", "list", params] as const,
    detail: (id: number) => ["imports", "detail", id] as const,
  },
  identity: {
    all: ["identity"] as const,
    providers: () => ["identity", "providers"] as const,
    groupMappings: () => ["identity", "group-mappings"] as const,
  },
};
