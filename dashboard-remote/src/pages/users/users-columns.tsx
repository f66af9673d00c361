import { ROLE_LABELS, type PublicUser } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { StatusBadge } from "../../components/status-badge.tsx";
import { USER_TEXTS } from "../../texts.ts";
import { UserRowActions } from "./user-row-actions.tsx";
import { UserUnitsCell } from "./user-units-cell.tsx";

export interface UserColumnsContext {
  actor: Pick<PublicUser, "id" | "role">;
  onViewDetails(user: PublicUser): void;
}

/** Column ids double as the API's sort fields where sorting is allowed. */
export function userColumns(context: UserColumnsContext): ColumnDef<PublicUser>[] {
  return [
    { id: "name", header: USER_TEXTS.name, accessorFn: (user) => user.name, enableHiding: false },
    {
      id: "email",
      header: USER_TEXTS.email,
      accessorFn: (user) => user.email,
      cell: ({ row }) => (
        <span title={row.original.email} style={{ display: "inline-block", maxWidth: "16rem", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", verticalAlign: "bottom" }}>
          {row.original.email}
        </span>
      ),
    },
    { id: "role", header: USER_TEXTS.role, accessorFn: (user) => ROLE_LABELS[user.role] },
    { id: "status", meta: { fit: true }, header: USER_TEXTS.status, accessorFn: (user) => user.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: "units", header: USER_TEXTS.units, enableSorting: false, cell: ({ row }) => <UserUnitsCell user={row.original} /> },
    {
      id: "actions", meta: { fit: true },
      header: USER_TEXTS.actions,
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => <UserRowActions user={row.original} actor={context.actor} onViewDetails={context.onViewDetails} />,
    },
  ];
}
