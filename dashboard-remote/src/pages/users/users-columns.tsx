import type { PublicUser } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { StatusBadge } from "../../components/status-badge.tsx";
import type { T } from "../../i18n/i18n-context.ts";
import { UserRowActions } from "./user-row-actions.tsx";
import { UserUnitsCell } from "./user-units-cell.tsx";

export interface UserColumnsContext {
  actor: Pick<PublicUser, "id" | "role">;
  onViewDetails(user: PublicUser): void;
  t: T;
}

/** Column ids double as the API's sort fields where sorting is allowed. */
export function userColumns(context: UserColumnsContext): ColumnDef<PublicUser>[] {
  const { t } = context;
  return [
    { id: "name", header: t("users.name"), accessorFn: (user) => user.name, enableHiding: false },
    // In full, wrapped like every text cell (cell-text.tsx): cut at a width, it hid the address's end
    // and ran off a phone's card.
    { id: "email", header: t("users.email"), accessorFn: (user) => user.email },
    { id: "role", header: t("users.role"), accessorFn: (user) => t(`roles.${user.role}`) },
    { id: "status", meta: { fit: true }, header: t("users.status"), accessorFn: (user) => user.status, cell: ({ row }) => <StatusBadge status={row.original.status} label={t(`userStatuses.${row.original.status}`)} /> },
    { id: "units", header: t("users.units"), enableSorting: false, cell: ({ row }) => <UserUnitsCell user={row.original} /> },
    {
      id: "actions", meta: { fit: true },
      header: t("users.actions"),
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => <UserRowActions user={row.original} actor={context.actor} onViewDetails={context.onViewDetails} />,
    },
  ];
}
