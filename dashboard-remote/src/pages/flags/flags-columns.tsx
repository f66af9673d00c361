import { Button, Tooltip, useRestoreFocusTarget } from "@fluentui/react-components";
import { ArrowSync20Regular, Edit20Regular } from "@fluentui/react-icons";
import type { FlagDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { humanize } from "../../texts.ts";
import { FlagStatusBadge, SeverityBadge } from "./flag-badges.tsx";
import { FLAG_TEXTS } from "./flag-texts.ts";
import { DateCell } from "../../components/format/date-cells.tsx";


export interface FlagRowActions {
  canUpdate: boolean;
  onEdit(flag: FlagDoc): void;
  onChangeStatus(flag: FlagDoc): void;
}

/** Column ids double as the API's sort fields where sorting is allowed. */
export function flagColumns({ canUpdate, onEdit, onChangeStatus }: FlagRowActions): ColumnDef<FlagDoc>[] {
  const columns: ColumnDef<FlagDoc>[] = [
    { id: "account", header: FLAG_TEXTS.columns.account, accessorFn: (flag) => flag.socialMedia.name, enableSorting: false, enableHiding: false },
    { id: "category", header: FLAG_TEXTS.columns.category, accessorFn: (flag) => humanize(flag.category) },
    { id: "severity", meta: { fit: true }, header: FLAG_TEXTS.columns.severity, accessorFn: (flag) => flag.severity, cell: ({ row }) => <SeverityBadge severity={row.original.severity} /> },
    { id: "status", meta: { fit: true }, header: FLAG_TEXTS.columns.status, accessorFn: (flag) => flag.status, cell: ({ row }) => <FlagStatusBadge status={row.original.status} /> },
    {
      id: "description",
      header: FLAG_TEXTS.columns.description,
      accessorFn: (flag) => flag.description,
      enableSorting: false,
      cell: ({ row }) => (
        <>
          <div>{row.original.description || "—"}</div>
          {row.original.resolutionNote && <div style={{ opacity: 0.75 }}>{`${FLAG_TEXTS.resolutionNote}: ${row.original.resolutionNote}`}</div>}
        </>
      ),
    },
    { id: "raisedBy", header: FLAG_TEXTS.columns.raisedBy, accessorFn: (flag) => flag.raisedBy?.name ?? FLAG_TEXTS.riskScanSource, enableSorting: false },
    { id: "createdAt", meta: { fit: true }, header: FLAG_TEXTS.columns.createdAt, accessorFn: (flag) => flag.createdAt, cell: DateCell },
  ];
  if (canUpdate) {
    columns.push({
      id: "actions", meta: { fit: true },
      header: FLAG_TEXTS.columns.actions,
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => <FlagRowActions flag={row.original} onEdit={onEdit} onChangeStatus={onChangeStatus} />,
    });
  }
  return columns;
}

/** The row's buttons; the dialogs they open give focus back to them when they close. */
function FlagRowActions({ flag, onEdit, onChangeStatus }: { flag: FlagDoc; onEdit(flag: FlagDoc): void; onChangeStatus(flag: FlagDoc): void }) {
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <div style={{ display: "flex", gap: 4 }}>
      <Tooltip content={FLAG_TEXTS.edit(flag.socialMedia.name)} relationship="label">
        <Button {...restoreFocusTarget} appearance="subtle" icon={<Edit20Regular />} onClick={() => onEdit(flag)} />
      </Tooltip>
      <Tooltip content={FLAG_TEXTS.changeStatus(flag.socialMedia.name)} relationship="label">
        <Button {...restoreFocusTarget} appearance="subtle" icon={<ArrowSync20Regular />} onClick={() => onChangeStatus(flag)} />
      </Tooltip>
    </div>
  );
}
