import { ToggleButton } from "@fluentui/react-components";
import { Eye20Regular } from "@fluentui/react-icons";
import type { AuditLogDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { auditEntityLabel } from "../../components/audit-entry/audit-entity-labels.ts";
import { auditActionLabel, auditUserLabel } from "../../components/audit-entry/audit-entries.tsx";
import { auditRecordLabel } from "../../components/audit-entry/audit-record-label.ts";
import { DateTimeCell } from "../../components/format/date-cells.tsx";
import { UnitsList } from "../../components/units-list/units-list.tsx";
import type { T } from "../../i18n/i18n-context.ts";

export function auditColumns(t: T, selectedId: number | null, onSelect: (entry: AuditLogDoc) => void): ColumnDef<AuditLogDoc>[] {
  return [
    { id: "createdAt", meta: { fit: true }, header: t("audit.columns.createdAt"), accessorFn: (entry) => entry.createdAt, cell: DateTimeCell, enableSorting: false, enableHiding: false },
    { id: "action", header: t("audit.columns.action"), accessorFn: (entry) => auditActionLabel(entry.action, t), enableSorting: false },
    { id: "entity", header: t("audit.columns.entity"), accessorFn: (entry) => auditEntityLabel(entry.entity, t), enableSorting: false },
    // The record by its name (a person, a unit, an account), as people know it; not its number.
    { id: "document", header: t("audit.columns.document"), accessorFn: (entry) => auditRecordLabel(entry, t), enableSorting: false },
    { id: "user", header: t("audit.columns.user"), accessorFn: (entry) => auditUserLabel(entry.user, t), enableSorting: false },
    {
      id: "units",
      header: t("audit.columns.units"),
      accessorFn: (entry) => entry.organizations.map((unit) => unit.name).join(", ") || "—",
      // Each unit with where it sits (issue 30), like every table that names units.
      cell: ({ row }) => (row.original.organizations.length === 0 ? "—" : <UnitsList units={row.original.organizations} />),
      enableSorting: false,
    },
    {
      id: "view", meta: { fit: true },
      header: t("audit.columns.view"),
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => (
        <ToggleButton
          appearance="subtle"
          icon={<Eye20Regular />}
          aria-label={t("audit.view", { id: row.original.id })}
          checked={row.original.id === selectedId}
          onClick={() => onSelect(row.original)}
        />
      ),
    },
  ];
}
