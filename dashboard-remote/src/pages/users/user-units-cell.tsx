import { PRODUCT_NAME, type PublicUser } from "@steward/shared";
import { OneLineBadge } from "../../components/badge/one-line-badge.tsx";
import { UnitsList } from "../../components/units-list/units-list.tsx";

/** Super admins carry the product badge (they span every unit); others their units, or a dash. */
export function UserUnitsCell({ user }: { user: Pick<PublicUser, "role" | "organizations"> }) {
  if (user.role === "super_admin") {
    return (
      <OneLineBadge appearance="tint" color="brand">
        {PRODUCT_NAME}
      </OneLineBadge>
    );
  }
  return <UnitsList units={user.organizations} />;
}
