import { Button } from "@fluentui/react-components";
import { Add16Regular } from "@fluentui/react-icons";
import { UNIT_STATUSES, UNIT_TYPES, can, type UnitDoc } from "@steward/shared";
import { useMemo } from "react";
import { listUnits } from "../../api/units-api.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import type { TableSearch } from "../../components/data-table/table-search.ts";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useApiQuery } from "../../hooks/use-api-query.ts";
import { unitsRoute } from "../../routes/units.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { LABELS, PAGE_TITLES, UNIT_FORM, humanize } from "../../texts.ts";
import { unitActionsColumn, unitColumns } from "./units-columns.tsx";
import { unitListParams } from "./units-query.ts";

const FILTERS: readonly DataTableFilter[] = [
  { columnId: "status", title: LABELS.status, options: UNIT_STATUSES.map((value) => ({ value, label: humanize(value) })) },
  { columnId: "type", title: LABELS.type, options: UNIT_TYPES.map((value) => ({ value, label: humanize(value) })) },
];

export function UnitsPage() {
  const { api } = useDashboardServices();
  const user = useCurrentUser();
  const canUpdate = can(user.role, "UNITS", "update");
  const columns = useMemo(() => (canUpdate ? [...unitColumns, unitActionsColumn] : unitColumns), [canUpdate]);
  const search = unitsRoute.useSearch();
  const navigate = unitsRoute.useNavigate();
  const params = unitListParams(search);
  const query = useApiQuery(JSON.stringify(params), (signal) => listUnits(api, params, signal));

  const onStateChange = (next: TableSearch) => void navigate({ search: next });

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.units}
        actions={
          can(user.role, "UNITS", "create") ? (
            <Button appearance="primary" icon={<Add16Regular />} onClick={() => void navigate({ to: "/dashboard/units/create" })}>
              {UNIT_FORM.createUnit}
            </Button>
          ) : undefined
        }
      />
      <DataTable<UnitDoc>
        label={PAGE_TITLES.units}
        columns={columns}
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
