import { Button } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { PLATFORMS, SOCIAL_MEDIA_STATUSES, can, type SocialMediaDoc } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { AccountDetailsDialog } from "../../components/account-details/account-details-dialog.tsx";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { ExportMenu } from "../../components/export-menu/export-menu.tsx";
import { exportPaths } from "../../api/exports-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { socialMediaListQuery } from "../../data/social-medias-queries.ts";
import { SearchFilter } from "../../components/pickers/search-filter.tsx";
import { backToList, rememberListSearch, useSavedRow } from "../../components/saved-row/saved-row.tsx";
import { StatusConfirmDialog, type StatusStep } from "./status-confirm-dialog.tsx";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { platformLabel } from "../../components/account-details/platform-badge.tsx";
import { DeactivateDialog } from "./deactivate-dialog.tsx";
import { socialMediaColumns } from "./social-media-columns.tsx";
import { FILTER_IDS, socialMediaListParams } from "./social-media-query.ts";
import { useStatusChange } from "./use-status-change.ts";
import { AccountViewSwitch } from "./account-view-switch.tsx";
import { accountView, sortsByAttention, VIEW_FILTER, withAccountView } from "./account-views.ts";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { BulkActions } from "../../components/bulk-actions/bulk-actions.tsx";
import { accountBulkActionsFor } from "../../components/bulk-actions/bulk-permissions.ts";
import { selectionColumn } from "../../components/bulk-actions/selection-column.tsx";
import { bulkFilterOf, useBulkSelection } from "../../components/bulk-actions/use-bulk-selection.ts";

const route = getRouteApi("/dashboard/social-media-accounts");

export function SocialMediaAccountsPage() {
  const user = useCurrentUser();
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, (s) => socialMediaListParams(s, user.role), socialMediaListQuery);
  const view = accountView(search, user.role);
  const mayCreate = can(user.role, "SOCIAL_MEDIAS", "create");
  const create = () => void navigate({ to: "/dashboard/social-media-accounts/create" });
  const empty = useListEmptyState(
    search,
    list.table.onStateChange,
    view === "mine" && user.role !== "unit_admin" ? (
      <EmptyState text={t("dailyWork.empty.myAccounts")} action={{ label: t("dailyWork.views.all"), onClick: () => list.table.onStateChange(withAccountView(search, "all")) }} />
    ) : (
      <EmptyState text={mayCreate ? t("dailyWork.empty.accounts") : t("dailyWork.empty.accountsReadOnly")} action={mayCreate && { label: t("dailyWork.empty.createFirstAccount"), onClick: create }} />
    ),
    [VIEW_FILTER],
  );
  rememberListSearch("/dashboard/social-media-accounts", search);
  const saved = useSavedRow("/dashboard/social-media-accounts", list.table.data);
  const { change, busyId } = useStatusChange();
  // Issue 33: rows chosen for a bulk action, or every account the list's own query matches.
  const bulkActions = accountBulkActionsFor(user.role);
  const bulkFilter = bulkFilterOf(socialMediaListParams(search, user.role));
  const pageIds = (list.table.data ?? []).map((account) => String(account.id));
  const selection = useBulkSelection(JSON.stringify(bulkFilter), pageIds);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [deactivating, setDeactivating] = useState<SocialMediaDoc | null>(null);
  const [confirming, setConfirming] = useState<{ account: SocialMediaDoc; step: StatusStep } | null>(null);
  const [editAfterClose, setEditAfterClose] = useState<number | null>(null);

  const goToEdit = (id: number) => void navigate({ to: "/dashboard/social-media-accounts/update/$id", params: { id: String(id) } });

  // Leaving the page while the details dialog is still mounted leaves Fluent's modal focus trap
  // holding aria-hidden on the next page; so the dialog closes first, and then we navigate.
  useEffect(() => {
    if (editAfterClose === null || detailsId !== null) return;
    const frame = requestAnimationFrame(() => goToEdit(editAfterClose));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- goToEdit only wraps navigate
  }, [editAfterClose, detailsId]);

  const mayBulk = bulkActions.length > 0;
  const columns = useMemo(
    () => [
      ...(mayBulk ? [selectionColumn<SocialMediaDoc>(t, (account) => account.name)] : []),
      ...socialMediaColumns(t, user.role, {
        busyId,
        onView: (account) => setDetailsId(account.id),
        onEdit: (account) => goToEdit(account.id),
        onApprove: (account) => setConfirming({ account, step: "approve" }),
        // Activate (from In Transition) asks first; the switch turning an inactive account back on does not.
        onActivate: (account) => (account.status === "in_transition" ? setConfirming({ account, step: "activate" }) : void change(account.id, "active")),
        onDeactivate: (account) => setDeactivating(account),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- handlers only close over stable setters and `change`
    [t, user.role, busyId, mayBulk],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      { columnId: FILTER_IDS.status, title: t("socialMedia.status"), options: SOCIAL_MEDIA_STATUSES.map((value) => ({ value, label: t(`socialMedia.statuses.${value}`) })) },
      { columnId: FILTER_IDS.platform, title: t("socialMedia.platform"), options: PLATFORMS.map((value) => ({ value, label: platformLabel(t, value) })) },
      // Units and administrators are searched on the server, as the form's pickers are.
      { columnId: FILTER_IDS.unit, title: t("socialMedia.unit"), options: [], render: (f) => <SearchFilter title={t("socialMedia.unit")} kind="units" {...f} /> },
      { columnId: FILTER_IDS.administrator, title: t("socialMedia.administrator"), options: [], render: (f) => <SearchFilter title={t("socialMedia.administrator")} kind="people" {...f} /> },
      { columnId: FILTER_IDS.backup, title: t("socialMedia.backupAdministrator"), options: [{ value: "none", label: t("socialMedia.noBackupAdministrator") }] },
      { columnId: FILTER_IDS.attested, title: t("socialMedia.attestation.title"), options: [{ value: "yes", label: t("socialMedia.attestation.attested") }, { value: "no", label: t("socialMedia.attestation.notAttested") }] },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t("pageTitles.socialMedia")}
        actions={
          <>
            {/* The export is the list on screen: its view ("My accounts") and filters. */}
            <ExportMenu path={(format) => exportPaths.accounts(socialMediaListParams(search, user.role), format)} />
            {mayCreate && (
              <Button appearance="primary" icon={<Add20Regular />} onClick={create}>
                {t("socialMedia.createAccount")}
              </Button>
            )}
          </>
        }
      />
      {saved.notice}
      <AccountViewSwitch
        view={view}
        role={user.role}
        attentionFirst={sortsByAttention(view, user.role, search.sorting.length > 0)}
        onChange={(next) => list.table.onStateChange(withAccountView(search, next))}
      />
      <BulkActions
        kind="accounts"
        actions={bulkActions}
        selection={selection}
        pageIds={pageIds}
        total={list.query.data?.totalDocs ?? 0}
        filter={bulkFilter}
      />
      <DataTable<SocialMediaDoc>
        label={t("pageTitles.socialMedia")}
        columns={columns}
        {...list.table}
        {...(mayBulk ? { rowSelection: selection.rowSelection, onRowSelectionChange: selection.onRowSelectionChange } : {})}
        data={saved.rows}
        markedRowId={saved.markedRowId}
        filters={filters}
        getRowId={(account) => String(account.id)}
        empty={empty}
      />
      {detailsId !== null && (
        <AccountDetailsDialog
          accountId={detailsId}
          role={user.role}
          onClose={() => setDetailsId(null)}
          onEdit={(id) => {
            setDetailsId(null);
            setEditAfterClose(id);
          }}
          // Issue 34: the dialogs close and the toast says where the incident is (the Incidents page);
          // leaving the page while they unmount kept Fluent's aria-hidden on the next page.
          onReported={() => setDetailsId(null)}
        />
      )}
      <StatusConfirmDialog
        pending={confirming}
        busy={confirming !== null && busyId === confirming.account.id}
        onCancel={() => setConfirming(null)}
        onConfirm={(account, step) => {
          setConfirming(null);
          void change(account.id, step === "approve" ? "in_transition" : "active");
        }}
      />
      <DeactivateDialog
        open={deactivating !== null}
        accountName={deactivating?.name}
        busy={deactivating !== null && busyId === deactivating.id}
        onCancel={() => setDeactivating(null)}
        onConfirm={(reason) => {
          const account = deactivating;
          setDeactivating(null);
          if (account) void change(account.id, "inactive", reason);
        }}
      />
    </>
  );
}
