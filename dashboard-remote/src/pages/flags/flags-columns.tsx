import { Button, Tooltip, useRestoreFocusTarget } from "@fluentui/react-components";
import { ArrowSync20Regular, Edit20Regular } from "@fluentui/react-icons";
import type { FlagDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { FlagStatusBadge, SeverityBadge } from "./flag-badges.tsx";
import { useT, type T } from "../../i18n/i18n-context.ts";
import { useFlagSentence } from "./use-flag-sentence.ts";
import { DateCell } from "../../components/format/date-cells.tsx";


export interface FlagRowActions {
  canUpdate: boolean;
  onEdit(flag: FlagDoc): void;
  onChangeStatus(flag: FlagDoc): void;
}

/** Column ids double as the API's sort fields where sorting is allowed. */
export function flagColumns(t: T, { canUpdate, onEdit, onChangeStatus }: FlagRowActions): ColumnDef<FlagDoc>[] {
  const columns: ColumnDef<FlagDoc>[] = [
    { id: "account", header: t("flags.columns.account"), accessorFn: (flag) => flag.socialMedia.name, enableSorting: false, enableHiding: false },
    { id: "category", header: t("flags.columns.category"), accessorFn: (flag) => t(`flags.categories.${flag.category}`) },
    { id: "severity", meta: { fit: true }, header: t("flags.columns.severity"), accessorFn: (flag) => flag.severity, cell: ({ row }) => <SeverityBadge severity={row.original.severity} /> },
    { id: "status", meta: { fit: true }, header: t("flags.columns.status"), accessorFn: (flag) => flag.status, cell: ({ row }) => <FlagStatusBadge status={row.original.status} /> },
    {
      id: "description",
      header: t("flags.columns.description"),
      accessorFn: (flag) => flag.description,
      enableSorting: false,
      cell: ({ row }) => (
        <>
          <div>{row.original.description || "—"}</div>
          {row.original.resolutionNote && <ResolutionNote note={row.original.resolutionNote} />}
        </>
      ),
    },
    { id: "raisedBy", header: t("flags.columns.raisedBy"), accessorFn: (flag) => flag.raisedBy?.name ?? t("flags.riskScanSource"), enableSorting: false },
    { id: "createdAt", meta: { fit: true }, header: t("flags.columns.createdAt"), accessorFn: (flag) => flag.createdAt, cell: DateCell },
  ];
  if (canUpdate) {
    columns.push({
      id: "actions", meta: { fit: true },
      header: t("flags.columns.actions"),
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => <FlagRowActions flag={row.original} onEdit={onEdit} onChangeStatus={onChangeStatus} />,
    });
  }
  return columns;
}

/** The note closing a flag; the risk scan's own note is a sentence of the catalogue, said in the reader's language. */
function ResolutionNote({ note }: { note: string }) {
  const t = useT();
  const localize = useFlagSentence();
  return <div style={{ opacity: 0.75 }}>{t("flags.resolutionNoteLine", { note: localize(note) })}</div>;
}

/** The row's buttons; the dialogs they open give focus back to them when they close. */
function FlagRowActions({ flag, onEdit, onChangeStatus }: { flag: FlagDoc; onEdit(flag: FlagDoc): void; onChangeStatus(flag: FlagDoc): void }) {
  const restoreFocusTarget = useRestoreFocusTarget();
  const t = useT();
  return (
    <div style={{ display: "flex", gap: 4 }}>
      <Tooltip content={t("flags.edit", { account: flag.socialMedia.name })} relationship="label">
        <Button {...restoreFocusTarget} appearance="subtle" icon={<Edit20Regular />} onClick={() => onEdit(flag)} />
      </Tooltip>
      <Tooltip content={t("flags.changeStatus", { account: flag.socialMedia.name })} relationship="label">
        <Button {...restoreFocusTarget} appearance="subtle" icon={<ArrowSync20Regular />} onClick={() => onChangeStatus(flag)} />
      </Tooltip>
    </div>
  );
}
