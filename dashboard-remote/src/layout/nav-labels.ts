// The sidebar's entries (shared/nav.ts) by route: each says its name in the reader's language.
import type { DashboardKey } from "../i18n/load-catalogue.ts";

export const NAV_LABELS: Readonly<Record<string, DashboardKey>> = {
  "/dashboard": "shell.navDashboard",
  "/dashboard/units": "shell.navUnits",
  "/dashboard/users": "shell.navUsers",
  "/dashboard/social-media-accounts": "shell.navSocialMedia",
  "/dashboard/policies": "shell.navPolicy",
  "/dashboard/flags": "shell.navFlags",
  "/dashboard/campaigns": "shell.navCampaigns",
  "/dashboard/reviews": "shell.navReviews",
  "/dashboard/audit-logs": "shell.navAuditLog",
  "/dashboard/reports": "shell.navReports",
  "/dashboard/imports": "shell.navImport",
  "/dashboard/incidents": "shell.navIncidents",
  "/dashboard/cases": "shell.navCases",
};
