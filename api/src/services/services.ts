import { createAccessService } from "./access-service.ts";
import { createAuditService } from "./audit-service.ts";
import { createDashboardService } from "./dashboard-service.ts";
import { createSearchService } from "./search/search-service.ts";
import { createFlagScanService } from "./flag-scan-service.ts";
import { createFlagService } from "./flag-service.ts";
import { createAuditExportService } from "./audit-export-service.ts";
import { createBulkGrantService } from "./bulk-grant-service.ts";
import { createBulkActionService } from "./bulk-action-service.ts";
import { createImportService } from "./import-service.ts";
import { createAuthService } from "./auth-service.ts";
import { createScopedAuditCounts } from "../repositories/audit-scope-counts.ts";
import type { ServiceDeps } from "./deps.ts";
import { createPolicyService } from "./policy-service.ts";
import { createPasswordService } from "./password-service.ts";
import { createReviewService } from "./review-service.ts";
import { createUnitService } from "./unit-service.ts";
import { createUserService } from "./user-service.ts";
import { createCampaignService } from "./campaign-service.ts";
import { createCampaignDecisionService } from "./campaign-decision-service.ts";
import { createCampaignEvidenceService } from "./campaign-evidence-service.ts";
import { createCampaignSweepService } from "./campaign-sweep-service.ts";
import { createAttestationService } from "./attestation-service.ts";
import { createUnitReportService } from "./unit-report-service.ts";
import { createReportScheduleService } from "./report-schedule-service.ts";
import { createScimTokenService } from "./scim-token-service.ts";
import { createScimUserService } from "./scim-user-service.ts";
import { createDirectoryService } from "./directory-service.ts";
import { createSocialMediaService } from "./social-media-service.ts";
import { createSocialMediaLatestPostService } from "./social-media-latest-post-service.ts";
import { createProviderSignInService } from "./provider-sign-in-service.ts";
import { createNotificationService } from "../notifications/notification-service.ts";
import { createWebhookService } from "./webhook-service.ts";
import { createSamlService } from "./saml-service.ts";
import { createOidcSignInService } from "./oidc-sign-in-service.ts";
import { createProviderTokenService } from "./provider-token-service.ts";
import { createGroupMappingService } from "./group-mapping-service.ts";
import { createIdentitySettingsService } from "./identity-settings-service.ts";
import { createOffboardingService } from "./offboarding-service.ts";
import { createHandoverService } from "./handover-service.ts";
import { createDormancyService } from "./dormancy-service.ts";
import { createInboxService } from "./inbox-service.ts";
import { createListExportService } from "./list-export-service.ts";
import { createIncidentService } from "./incident-service.ts";
import { createCaseIntakeService } from "./case-intake-service.ts";
import { createCaseService } from "./case-service.ts";
import { createCaseClockService } from "./case-clock-service.ts";

export function createServices(deps: ServiceDeps) {
  const users = createUserService(deps);
  // One per database: the audit list and the dashboard share what has been counted.
  const auditCounts = createScopedAuditCounts();
  // Sign-in through the identity provider: one core, the browser's OIDC flow and the portal's tokens.
  const providerSignIn = createProviderSignInService(deps);
  const oidc = createOidcSignInService(deps, providerSignIn);
  const saml = createSamlService(deps, providerSignIn);
  const flags = createFlagService(deps);
  const campaignDecisions = createCampaignDecisionService(deps);
  const units = createUnitService(deps);
  const socialMedias = createSocialMediaService(deps);
  const directory = createDirectoryService(deps);
  return {
    users,
    scimTokens: createScimTokenService(deps),
    scimUsers: createScimUserService(deps, users),
    access: createAccessService(deps, users),
    reviews: createReviewService(deps, users),
    passwords: createPasswordService(deps, users),
    audit: createAuditService(deps, auditCounts),
    flags,
    flagScan: createFlagScanService(deps),
    incidents: createIncidentService(deps),
    dashboard: createDashboardService(deps, auditCounts),
    search: createSearchService(deps),
    auditExport: createAuditExportService(deps),
    bulkGrants: createBulkGrantService(deps),
    imports: createImportService(deps),
    auth: createAuthService(deps),
    policies: createPolicyService(deps),
    units,
    socialMedias,
    socialMediaLatestPosts: createSocialMediaLatestPostService(deps),
    campaigns: createCampaignService(deps),
    campaignDecisions,
    listExports: createListExportService(deps, { socialMedias, users, units, flags, campaignDecisions }),
    campaignEvidence: createCampaignEvidenceService(deps),
    campaignSweep: createCampaignSweepService(deps),
    attestations: createAttestationService(deps),
    unitReports: createUnitReportService(deps),
    reportSchedules: createReportScheduleService(deps),
    directory,
    bulkActions: createBulkActionService(deps, { socialMedias, directory, users }),
    providerSignIn,
    saml,
    oidc,
    providerTokens: createProviderTokenService(deps, oidc.client, providerSignIn),
    groupMappings: createGroupMappingService(deps),
    identitySettings: createIdentitySettingsService(deps, oidc, saml, providerSignIn),
    notifications: createNotificationService(deps),
    webhooks: createWebhookService(deps),
    offboarding: createOffboardingService(deps, users),
    handover: createHandoverService(deps),
    dormancy: createDormancyService(deps),
    inbox: createInboxService(deps),
    caseIntake: createCaseIntakeService(deps),
    cases: createCaseService(deps),
    caseClocks: createCaseClockService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
