// The sidebar of product-spec.md section 2: an entry shows only when the role may read its resource.
import type { Role } from "./enums.ts";
import { can, type Resource } from "./permissions.ts";
import { mayReadReports } from "./user-rules.ts";
import { mayImportSpreadsheets } from "./spreadsheets/import-rules.ts";

export interface NavEntry {
  label: string;
  route: string;
  resource: Resource;
  /** For an entry narrower than the matrix (Reports: super admins and unit admins), the route's own role rule. */
  roleRule?: (role: Role) => boolean;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: "Dashboard", route: "/dashboard", resource: "DASHBOARD" },
  { label: "Units", route: "/dashboard/units", resource: "UNITS" },
  { label: "Users", route: "/dashboard/users", resource: "USERS" },
  { label: "Social Media", route: "/dashboard/social-media-accounts", resource: "SOCIAL_MEDIAS" },
  { label: "Policy", route: "/dashboard/policies", resource: "POLICIES" },
  { label: "Risk Flags", route: "/dashboard/flags", resource: "FLAGS" },
  { label: "Campaigns", route: "/dashboard/campaigns", resource: "CAMPAIGNS" },
  { label: "My Reviews", route: "/dashboard/reviews", resource: "CAMPAIGNS" },
  // Issue 34: every role handles the public's reports about the accounts of its scope.
  { label: "Cases", route: "/dashboard/cases", resource: "SOCIAL_MEDIAS" },
  { label: "Audit Log", route: "/dashboard/audit-logs", resource: "AUDIT_LOGS" },
  { label: "Incidents", route: "/dashboard/incidents", resource: "SOCIAL_MEDIAS" },
  { label: "Import", route: "/dashboard/imports", resource: "UNITS", roleRule: mayImportSpreadsheets },
  { label: "Reports", route: "/dashboard/reports", resource: "UNITS", roleRule: mayReadReports },
];

export function navEntriesFor(role: Role): NavEntry[] {
  return NAV_ENTRIES.filter((e) => can(role, e.resource, "read") && (e.roleRule?.(role) ?? true));
}
