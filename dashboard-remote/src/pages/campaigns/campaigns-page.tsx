// Campaigns (issue 18): every recertification campaign that meets the caller's units, with its
// progress; a super admin creates, opens and closes them here.
import { Button, Tooltip, useRestoreFocusTarget } from "@fluentui/react-components";
import { Add20Regular, LockClosed16Regular, Play16Regular } from "@fluentui/react-icons";
import { CAMPAIGN_STATUSES, isSuperAdmin, type CampaignDoc } from "@steward/shared";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useCurrentUser } from "../../components/current-user.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { DateCell } from "../../components/format/date-cells.tsx";
import { TextLink } from "../../components/link/text-link.tsx";
import { UnitName } from "../../components/unit-name/unit-name.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { campaignListQuery } from "../../data/campaigns-queries.ts";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { CampaignStatusBadge } from "./campaign-badges.tsx";
import { CampaignFormDialog } from "./campaign-form-dialog.tsx";
import { CampaignProgressBar } from "./campaign-progress.tsx";
import { campaignListParams } from "./campaign-query.ts";
import { useCampaignActions, type CampaignAction } from "./campaign-actions.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const route = getRouteApi("/dashboard/campaigns");


function RowActions({ campaign, onAsk }: { campaign: CampaignDoc; onAsk(kind: CampaignAction, campaign: CampaignDoc): void }) {
  const restoreFocusTarget = useRestoreFocusTarget();
  const t = useT();
  if (campaign.status === "closed") return null;
  const opening = campaign.status === "draft";
  return (
    <Tooltip content={t(opening ? "campaigns.openNamed" : "campaigns.closeNamed", { name: campaign.name })} relationship="label">
      <Button
        {...restoreFocusTarget}
        size="small"
        appearance="subtle"
        icon={opening ? <Play16Regular /> : <LockClosed16Regular />}
        onClick={() => onAsk(opening ? "open" : "close", campaign)}
      >
        {opening ? t("campaigns.open") : t("campaigns.close")}
      </Button>
    </Tooltip>
  );
}

export function CampaignsPage() {
  const user = useCurrentUser();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, campaignListParams, campaignListQuery);
  const manages = isSuperAdmin(user.role);
  const restoreFocusTarget = useRestoreFocusTarget();
  const [creating, setCreating] = useState<{ open: boolean; key: number } | null>(null);
  const actions = useCampaignActions();
  const t = useT();
  const openCreate = () => setCreating((c) => ({ open: true, key: (c?.key ?? 0) + 1 }));
  const empty = useListEmptyState(
    search,
    list.table.onStateChange,
    <EmptyState text={manages ? t("dailyWork.empty.campaigns") : t("dailyWork.empty.campaignsReadOnly")} action={manages && { label: t("dailyWork.empty.createFirstCampaign"), onClick: openCreate }} />,
  );
  const filters = useMemo<DataTableFilter[]>(
    () => [{ columnId: "status", title: t("campaigns.status"), options: CAMPAIGN_STATUSES.map((value) => ({ value, label: t(`campaignStatus.${value}`) })) }],
    [t],
  );

  const columns = useMemo<ColumnDef<CampaignDoc>[]>(() => {
    const cols: ColumnDef<CampaignDoc>[] = [
      {
        id: "name",
        header: t("campaigns.name"),
        accessorFn: (c) => c.name,
        cell: ({ row }) => (
          <TextLink to="/dashboard/campaigns/$id" params={{ id: String(row.original.id) }} aria-label={t("campaigns.view", { name: row.original.name })}>
            {row.original.name}
          </TextLink>
        ),
      },
      {
        id: "unit", header: t("campaigns.unit"), accessorFn: (c) => c.unit?.name ?? t("campaigns.wholeInstitution"), enableSorting: false,
        cell: ({ row }) => (row.original.unit ? <UnitName unit={row.original.unit} /> : t("campaigns.wholeInstitution")),
      },
      { id: "status", meta: { fit: true }, header: t("campaigns.status"), accessorFn: (c) => c.status, cell: ({ row }) => <CampaignStatusBadge status={row.original.status} /> },
      { id: "dueDate", meta: { fit: true }, header: t("campaigns.dueDate"), accessorFn: (c) => c.dueDate, cell: DateCell },
      { id: "recurrence", header: t("campaigns.recurrence"), accessorFn: (c) => t(`campaignRecurrence.${c.recurrence ?? "none"}`), enableSorting: false },
      { id: "progress", header: t("campaigns.progress"), enableSorting: false, cell: ({ row }) => <CampaignProgressBar progress={row.original.progress} /> },
    ];
    if (manages) {
      cols.push({ id: "actions", meta: { fit: true }, header: t("campaigns.actions"), enableSorting: false, enableHiding: false, cell: ({ row }) => <RowActions campaign={row.original} onAsk={actions.ask} /> });
    }
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ask only sets state
  }, [manages, t]);

  return (
    <>
      <PageHeader
        title={t("campaigns.campaigns")}
        actions={
          manages && (
            <Button {...restoreFocusTarget} appearance="primary" icon={<Add20Regular />} onClick={() => setCreating((c) => ({ open: true, key: (c?.key ?? 0) + 1 }))}>
              {t("campaigns.create")}
            </Button>
          )
        }
      />
      <DataTable<CampaignDoc> label={t("campaigns.campaigns")} columns={columns} {...list.table} filters={filters} getRowId={(c) => String(c.id)} empty={empty} />
      {creating && (
        <CampaignFormDialog
          key={creating.key}
          open={creating.open}
          onClose={() => setCreating({ ...creating, open: false })}
          onSaved={() => {
            // The new draft shows in the list (newest first); its page opens from its name.
            setCreating({ ...creating, open: false });
            notify.success(t("campaigns.created"));
            void invalidateAfter(queryClient, "campaign");
          }}
        />
      )}
      {actions.dialog}
    </>
  );
}
