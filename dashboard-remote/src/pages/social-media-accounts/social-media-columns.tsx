import type { Role, SocialMediaDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { StatusBadge } from "../../components/status-badge.tsx";
import { SOCIAL_MEDIA_TEXTS as T } from "../../texts.ts";
import { PlatformBadge, platformLabel } from "../../components/account-details/platform-badge.tsx";
import { RowActions, type RowActionHandlers } from "./row-actions.tsx";
import { UnitsCell } from "./units-cell.tsx";
import { PublicListingCell } from "./public-listing-cell.tsx";

const EMPTY = "—";

/** Column ids double as the API's sort fields where sorting is allowed. */
export function socialMediaColumns(role: Role, handlers: RowActionHandlers): ColumnDef<SocialMediaDoc>[] {
  return [
    { id: "name", header: T.name, accessorFn: (a) => a.name, enableHiding: false },
    { id: "platform", meta: { fit: true }, header: T.platform, accessorFn: (a) => platformLabel(a.platform), cell: ({ row }) => <PlatformBadge platform={row.original.platform} /> },
    { id: "status", meta: { fit: true }, header: T.status, accessorFn: (a) => a.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: "unit", header: T.unit, accessorFn: (a) => a.organization?.name ?? EMPTY, enableSorting: false, cell: ({ row }) => <UnitsCell units={row.original.organizations} /> },
    { id: "administrator", header: T.administrator, accessorFn: (a) => a.primaryAdmin?.name ?? EMPTY, enableSorting: false },
    {
      id: "public", meta: { fit: true },
      header: "Public",
      accessorFn: (a) => (a.publicListing ? "Listed" : ""),
      enableSorting: false,
      cell: ({ row }) => <PublicListingCell account={row.original} role={role} />,
    },
    {
      id: "actions", meta: { fit: true },
      header: T.actions,
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => <RowActions account={row.original} role={role} handlers={handlers} />,
    },
  ];
}
