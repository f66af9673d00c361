import { createAccessService } from "./access-service.ts";
import { createAuditService } from "./audit-service.ts";
import { createDashboardService } from "./dashboard-service.ts";
import { createFlagScanService } from "./flag-scan-service.ts";
import { createFlagService } from "./flag-service.ts";
import { createAuditExportService } from "./audit-export-service.ts";
import { createBulkGrantService } from "./bulk-grant-service.ts";
import { createAuthService } from "./auth-service.ts";
import { createScopedAuditCounts } from "../repositories/audit-scope-counts.ts";
import type { ServiceDeps } from "./deps.ts";
import { createPolicyService } from "./policy-service.ts";
import { createPasswordService } from "./password-service.ts";
import { createReviewService } from "./review-service.ts";
import { createUnitService } from "./unit-service.ts";
import { createUserService } from "./user-service.ts";
import { createSocialMediaService } from "./social-media-service.ts";
import { createSocialMediaLatestPostService } from "./social-media-latest-post-service.ts";
import { createProviderSignInService } from "./provider-sign-in-service.ts";

export function createServices(deps: ServiceDeps) {
  const users = createUserService(deps);
  // One per database: the audit list and the dashboard share what has been counted.
  const auditCounts = createScopedAuditCounts();
  return {
    users,
    access: createAccessService(deps, users),
    reviews: createReviewService(deps, users),
    passwords: createPasswordService(deps, users),
    audit: createAuditService(deps, auditCounts),
    flags: createFlagService(deps),
    flagScan: createFlagScanService(deps),
    dashboard: createDashboardService(deps, auditCounts),
    auditExport: createAuditExportService(deps),
    bulkGrants: createBulkGrantService(deps),
    auth: createAuthService(deps),
    policies: createPolicyService(deps),
    units: createUnitService(deps),
    socialMedias: createSocialMediaService(deps),
    socialMediaLatestPosts: createSocialMediaLatestPostService(deps),
    providerSignIn: createProviderSignInService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
