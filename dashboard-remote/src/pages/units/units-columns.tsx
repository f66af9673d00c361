import type { UnitDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { formatPhone } from "../../components/format/phone-format.ts";
import { unitPlace } from "../../components/pickers/unit-place.ts";
import { StatusBadge } from "../../components/status-badge.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { UnitRowActions } from "./unit-row-actions.tsx";

const EMPTY = "—";

/**
 * The Units table's columns in the reader's language; the actions column only for roles that may
 * update units. Column ids double as the API's sort fields where sorting is allowed.
 */
export function useUnitColumns(withActions: boolean): ColumnDef<UnitDoc>[] {
  const t = useT();
  return useMemo(() => {
    const columns: ColumnDef<UnitDoc>[] = [
      { id: "name", header: t("unitColumns.name"), accessorFn: (unit) => unit.name, enableHiding: false },
      { id: "type", header: t("unitColumns.type"), accessorFn: (unit) => t(`unitTypes.${unit.type}`) },
      {
        id: "status", meta: { fit: true },
        header: t("unitColumns.status"),
        accessorFn: (unit) => unit.status,
        cell: ({ row }) => <StatusBadge status={row.original.status} label={t(`unitStatuses.${row.original.status}`)} />,
      },
      // Where the unit sits, the whole path above it (issue 30: namesakes told apart), cut with the whole on hover.
      { id: "parent", header: t("unitColumns.parent"), accessorFn: (unit) => unitPlace(unit.pathNames) || (unit.parent?.name ?? EMPTY), enableSorting: false },
      { id: "admin", header: t("unitColumns.admin"), accessorFn: (unit) => unit.admin?.name ?? EMPTY, enableSorting: false },
      { id: "email", header: t("unitColumns.email"), accessorFn: (unit) => unit.email || EMPTY, enableSorting: false },
      { id: "phone", meta: { fit: true }, header: t("unitColumns.phone"), accessorFn: (unit) => (unit.phone ? formatPhone(unit.phone) : EMPTY), enableSorting: false },
    ];
    if (!withActions) return columns;
    return [
      ...columns,
      {
        id: "actions", meta: { fit: true },
        header: t("unitsPage.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => <UnitRowActions unit={row.original} />,
      },
    ];
  }, [t, withActions]);
}
