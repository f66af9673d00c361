import type { BadgeProps } from "@fluentui/react-components";
import { OneLineBadge } from "../../components/badge/one-line-badge.tsx";
import type { FlagSeverity, FlagStatus } from "@steward/shared";
import { useT } from "../../i18n/i18n-context.ts";

const SEVERITY_COLORS: Record<FlagSeverity, BadgeProps["color"]> = {
  low: "informative",
  medium: "warning",
  high: "severe",
  critical: "danger",
};

const STATUS_COLORS: Record<FlagStatus, BadgeProps["color"]> = {
  open: "brand",
  in_review: "warning",
  resolved: "success",
  // Not "subtle": its outline badge is white on transparent, and the Status cell looked empty (issue 30).
  dismissed: "informative",
};

export function SeverityBadge({ severity }: { severity: FlagSeverity }) {
  const t = useT();
  return (
    <OneLineBadge appearance="tint" color={SEVERITY_COLORS[severity]} data-severity={severity}>
      {t(`flags.severities.${severity}`)}
    </OneLineBadge>
  );
}

export function FlagStatusBadge({ status }: { status: FlagStatus }) {
  const t = useT();
  return (
    <OneLineBadge appearance="outline" color={STATUS_COLORS[status]} data-status={status}>
      {t(`flags.statuses.${status}`)}
    </OneLineBadge>
  );
}
