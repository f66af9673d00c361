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
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { flagListQuery } from "../../data/other-queries.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { PAGE_TITLES, humanizedOptions } from "../../texts.ts";
import { FlagFormDialog } from "./flag-form-dialog.tsx";
import { FlagStatusDialog } from "./flag-status-dialog.tsx";
import { FLAG_TEXTS } from "./flag-texts.ts";
import { flagColumns } from "./flags-columns.tsx";
import { flagListParams } from "./flags-query.ts";
import { ScanResultDialog } from "./scan-result-dialog.tsx";

const FILTERS: readonly DataTableFilter[] = [
  { columnId: "status", title: FLAG_TEXTS.status, options: humanizedOptions(FLAG_STATUSES) },
  { columnId: "severity", title: FLAG_TEXTS.severity, options: humanizedOptions(FLAG_SEVERITIES) },
  { columnId: "category", title: FLAG_TEXTS.category, options: humanizedOptions(FLAG_CATEGORIES) },
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
  // The same rule as the scan route's access (shared/user-rules.ts).
  const canScan = isSuperAdmin(user.role);
  // The dialogs these buttons open give focus back to them when they close.
  const restoreFocusTarget = useRestoreFocusTarget();
  const columns = useMemo(
    () => flagColumns({ canUpdate, onEdit: (flag) => openDialog({ kind: "edit", flag }), onChangeStatus: (flag) => openDialog({ kind: "status", flag }) }),
    [canUpdate],
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
      notify.error(FLAG_TEXTS.scanFailed);
    } finally {
      setScanning(false);
    }
  };

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.flags}
        actions={
          <>
            {canScan && (
              <Button {...restoreFocusTarget} icon={<ShieldError20Regular />} disabled={scanning} onClick={() => void scan()}>
                {scanning ? FLAG_TEXTS.scanning : FLAG_TEXTS.riskScan}
              </Button>
            )}
            {canCreate && (
              <Button {...restoreFocusTarget} appearance="primary" icon={<Add20Regular />} onClick={() => openDialog({ kind: "create" })}>
                {FLAG_TEXTS.raise}
              </Button>
            )}
          </>
        }
      />
      <DataTable<FlagDoc>
        label={PAGE_TITLES.flags}
        columns={columns}
        {...list.table}
        filters={FILTERS}
        getRowId={(flag) => String(flag.id)}
      />
      {dialog && dialog.editing.kind !== "status" && (
        <FlagFormDialog
          key={dialog.key}
          open={dialog.open}
          flag={dialog.editing.kind === "edit" ? dialog.editing.flag : null}
          onClose={closeDialog}
          onSaved={(_flag, created) => saved(created ? FLAG_TEXTS.created : FLAG_TEXTS.updated)}
        />
      )}
      {dialog && dialog.editing.kind === "status" && (
        <FlagStatusDialog key={dialog.key} open={dialog.open} flag={dialog.editing.flag} onClose={closeDialog} onSaved={() => saved(FLAG_TEXTS.updated)} />
      )}
      {scanResult && <ScanResultDialog open={scanResult.open} result={scanResult.result} onClose={() => setScanResult({ ...scanResult, open: false })} />}
    </>
  );
}
