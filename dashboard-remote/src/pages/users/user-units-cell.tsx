import { Tooltip } from "@fluentui/react-components";
import { OneLineBadge } from "../../components/badge/one-line-badge.tsx";
import { PRODUCT_NAME, type PublicUser } from "@steward/shared";
import { moreLabelPlus } from "./users-texts.ts";

/** Super admins carry the product badge (they span every unit); others their units, or a dash. */
export function UserUnitsCell({ user }: { user: Pick<PublicUser, "role" | "organizations"> }) {
  if (user.role === "super_admin") {
    return (
      <OneLineBadge appearance="tint" color="brand">
        {PRODUCT_NAME}
      </OneLineBadge>
    );
  }
  const [first, ...rest] = user.organizations;
  if (!first) return <span>—</span>;
  return (
    <span>
      {first.name}
      {rest.length > 0 && (
        <Tooltip content={rest.map((unit) => unit.name).join(", ")} relationship="description">
          <span tabIndex={0}>{` ${moreLabelPlus(rest.length)}`}</span>
        </Tooltip>
      )}
    </span>
  );
}
