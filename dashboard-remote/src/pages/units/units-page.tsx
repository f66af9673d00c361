import { Button } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { UNIT_STATUSES, UNIT_TYPES, can, type UnitDoc } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { ExportMenu } from "../../components/export-menu/export-menu.tsx";
import { exportPaths } from "../../api/exports-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { unitListQuery } from "../../data/units-queries.ts";
import { backToList, rememberListSearch, useSavedRow } from "../../components/saved-row/saved-row.tsx";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useUnitColumns } from "./units-columns.tsx";
import { unitListParams } from "./units-query.ts";

const route = getRouteApi("/dashboard/units");

export function UnitsPage() {
  const user = useCurrentUser();
  const canUpdate = can(user.role, "UNITS", "update");
  const t = useT();
  const columns = useUnitColumns(canUpdate);
  const filters = useMemo<readonly DataTableFilter[]>(
    () => [
      { columnId: "status", title: t("common.status"), options: UNIT_STATUSES.map((value) => ({ value, label: t(`unitStatuses.${value}`) })) },
      { columnId: "type", title: t("common.type"), options: UNIT_TYPES.map((value) => ({ value, label: t(`unitTypes.${value}`) })) },
    ],
    [t],
  );
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, unitListParams, unitListQuery);
  const mayCreate = can(user.role, "UNITS", "create");
  const empty = useListEmptyState(
    search,
    list.table.onStateChange,
    <EmptyState text={mayCreate ? t("dailyWork.empty.units") : t("dailyWork.empty.unitsReadOnly")} action={mayCreate && { label: t("dailyWork.empty.createFirstUnit"), onClick: () => void navigate({ to: "/dashboard/units/create" }) }} />,
  );
  rememberListSearch("/dashboard/units", search);
  const saved = useSavedRow("/dashboard/units", list.table.data);

  return (
    <>
      <PageHeader
        title={t("pageTitles.units")}
        actions={
          <>
            <ExportMenu ready={!list.query.isPending} path={(format) => exportPaths.units(unitListParams(search), format)} />
            {can(user.role, "UNITS", "create") && (
              <Button appearance="primary" icon={<Add20Regular />} onClick={() => void navigate({ to: "/dashboard/units/create" })}>
                {t("unitsPage.createUnit")}
              </Button>
            )}
          </>
        }
      />
      {saved.notice}
      <DataTable<UnitDoc>
        label={t("pageTitles.units")}
        columns={columns}
        {...list.table}
        data={saved.rows}
        markedRowId={saved.markedRowId}
        filters={filters}
        getRowId={(unit) => String(unit.id)}
        empty={empty}
      />
    </>
  );
}
