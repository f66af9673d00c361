// GET /api/dashboard (decisions.md "Dashboard"): the caller's scoped summary. Each figure is a count
// the dashboard links to the list it counts.
import type { FlagSeverity } from "./flags.ts";
import type { AuditLogDoc } from "./audit.ts";
import type { Ref, UnitRef } from "./common.ts";
import type { Platform, SocialMediaStatus } from "../enums.ts";

/** Temporary grants ending within this many days (today included) are listed. */
export const DASHBOARD_EXPIRING_DAYS = 14;
export const DASHBOARD_LIST_LIMIT = 10;

export interface ComplianceFigures {
  /** Active users in scope: the denominator of every rate. */
  users: number;
  twoFactor: number;
  securePassword: number;
  trainingAccessibility: number;
  trainingRisk: number;
  trainingBrand: number;
  /** Acknowledged the current policy; null when no policy has been published. */
  policyAcceptance: number | null;
}

export interface ExpiringGrant {
  user: Ref;
  unit: Ref;
  endDate: string;
}

/** An account named with its unit and where that sits, so namesakes are told apart. */
export interface AccountWithUnit extends Ref {
  unit?: UnitRef;
}

export interface DashboardSummary {
  accounts: {
    total: number;
    byStatus: Record<SocialMediaStatus, number>;
    byPlatform: Record<Platform, number>;
    withoutBackupAdmin: number;
    /** The first of them by name, up to DASHBOARD_LIST_LIMIT, each with its (first) unit. */
    withoutBackupAdminList: AccountWithUnit[];
  };
  approvals: {
    /** Accounts waiting for a super admin's approval (pending_approval). */
    accounts: number;
    /** Open user review requests; null for roles that may not read them. */
    users: number | null;
  };
  /** Flags still open or in review, by severity. */
  openFlags: { total: number; bySeverity: Record<FlagSeverity, number> };
  compliance: ComplianceFigures;
  expiringGrants: ExpiringGrant[];
  /** The latest entries the caller may read; null for roles without the audit log. */
  recentAudit: AuditLogDoc[] | null;
}
