import { UNIT_STATUSES, UNIT_TYPES, type UnitDoc } from "@steward/shared";
import { listUnits } from "../../api/units-api.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import type { TableSearch } from "../../components/data-table/table-search.ts";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useApiQuery } from "../../hooks/use-api-query.ts";
import { unitsRoute } from "../../routes/units.ts";
import { LABELS, PAGE_TITLES, humanize } from "../../texts.ts";
import { unitColumns } from "./units-columns.tsx";
import { unitListParams } from "./units-query.ts";

const FILTERS: readonly DataTableFilter[] = [
  { columnId: "status", title: LABELS.status, options: UNIT_STATUSES.map((value) => ({ value, label: humanize(value) })) },
  { columnId: "type", title: LABELS.type, options: UNIT_TYPES.map((value) => ({ value, label: humanize(value) })) },
];

export function UnitsPage() {
  const { api } = useDashboardServices();
  const search = unitsRoute.useSearch();
  const navigate = unitsRoute.useNavigate();
  const params = unitListParams(search);
  const query = useApiQuery(JSON.stringify(params), (signal) => listUnits(api, params, signal));

  const onStateChange = (next: TableSearch) => void navigate({ search: next });

  return (
    <>
      <PageHeader title={PAGE_TITLES.units} />
      <DataTable<UnitDoc>
        label={PAGE_TITLES.units}
        columns={unitColumns}
        data={query.data?.docs}
        pageCount={query.data?.totalPages ?? 1}
        state={search}
        onStateChange={onStateChange}
        filters={FILTERS}
        isLoading={query.isLoading}
        errorText={query.error ? LABELS.loadFailed : undefined}
        getRowId={(unit) => String(unit.id)}
      />
    </>
  );
}
