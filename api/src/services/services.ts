import { createAuditService } from "./audit-service.ts";
import { createAuthService } from "./auth-service.ts";
import type { ServiceDeps } from "./deps.ts";
import { createPolicyService } from "./policy-service.ts";
import { createUnitService } from "./unit-service.ts";
import { createSocialMediaService } from "./social-media-service.ts";
import { createSocialMediaLatestPostService } from "./social-media-latest-post-service.ts";

export function createServices(deps: ServiceDeps) {
  return {
    audit: createAuditService(deps),
    auth: createAuthService(deps),
    policies: createPolicyService(deps),
    units: createUnitService(deps),
    socialMedias: createSocialMediaService(deps),
    socialMediaLatestPosts: createSocialMediaLatestPostService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
