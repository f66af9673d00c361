import { Badge, type BadgeProps } from "@fluentui/react-components";
import { humanize } from "../texts.ts";

/** product-spec.md: green for active, red for inactive, yellow for anything else. */
export function statusBadgeColor(status: string): NonNullable<BadgeProps["color"]> {
  if (status === "active") return "success";
  if (status === "inactive") return "danger";
  return "warning";
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge appearance="tint" shape="rounded" color={statusBadgeColor(status)}>
      {humanize(status)}
    </Badge>
  );
}
