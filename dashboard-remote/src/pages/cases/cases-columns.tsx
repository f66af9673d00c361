import type { CaseDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { StatusBadge } from "../../components/status-badge.tsx";
import { DateTimeCell } from "../../components/format/date-cells.tsx";
import { TextLink } from "../../components/link/text-link.tsx";
import type { T } from "../../i18n/i18n-context.ts";
import { caseAbout } from "./case-words.ts";
import { SlaBadge } from "./sla-badge.tsx";

/** Open states in yellow, closed ones green (removed, reported) or red (refused), with their words. */
export const STATE_COLOR: Record<CaseDoc["state"], string> = {
  received: "pending",
  confirmed: "pending",
  in_review: "pending",
  removed: "active",
  reported_to_platform: "active",
  refused: "inactive",
};

/** Column ids double as the API's sort fields where sorting is allowed (cases-query.ts). */
export function caseColumns(t: T): ColumnDef<CaseDoc>[] {
  return [
    {
      id: "case",
      meta: { fit: true },
      header: t("caseDesk.columns.case"),
      accessorFn: (c) => c.id,
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => (
        <TextLink to="/dashboard/cases/$id" params={{ id: String(row.original.id) }}>
          {t("caseDesk.caseTitle", { id: row.original.id })}
        </TextLink>
      ),
    },
    { id: "kind", header: t("caseDesk.columns.kind"), accessorFn: (c) => t(`caseDesk.kinds.${c.kind}`), enableSorting: false },
    { id: "about", header: t("caseDesk.columns.about"), accessorFn: (c) => caseAbout(c), enableSorting: false },
    { id: "unit", header: t("caseDesk.columns.unit"), accessorFn: (c) => c.unit?.name ?? t("caseDesk.superAdmins"), enableSorting: false },
    {
      id: "state",
      meta: { fit: true },
      header: t("caseDesk.columns.state"),
      accessorFn: (c) => c.state,
      cell: ({ row }) => <StatusBadge status={STATE_COLOR[row.original.state]} label={t(`caseDesk.states.${row.original.state}`)} />,
    },
    { id: "sla", meta: { fit: true }, header: t("caseDesk.columns.sla"), accessorFn: (c) => c.clock?.dueAt ?? "", cell: ({ row }) => <SlaBadge clock={row.original.clock} /> },
    { id: "confirmedAt", meta: { fit: true }, header: t("caseDesk.columns.confirmedAt"), accessorFn: (c) => c.confirmedAt, cell: DateTimeCell },
  ];
}
