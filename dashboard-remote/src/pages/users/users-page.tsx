import { Button } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { DASHBOARD_EXPIRING_DAYS, IDLE_SIGN_IN_DAYS, ROLES, USER_STATUSES, can, isSuperAdmin, type PublicUser, COMPLIANCE_ITEMS } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useCurrentUser } from "../../components/current-user.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { ExportMenu } from "../../components/export-menu/export-menu.tsx";
import { exportPaths } from "../../api/exports-api.ts";
import { UserDetailsDialog } from "../../components/user-details/user-details-dialog.tsx";
import { userListQuery } from "../../data/users-queries.ts";
import { backToList, rememberListSearch, useSavedRow } from "../../components/saved-row/saved-row.tsx";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { userColumns } from "./users-columns.tsx";
import { userListParams } from "./users-query.ts";
import { BulkActions } from "../../components/bulk-actions/bulk-actions.tsx";
import { userBulkActionsFor } from "../../components/bulk-actions/bulk-permissions.ts";
import { selectionColumn } from "../../components/bulk-actions/selection-column.tsx";
import { bulkFilterOf, useBulkSelection } from "../../components/bulk-actions/use-bulk-selection.ts";

const route = getRouteApi("/dashboard/users");

export function UsersPage() {
  const t = useT();
  const actor = useCurrentUser();
  const filters = useMemo<readonly DataTableFilter[]>(
    () => [
      { columnId: "role", title: t("users.role"), options: ROLES.map((value) => ({ value, label: t(`roles.${value}`) })) },
      { columnId: "status", title: t("common.status"), options: USER_STATUSES.map((value) => ({ value, label: t(`userStatuses.${value}`) })) },
      { columnId: "lacking", title: t("users.lacking"), options: COMPLIANCE_ITEMS.map((value) => ({ value, label: t(`users.complianceItems.${value}`) })) },
      { columnId: "idle", title: t("users.idle"), options: [{ value: "yes", label: t("users.idleFor", { days: IDLE_SIGN_IN_DAYS }) }] },
      // The home page's expiring-access card links here ("See all").
      { columnId: "expiring", title: t("listDetails.expiringFilter"), options: [{ value: "yes", label: t("listDetails.expiringWithin", { days: DASHBOARD_EXPIRING_DAYS }) }] },
    ],
    [t],
  );
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, userListParams, userListQuery);
  const mayCreate = can(actor.role, "USERS", "create");
  const empty = useListEmptyState(
    search,
    list.table.onStateChange,
    <EmptyState text={mayCreate ? t("dailyWork.empty.users") : t("dailyWork.empty.usersReadOnly")} action={mayCreate && { label: t("dailyWork.empty.addFirstUser"), onClick: () => void navigate({ to: "/dashboard/users/create" }) }} />,
  );
  rememberListSearch("/dashboard/users", search);
  const saved = useSavedRow("/dashboard/users", list.table.data);
  const [details, setDetails] = useState<PublicUser | null>(null);
  // Issue 33: rows chosen for a bulk action, or every person the list's own query matches.
  const bulkActions = userBulkActionsFor(actor.role);
  const mayBulk = bulkActions.length > 0;
  const bulkFilter = bulkFilterOf(userListParams(search));
  const pageIds = (list.table.data ?? []).map((user) => String(user.id));
  const selection = useBulkSelection(JSON.stringify(bulkFilter), pageIds);
  const columns = useMemo(
    () => [...(mayBulk ? [selectionColumn<PublicUser>(t, (user) => user.name)] : []), ...userColumns({ actor, onViewDetails: setDetails, t })],
    [actor, t, mayBulk],
  );

  return (
    <>
      <PageHeader
        title={t("pageTitles.users")}
        actions={
          <>
            <ExportMenu path={(format) => exportPaths.users(userListParams(search), format)} />
            {can(actor.role, "USERS", "create") && (
              <>
                {/* Issue 17: what the identity provider's groups give, a super admin's page. */}
                {isSuperAdmin(actor.role) && (
                  <Button onClick={() => void navigate({ to: "/dashboard/group-mappings" })}>{t("identity.groupMappingsTitle")}</Button>
                )}
                {/* Issue 33: the identity provider's own settings, a super admin's page too. */}
                {isSuperAdmin(actor.role) && (
                  <Button onClick={() => void navigate({ to: "/dashboard/identity-provider" })}>{t("identityProvider.open")}</Button>
                )}
                <Button appearance="primary" icon={<Add20Regular />} onClick={() => void navigate({ to: "/dashboard/users/create" })}>
                  {t("users.createUser")}
                </Button>
              </>
            )}
          </>
        }
      />
      {saved.notice}
      <BulkActions
        kind="users"
        actions={bulkActions}
        selection={selection}
        pageIds={pageIds}
        total={list.query.data?.totalDocs ?? 0}
        filter={bulkFilter}
      />
      <DataTable<PublicUser>
        label={t("pageTitles.users")}
        columns={columns}
        {...list.table}
        {...(mayBulk ? { rowSelection: selection.rowSelection, onRowSelectionChange: selection.onRowSelectionChange } : {})}
        data={saved.rows}
        markedRowId={saved.markedRowId}
        filters={filters}
        getRowId={(user) => String(user.id)}
        empty={empty}
      />
      {details && (
        <UserDetailsDialog
          userId={details.id}
          open
          canReview={can(actor.role, "REVIEW_REQUESTS", "update")}
          onClose={() => setDetails(null)}
        />
      )}
    </>
  );
}
