import { Button } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { IDENTITY_TEXTS, IDLE_SIGN_IN_DAYS, ROLES, ROLE_LABELS, USER_STATUSES, can, isSuperAdmin, type PublicUser, COMPLIANCE_ITEMS } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useCurrentUser } from "../../components/current-user.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { UserDetailsDialog } from "../../components/user-details/user-details-dialog.tsx";
import { userListQuery } from "../../data/users-queries.ts";
import { backToList, rememberListSearch, useSavedRow } from "../../components/saved-row/saved-row.tsx";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { LABELS, PAGE_TITLES, USER_TEXTS, humanizedOptions } from "../../texts.ts";
import { userColumns } from "./users-columns.tsx";
import { userListParams } from "./users-query.ts";

const FILTERS: readonly DataTableFilter[] = [
  { columnId: "role", title: USER_TEXTS.role, options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })) },
  { columnId: "status", title: LABELS.status, options: humanizedOptions(USER_STATUSES) },
  { columnId: "lacking", title: USER_TEXTS.lacking, options: COMPLIANCE_ITEMS.map((value) => ({ value, label: USER_TEXTS.complianceItems[value] })) },
  { columnId: "idle", title: USER_TEXTS.idle, options: [{ value: "yes", label: USER_TEXTS.idleFor(IDLE_SIGN_IN_DAYS) }] },
];

const route = getRouteApi("/dashboard/users");

export function UsersPage() {
  const actor = useCurrentUser();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, userListParams, userListQuery);
  rememberListSearch("/dashboard/users", search);
  const saved = useSavedRow("/dashboard/users", list.table.data);
  const [details, setDetails] = useState<PublicUser | null>(null);
  const columns = useMemo(() => userColumns({ actor, onViewDetails: setDetails }), [actor]);

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.users}
        actions={
          can(actor.role, "USERS", "create") ? (
            <div style={{ display: "flex", gap: 8 }}>
              {/* Issue 17: what the identity provider's groups give, a super admin's page. */}
              {isSuperAdmin(actor.role) && (
                <Button onClick={() => void navigate({ to: "/dashboard/group-mappings" })}>{IDENTITY_TEXTS.groupMappingsTitle}</Button>
              )}
              <Button appearance="primary" icon={<Add20Regular />} onClick={() => void navigate({ to: "/dashboard/users/create" })}>
                {USER_TEXTS.createUser}
              </Button>
            </div>
          ) : undefined
        }
      />
      {saved.notice}
      <DataTable<PublicUser>
        label={PAGE_TITLES.users}
        columns={columns}
        {...list.table}
        data={saved.rows}
        markedRowId={saved.markedRowId}
        filters={FILTERS}
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
