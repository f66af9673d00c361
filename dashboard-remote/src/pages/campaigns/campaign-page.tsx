// One campaign (issue 18): what it covers, its progress per unit (drilling down the tree), its items
// with filters, the evidence export; a super admin opens or closes it here too.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from "@fluentui/react-components";
import { ArrowLeft16Regular, LockClosed20Regular, Play20Regular } from "@fluentui/react-icons";
import {
  CAMPAIGN_ITEM_KINDS,
  CAMPAIGN_ITEM_STATES,
  can,
  isSuperAdmin,
  type CampaignDetailDoc,
  type CampaignItemDoc,
  type CampaignUnitProgress,
} from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState, type ReactNode } from "react";
import { evidenceUrl } from "../../api/campaigns-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { withFilter } from "../../components/data-table/table-search.ts";
import { DateTimeCell } from "../../components/format/date-cells.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { DownloadLink, LinkButton, TextLink } from "../../components/link/text-link.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { SearchFilter } from "../../components/pickers/search-filter.tsx";
import { UnitName } from "../../components/unit-name/unit-name.tsx";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { ExportMenu } from "../../components/export-menu/export-menu.tsx";
import { exportPaths } from "../../api/exports-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { campaignItemsQuery, campaignQuery } from "../../data/campaigns-queries.ts";
import { useT, type T } from "../../i18n/i18n-context.ts";
import { useCampaignActions } from "./campaign-actions.tsx";
import { CampaignStatusBadge, ItemStateBadge } from "./campaign-badges.tsx";
import { CampaignProgressBar } from "./campaign-progress.tsx";
import { campaignItemParams } from "./campaign-query.ts";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";

const route = getRouteApi("/dashboard/campaigns/$id");

const useStyles = makeStyles({
  summary: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXXL, alignItems: "flex-start" },
  fact: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "center" },
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  units: { listStyleType: "none", margin: 0, padding: 0, display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))", gap: tokens.spacingHorizontalM },
  unit: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2 },
  unitName: { fontWeight: tokens.fontWeightSemibold },
  links: { display: "flex", gap: tokens.spacingHorizontalM },
});

function Fact({ term, children }: { term: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <span className={styles.term}>{term}</span>
      <span>{children}</span>
    </div>
  );
}

function itemFilters(t: T): DataTableFilter[] {
  return [
    { columnId: "state", title: t("campaigns.columns.state"), options: CAMPAIGN_ITEM_STATES.map((value) => ({ value, label: t(`campaignItemState.${value}`) })) },
    { columnId: "kind", title: t("campaigns.columns.kind"), options: CAMPAIGN_ITEM_KINDS.map((value) => ({ value, label: t(`campaignKinds.${value}`) })) },
  ];
}

function itemColumns(t: T): ColumnDef<CampaignItemDoc>[] {
  return [
    { id: "subject", header: t("campaigns.columns.subject"), accessorFn: (i) => i.subject.name },
    { id: "kind", meta: { fit: true }, header: t("campaigns.columns.kind"), accessorFn: (i) => t(`campaignKinds.${i.kind}`) },
    { id: "unit", header: t("campaigns.columns.unit"), accessorFn: (i) => i.unit.name, cell: ({ row }) => <UnitName unit={row.original.unit} /> },
    { id: "state", meta: { fit: true }, header: t("campaigns.columns.state"), accessorFn: (i) => i.state, cell: ({ row }) => <ItemStateBadge state={row.original.state} /> },
    { id: "decision", header: t("campaigns.columns.decision"), enableSorting: false, accessorFn: (i) => (i.decision ? t(`campaignDecisions.${i.decision}`) : "—") },
    { id: "decidedBy", header: t("campaigns.columns.decidedBy"), enableSorting: false, accessorFn: (i) => i.decidedBy?.name ?? "—" },
    { id: "decidedAt", meta: { fit: true }, header: t("campaigns.columns.decidedAt"), accessorFn: (i) => i.decidedAt ?? "", cell: DateTimeCell },
    // The people who review, by name (issue 30: the column named their unit); the unit when nobody holds it.
    { id: "reviewer", header: t("campaigns.columns.reviewer"), enableSorting: false, accessorFn: (i) => i.reviewers?.map((p) => p.name).join(", ") || (i.reviewerUnit?.name ?? "—") },
  ];
}

function UnitProgress({ row, onItems, onDrill }: { row: CampaignUnitProgress; onItems(): void; onDrill(): void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <li className={styles.unit}>
      <span className={styles.unitName}>{row.unit.name}</span>
      <CampaignProgressBar progress={row} />
      <span className={styles.links}>
        <LinkButton onClick={onItems} aria-label={t("campaigns.filterUnit", { unit: row.unit.name })}>
          {t("campaigns.items")}
        </LinkButton>
        {row.hasChildren && (
          <LinkButton onClick={onDrill} aria-label={t("campaigns.showUnit", { unit: row.unit.name })}>
            {t("campaigns.byUnit")}
          </LinkButton>
        )}
      </span>
    </li>
  );
}

function CampaignView({ campaign, breakdown, setBreakdown }: { campaign: CampaignDetailDoc; breakdown: { id: number; name: string }[]; setBreakdown(next: { id: number; name: string }[]): void }) {
  const styles = useStyles();
  const { api } = useDashboardServices();
  const user = useCurrentUser();
  const formats = useFormats();
  const t = useT();
  const columns = useMemo(() => itemColumns(t), [t]);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const items = useQuery(campaignItemsQuery(api, campaign.id, campaignItemParams(search)));
  const actions = useCampaignActions();
  const manages = isSuperAdmin(user.role);
  const itemsEmpty = useListEmptyState(search, (next) => void navigate({ search: next }), <EmptyState text={t("dailyWork.empty.campaignItems")} />);
  const breakdownName = campaign.breakdownUnit?.name ?? t("campaigns.wholeInstitution");
  const reviews = can(user.role, "CAMPAIGNS", "update") && campaign.status === "open";
  // The unit filter searches the server like every unit chooser (issue 30: at most 20 offered, each
  // with its path), not the breakdown's units; a unit's row also sets it.
  const filters = useMemo<DataTableFilter[]>(
    () => [
      ...itemFilters(t),
      { columnId: "unit", title: t("campaigns.columns.unit"), options: [], render: (f) => <SearchFilter title={t("campaigns.columns.unit")} kind="units" {...f} /> },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={campaign.name}
        actions={
          <>
            <ExportMenu path={(format) => exportPaths.campaignItems(campaign.id, campaignItemParams(search), format)} />
            {manages && campaign.status !== "closed" ? (
              campaign.status === "draft" ? (
                <Button appearance="primary" icon={<Play20Regular />} onClick={() => actions.ask("open", campaign)}>
                  {t("campaigns.open")}
                </Button>
              ) : (
                <Button icon={<LockClosed20Regular />} onClick={() => actions.ask("close", campaign)}>
                  {t("campaigns.close")}
                </Button>
              )
            ) : null}
          </>
        }
      />
      <div className={styles.summary}>
        <Fact term={t("campaigns.status")}>
          <CampaignStatusBadge status={campaign.status} />
        </Fact>
        <Fact term={t("campaigns.unit")}>{campaign.unit?.name ?? t("campaigns.wholeInstitution")}</Fact>
        <Fact term={t("campaigns.dueDate")}>{formats.date(campaign.dueDate)}</Fact>
        <Fact term={t("campaigns.subjects")}>{campaign.subjects.map((s) => t(`campaignSubjects.${s}`)).join(", ")}</Fact>
        <Fact term={t("campaigns.recurrence")}>{t(`campaignRecurrence.${campaign.recurrence ?? "none"}`)}</Fact>
        <Fact term={t("campaigns.createdBy")}>{campaign.createdBy?.name ?? t("campaigns.scheduler")}</Fact>
        {campaign.openedAt && <Fact term={t("campaigns.openedAt")}>{formats.dateTime(campaign.openedAt)}</Fact>}
        {campaign.closedAt && <Fact term={t("campaigns.closedAt")}>{formats.dateTime(campaign.closedAt)}</Fact>}
        {campaign.previousCampaign !== null && (
          <Fact term={t("campaigns.previous")}>
            <TextLink to="/dashboard/campaigns/$id" params={{ id: String(campaign.previousCampaign) }}>
              #{campaign.previousCampaign}
            </TextLink>
          </Fact>
        )}
        {campaign.nextCampaign !== null && (
          <Fact term={t("campaigns.next")}>
            <TextLink to="/dashboard/campaigns/$id" params={{ id: String(campaign.nextCampaign) }}>
              #{campaign.nextCampaign}
            </TextLink>
          </Fact>
        )}
        <Fact term={t("campaigns.progress")}>
          <CampaignProgressBar progress={campaign.progress} />
        </Fact>
      </div>
      <div className={styles.actions}>
        <span className={styles.term}>{t("campaigns.evidenceLabel")}</span>
        <DownloadLink href={evidenceUrl(api, campaign.id, "csv")}>{t("campaigns.exportCsv")}</DownloadLink>
        <DownloadLink href={evidenceUrl(api, campaign.id, "jsonl")}>{t("campaigns.exportJsonl")}</DownloadLink>
        {reviews && <TextLink to="/dashboard/reviews">{t("campaigns.reviewInQueue")}</TextLink>}
      </div>
      {campaign.status !== "draft" && (
        <section className={styles.section} aria-labelledby="campaign-by-unit">
          <h2 id="campaign-by-unit" className={styles.heading}>
            {t("campaigns.byUnitOf", { unit: breakdownName })}
          </h2>
          {breakdown.length > 0 && (
            <span>
              <Button size="small" appearance="subtle" icon={<ArrowLeft16Regular />} onClick={() => setBreakdown(breakdown.slice(0, -1))}>
                {t("campaigns.back", { unit: breakdown.length > 1 ? breakdown[breakdown.length - 2]!.name : t("campaigns.campaigns") })}
              </Button>
            </span>
          )}
          <ul className={styles.units} aria-labelledby="campaign-by-unit">
            {campaign.byUnit.map((row) => (
              <UnitProgress
                key={row.unit.id}
                row={row}
                onItems={() => void navigate({ search: withFilter(search, "unit", [String(row.unit.id)]) })}
                onDrill={() => setBreakdown([...breakdown, row.unit])}
              />
            ))}
          </ul>
        </section>
      )}
      {campaign.status !== "draft" && (
        <section className={styles.section} aria-labelledby="campaign-items">
          <h2 id="campaign-items" className={styles.heading}>
            {t("campaigns.items")}
          </h2>
          <DataTable<CampaignItemDoc>
            label={t("campaigns.items")}
            columns={columns}
            data={items.data?.docs}
            pageCount={items.data?.totalPages ?? 1}
            state={search}
            onStateChange={(next) => void navigate({ search: next })}
            isLoading={items.isFetching}
            errorText={items.isError ? <FailureExplanation error={items.error} /> : undefined}
            filters={filters}
            getRowId={(i) => String(i.id)}
            empty={itemsEmpty}
          />
        </section>
      )}
      {actions.dialog}
    </>
  );
}

export function CampaignPage() {
  const { api } = useDashboardServices();
  const { id } = route.useParams();
  // The units drilled into, outermost first; the last one is the breakdown asked of the API.
  const [breakdown, setBreakdown] = useState<{ id: number; name: string }[]>([]);
  const unit = breakdown.at(-1)?.id;
  const t = useT();
  const query = useQuery(campaignQuery(api, Number(id), unit));
  if (query.data) return <CampaignView campaign={query.data} breakdown={breakdown} setBreakdown={setBreakdown} />;
  return (
    <>
      <PageHeader title={t("campaigns.campaigns")} />
      {query.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t("campaigns.noCampaign")}</MessageBarBody>
        </MessageBar>
      ) : (
        <div>{t("common.loading")}</div>
      )}
    </>
  );
}
