import { ToggleButton } from "@fluentui/react-components";
import { Eye20Regular } from "@fluentui/react-icons";
import type { AuditLogDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { auditEntityLabel } from "../../components/audit-entry/audit-entity-labels.ts";
import { auditUserLabel } from "../../components/audit-entry/audit-entries.tsx";
import { auditRecordLabel } from "../../components/audit-entry/audit-record.ts";
import { DateTimeCell } from "../../components/format/date-cells.tsx";
import { humanize } from "../../texts.ts";
import { AUDIT_TEXTS } from "./audit-texts.ts";

export function auditColumns(selectedId: number | null, onSelect: (entry: AuditLogDoc) => void): ColumnDef<AuditLogDoc>[] {
  return [
    { id: "createdAt", meta: { fit: true }, header: AUDIT_TEXTS.columns.createdAt, accessorFn: (entry) => entry.createdAt, cell: DateTimeCell, enableSorting: false, enableHiding: false },
    { id: "action", header: AUDIT_TEXTS.columns.action, accessorFn: (entry) => humanize(entry.action), enableSorting: false },
    { id: "entity", header: AUDIT_TEXTS.columns.entity, accessorFn: (entry) => auditEntityLabel(entry.entity), enableSorting: false },
    // The record by its name (a person, a unit, an account), as people know it; not its number.
    { id: "document", header: AUDIT_TEXTS.columns.document, accessorFn: auditRecordLabel, enableSorting: false },
    { id: "user", header: AUDIT_TEXTS.columns.user, accessorFn: (entry) => auditUserLabel(entry.user), enableSorting: false },
    {
      id: "units",
      header: AUDIT_TEXTS.columns.units,
      accessorFn: (entry) => entry.organizations.map((unit) => unit.name).join(", ") || "—",
      enableSorting: false,
    },
    {
      id: "view", meta: { fit: true },
      header: AUDIT_TEXTS.columns.view,
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => (
        <ToggleButton
          appearance="subtle"
          icon={<Eye20Regular />}
          aria-label={AUDIT_TEXTS.view(row.original.id)}
          checked={row.original.id === selectedId}
          onClick={() => onSelect(row.original)}
        />
      ),
    },
  ];
}
