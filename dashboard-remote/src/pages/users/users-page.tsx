import { Button } from "@fluentui/react-components";
import { Add16Regular } from "@fluentui/react-icons";
import { ROLES, ROLE_LABELS, USER_STATUSES, can, type PublicUser, COMPLIANCE_ITEMS } from "@steward/shared";
import { useMemo, useState } from "react";
import { listUsers } from "../../api/users-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import type { TableSearch } from "../../components/data-table/table-search.ts";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { UserDetailsDialog } from "../../components/user-details/user-details-dialog.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useApiQuery } from "../../hooks/use-api-query.ts";
import { usersRoute } from "../../routes/users.ts";
import { LABELS, PAGE_TITLES, USER_TEXTS, humanize } from "../../texts.ts";
import { userColumns } from "./users-columns.tsx";
import { userListParams } from "./users-query.ts";

const FILTERS: readonly DataTableFilter[] = [
  { columnId: "role", title: USER_TEXTS.role, options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })) },
  { columnId: "status", title: LABELS.status, options: USER_STATUSES.map((value) => ({ value, label: humanize(value) })) },
  { columnId: "lacking", title: USER_TEXTS.lacking, options: COMPLIANCE_ITEMS.map((value) => ({ value, label: USER_TEXTS.complianceItems[value] })) },
];

export function UsersPage() {
  const { api } = useDashboardServices();
  const actor = useCurrentUser();
  const search = usersRoute.useSearch();
  const navigate = usersRoute.useNavigate();
  const params = userListParams(search);
  const query = useApiQuery(JSON.stringify(params), (signal) => listUsers(api, params, signal));
  const [details, setDetails] = useState<PublicUser | null>(null);
  const columns = useMemo(() => userColumns({ actor, onViewDetails: setDetails }), [actor]);

  const onStateChange = (next: TableSearch) => void navigate({ search: next });

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.users}
        actions={
          can(actor.role, "USERS", "create") ? (
            <Button appearance="primary" icon={<Add16Regular />} onClick={() => void navigate({ to: "/dashboard/users/create" })}>
              {USER_TEXTS.createUser}
            </Button>
          ) : undefined
        }
      />
      <DataTable<PublicUser>
        label={PAGE_TITLES.users}
        columns={columns}
        data={query.data?.docs}
        pageCount={query.data?.totalPages ?? 1}
        state={search}
        onStateChange={onStateChange}
        filters={FILTERS}
        isLoading={query.isLoading}
        errorText={query.error ? LABELS.loadFailed : undefined}
        getRowId={(user) => String(user.id)}
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
