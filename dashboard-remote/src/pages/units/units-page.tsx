import { Button } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { UNIT_STATUSES, UNIT_TYPES, can, type UnitDoc } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useCurrentUser } from "../../components/current-user.ts";
import { unitListQuery } from "../../data/units-queries.ts";
import { backToList, rememberListSearch, useSavedRow } from "../../components/saved-row/saved-row.tsx";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { LABELS, PAGE_TITLES, UNIT_FORM, humanizedOptions } from "../../texts.ts";
import { unitActionsColumn, unitColumns } from "./units-columns.tsx";
import { unitListParams } from "./units-query.ts";

const FILTERS: readonly DataTableFilter[] = [
  { columnId: "status", title: LABELS.status, options: humanizedOptions(UNIT_STATUSES) },
  { columnId: "type", title: LABELS.type, options: humanizedOptions(UNIT_TYPES) },
];

const route = getRouteApi("/dashboard/units");

export function UnitsPage() {
  const user = useCurrentUser();
  const canUpdate = can(user.role, "UNITS", "update");
  const columns = useMemo(() => (canUpdate ? [...unitColumns, unitActionsColumn] : unitColumns), [canUpdate]);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, unitListParams, unitListQuery);
  rememberListSearch("/dashboard/units", search);
  const saved = useSavedRow("/dashboard/units", list.table.data);

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.units}
        actions={
          can(user.role, "UNITS", "create") ? (
            <Button appearance="primary" icon={<Add20Regular />} onClick={() => void navigate({ to: "/dashboard/units/create" })}>
              {UNIT_FORM.createUnit}
            </Button>
          ) : undefined
        }
      />
      {saved.notice}
      <DataTable<UnitDoc>
        label={PAGE_TITLES.units}
        columns={columns}
        {...list.table}
        data={saved.rows}
        markedRowId={saved.markedRowId}
        filters={FILTERS}
        getRowId={(unit) => String(unit.id)}
      />
    </>
  );
}
