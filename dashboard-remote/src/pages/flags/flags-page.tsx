// Risk Flags: every flag on accounts in the caller's scope, filters and search in the URL; raising,
// editing and status changes for roles that may (product-spec.md section 6); the risk scan for the
// super admin.
import { Button, useRestoreFocusTarget } from "@fluentui/react-components";
import { Add20Regular, ShieldError20Regular } from "@fluentui/react-icons";
import { can, FLAG_CATEGORIES, FLAG_SEVERITIES, FLAG_STATUSES, isSuperAdmin, type FlagDoc, type FlagScanResult } from "@steward/shared";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { runRiskScan } from "../../api/flags-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { ExportMenu } from "../../components/export-menu/export-menu.tsx";
import { exportPaths } from "../../api/exports-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { flagListQuery } from "../../data/other-queries.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useT, type T } from "../../i18n/i18n-context.ts";
import { FlagFormDialog } from "./flag-form-dialog.tsx";
import { FlagStatusDialog } from "./flag-status-dialog.tsx";
import { flagColumns } from "./flags-columns.tsx";
import { flagListParams } from "./flags-query.ts";
import { ScanResultDialog } from "./scan-result-dialog.tsx";

const flagFilters = (t: T): DataTableFilter[] => [
  { columnId: "status", title: t("flags.status"), options: FLAG_STATUSES.map((value) => ({ value, label: t(`flags.statuses.${value}`) })) },
  { columnId: "severity", title: t("flags.severity"), options: FLAG_SEVERITIES.map((value) => ({ value, label: t(`flags.severities.${value}`) })) },
  { columnId: "category", title: t("flags.category"), options: FLAG_CATEGORIES.map((value) => ({ value, label: t(`flags.categories.${value}`) })) },
];

type Editing = { kind: "create" } | { kind: "edit"; flag: FlagDoc } | { kind: "status"; flag: FlagDoc };

/**
 * The dialog on screen. It stays mounted after closing (only `open` turns false): unmounting an open
 * Fluent dialog would leave the page hidden from assistive technology. `key` gives each opening a
 * fresh form.
 */
interface DialogState {
  editing: Editing;
  open: boolean;
  key: number;
}

const route = getRouteApi("/dashboard/flags");

export function FlagsPage() {
  const { api } = useDashboardServices();
  const t = useT();
  const user = useCurrentUser();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, flagListParams, flagListQuery);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [scanning, setScanning] = useState(false);
  const [scanResult, setScanResult] = useState<{ result: FlagScanResult; open: boolean } | null>(null);
  const openDialog = (editing: Editing) => setDialog((previous) => ({ editing, open: true, key: (previous?.key ?? 0) + 1 }));
  const closeDialog = () => setDialog((previous) => (previous ? { ...previous, open: false } : null));

  const canCreate = can(user.role, "FLAGS", "create");
  const canUpdate = can(user.role, "FLAGS", "update");
  const empty = useListEmptyState(search, list.table.onStateChange, <EmptyState text={t("dailyWork.empty.flags")} />);
  // The same rule as the scan route's access (shared/user-rules.ts).
  const canScan = isSuperAdmin(user.role);
  // The dialogs these buttons open give focus back to them when they close.
  const restoreFocusTarget = useRestoreFocusTarget();
  const filters = useMemo(() => flagFilters(t), [t]);
  const columns = useMemo(
    () => flagColumns(t, { canUpdate, onEdit: (flag) => openDialog({ kind: "edit", flag }), onChangeStatus: (flag) => openDialog({ kind: "status", flag }) }),
    [t, canUpdate],
  );

  const saved = (message: string) => {
    closeDialog();
    notify.success(message);
    void invalidateAfter(queryClient, "flag");
  };

  const scan = async () => {
    setScanning(true);
    try {
      setScanResult({ result: await runRiskScan(api), open: true });
      void invalidateAfter(queryClient, "flag");
    } catch {
      notify.error(t("flags.scanFailed"));
    } finally {
      setScanning(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t("pageTitles.flags")}
        actions={
          <>
            <ExportMenu path={(format) => exportPaths.flags(flagListParams(search), format)} />
            {canScan && (
              <Button {...restoreFocusTarget} icon={<ShieldError20Regular />} disabled={scanning} onClick={() => void scan()}>
                {scanning ? t("flags.scanning") : t("flags.riskScan")}
              </Button>
            )}
            {canCreate && (
              <Button {...restoreFocusTarget} appearance="primary" icon={<Add20Regular />} onClick={() => openDialog({ kind: "create" })}>
                {t("flags.raise")}
              </Button>
            )}
          </>
        }
      />
      <DataTable<FlagDoc>
        label={t("pageTitles.flags")}
        columns={columns}
        {...list.table}
        filters={filters}
        getRowId={(flag) => String(flag.id)}
        empty={empty}
      />
      {dialog && dialog.editing.kind !== "status" && (
        <FlagFormDialog
          key={dialog.key}
          open={dialog.open}
          flag={dialog.editing.kind === "edit" ? dialog.editing.flag : null}
          onClose={closeDialog}
          onSaved={(_flag, created) => saved(created ? t("flags.created") : t("flags.updated"))}
        />
      )}
      {dialog && dialog.editing.kind === "status" && (
        <FlagStatusDialog key={dialog.key} open={dialog.open} flag={dialog.editing.flag} onClose={closeDialog} onSaved={() => saved(t("flags.updated"))} />
      )}
      {scanResult && <ScanResultDialog open={scanResult.open} result={scanResult.result} onClose={() => setScanResult({ ...scanResult, open: false })} />}
    </>
  );
}
