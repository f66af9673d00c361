import type { BadgeProps } from "@fluentui/react-components";
import { OneLineBadge } from "../../components/badge/one-line-badge.tsx";
import type { FlagSeverity, FlagStatus } from "@steward/shared";
import { humanize } from "../../texts.ts";

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
  return (
    <OneLineBadge appearance="tint" color={SEVERITY_COLORS[severity]} data-severity={severity}>
      {humanize(severity)}
    </OneLineBadge>
  );
}

export function FlagStatusBadge({ status }: { status: FlagStatus }) {
  return (
    <OneLineBadge appearance="outline" color={STATUS_COLORS[status]} data-status={status}>
      {humanize(status)}
    </OneLineBadge>
  );
}
