import type { UnitDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { formatPhone } from "../../components/format/phone-format.ts";
import { unitPlace } from "../../components/pickers/unit-place.ts";
import { StatusBadge } from "../../components/status-badge.tsx";
import { UNIT_COLUMNS, UNIT_FORM, humanize } from "../../texts.ts";
import { UnitRowActions } from "./unit-row-actions.tsx";

const EMPTY = "—";

/** Column ids double as the API's sort fields where sorting is allowed. */
export const unitColumns: ColumnDef<UnitDoc>[] = [
  { id: "name", header: UNIT_COLUMNS.name, accessorFn: (unit) => unit.name, enableHiding: false },
  { id: "type", header: UNIT_COLUMNS.type, accessorFn: (unit) => humanize(unit.type) },
  {
    id: "status", meta: { fit: true },
    header: UNIT_COLUMNS.status,
    accessorFn: (unit) => unit.status,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  // Where the unit sits, the whole path above it (issue 30: namesakes told apart), cut with the whole on hover.
  { id: "parent", header: UNIT_COLUMNS.parent, accessorFn: (unit) => unitPlace(unit.pathNames) || (unit.parent?.name ?? EMPTY), enableSorting: false },
  { id: "admin", header: UNIT_COLUMNS.admin, accessorFn: (unit) => unit.admin?.name ?? EMPTY, enableSorting: false },
  { id: "email", header: UNIT_COLUMNS.email, accessorFn: (unit) => unit.email || EMPTY, enableSorting: false },
  { id: "phone", meta: { fit: true }, header: UNIT_COLUMNS.phone, accessorFn: (unit) => (unit.phone ? formatPhone(unit.phone) : EMPTY), enableSorting: false },
];

/** The row actions column, for roles that may update units. */
export const unitActionsColumn: ColumnDef<UnitDoc> = {
  id: "actions", meta: { fit: true },
  header: UNIT_FORM.actions,
  enableSorting: false,
  enableHiding: false,
  cell: ({ row }) => <UnitRowActions unit={row.original} />,
};
