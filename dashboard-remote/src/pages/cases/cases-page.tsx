// Cases (issue 34): the confirmed public reports in the caller's scope, the shared list shape
// (filters, search, sort and page in the URL), each removal request's 48-hour clock as a badge.
import { Select } from "@fluentui/react-components";
import { CASE_SLA_STATUSES, CASE_STATES, REPORT_KINDS, type CaseDoc } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { caseListQuery } from "../../data/cases-queries.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useT, type T } from "../../i18n/i18n-context.ts";
import { caseColumns } from "./cases-columns.tsx";
import { caseListParams } from "./cases-query.ts";

const route = getRouteApi("/dashboard/cases");

/** The API filters by one value each: a plain single choice, named by its own label. */
function singleChoice(columnId: string, title: string, all: string, options: readonly { value: string; label: string }[]): DataTableFilter {
  return {
    columnId,
    title,
    options,
    render: ({ selected, onChange }) => (
      <Select aria-label={title} value={selected[0] ?? ""} onChange={(_, data) => onChange(data.value ? [data.value] : [])}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    ),
  };
}

const caseFilters = (t: T): DataTableFilter[] => [
  singleChoice("kind", t("caseDesk.filters.kind"), t("caseDesk.filters.allKinds"), REPORT_KINDS.map((value) => ({ value, label: t(`caseDesk.kinds.${value}`) }))),
  singleChoice(
    "state",
    t("caseDesk.filters.state"),
    t("caseDesk.filters.allStates"),
    CASE_STATES.filter((s) => s !== "received").map((value) => ({ value, label: t(`caseDesk.states.${value}`) })),
  ),
  singleChoice("sla", t("caseDesk.filters.sla"), t("caseDesk.filters.allClocks"), CASE_SLA_STATUSES.map((value) => ({ value, label: t(`caseDesk.sla.${value}`) }))),
];

export function CasesPage() {
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, caseListParams, caseListQuery);
  const filters = useMemo(() => caseFilters(t), [t]);
  const columns = useMemo(() => caseColumns(t), [t]);
  const empty = useListEmptyState(search, list.table.onStateChange, <EmptyState text={t("caseDesk.empty")} />);
  return (
    <>
      <PageHeader title={t("caseDesk.title")} />
      <p>{t("caseDesk.lead")}</p>
      <DataTable<CaseDoc> label={t("caseDesk.title")} columns={columns} {...list.table} filters={filters} getRowId={(c) => String(c.id)} empty={empty} />
    </>
  );
}
