import type { Role, SocialMediaDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { StatusBadge } from "../../components/status-badge.tsx";
import type { T } from "../../i18n/i18n-context.ts";
import { PlatformBadge, platformLabel } from "../../components/account-details/platform-badge.tsx";
import { RowActions, type RowActionHandlers } from "./row-actions.tsx";
import { UnitsCell } from "./units-cell.tsx";
import { PublicListingCell } from "./public-listing-cell.tsx";

const EMPTY = "—";

/** Column ids double as the API's sort fields where sorting is allowed. */
export function socialMediaColumns(t: T, role: Role, handlers: RowActionHandlers): ColumnDef<SocialMediaDoc>[] {
  return [
    { id: "name", header: t("socialMedia.name"), accessorFn: (a) => a.name, enableHiding: false },
    { id: "platform", meta: { fit: true }, header: t("socialMedia.platform"), accessorFn: (a) => platformLabel(t, a.platform), cell: ({ row }) => <PlatformBadge platform={row.original.platform} /> },
    { id: "status", meta: { fit: true }, header: t("socialMedia.status"), accessorFn: (a) => a.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: "unit", header: t("socialMedia.unit"), accessorFn: (a) => a.organization?.name ?? EMPTY, enableSorting: false, cell: ({ row }) => <UnitsCell units={row.original.organizations} /> },
    { id: "administrator", header: t("socialMedia.administrator"), accessorFn: (a) => a.primaryAdmin?.name ?? EMPTY, enableSorting: false },
    {
      id: "public", meta: { fit: true },
      header: t("socialMedia.publicColumn"),
      accessorFn: (a) => (a.publicListing ? t("socialMedia.publication.listed") : ""),
      enableSorting: false,
      cell: ({ row }) => <PublicListingCell account={row.original} role={role} />,
    },
    {
      id: "actions", meta: { fit: true },
      header: t("socialMedia.actions"),
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => <RowActions account={row.original} role={role} handlers={handlers} />,
    },
  ];
}
