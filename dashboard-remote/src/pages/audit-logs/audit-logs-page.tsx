// The Audit Log: every entry the caller may read (decisions.md), newest first, filters and search in
// the URL, and the same entry view as the account details' Audit Log tab. An entry's details open
// where the person is looking (issue 30: below the table, they opened out of sight), and the export
// gives the entries the filters show.
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditLogDoc } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { ExportMenu } from "../../components/export-menu/export-menu.tsx";
import { exportPaths } from "../../api/exports-api.ts";
import { SearchFilter } from "../../components/pickers/search-filter.tsx";
import { auditListQuery } from "../../data/other-queries.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { auditColumns } from "./audit-columns.tsx";
import { AuditDateRange } from "./audit-date-range.tsx";
import { auditEntityLabel } from "../../components/audit-entry/audit-entity-labels.ts";
import { AuditEntryDetail, auditActionLabel } from "../../components/audit-entry/audit-entries.tsx";
import { useAuditLogsPageStyles } from "./audit-logs-page.styles.ts";
import { auditListParams } from "./audit-query.ts";


const route = getRouteApi("/dashboard/audit-logs");

export function AuditLogsPage() {
  const styles = useAuditLogsPageStyles();
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { query, table } = useTableQuery(search, navigate, auditListParams, auditListQuery);
  const empty = useListEmptyState(search, table.onStateChange, <EmptyState text={t("dailyWork.empty.audit")} />);
  const [selected, setSelected] = useState<AuditLogDoc | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  // Chosen from the table: bring the details into view and put the reader there (focus moves to
  // their heading, so a keyboard or screen reader user lands on them too).
  useEffect(() => {
    if (!selected) return;
    const heading = detailHeading.current;
    heading?.scrollIntoView({ block: "start", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    heading?.focus({ preventScroll: true });
  }, [selected]);

  const filters: DataTableFilter[] = [
    { columnId: "entity", title: t("audit.entity"), options: AUDIT_ENTITIES.map((value) => ({ value, label: auditEntityLabel(value, t) })) },
    { columnId: "action", title: t("audit.action"), options: AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value, t) })) },
    // People to filter by are searched on the server, 20 at a time, each with their e-mail.
    { columnId: "user", title: t("audit.user"), options: [], render: (f) => <SearchFilter title={t("audit.user")} kind="people" {...f} /> },
  ];
  const columns = useMemo(() => auditColumns(t, selected?.id ?? null, setSelected), [t, selected]);

  return (
    <>
      <PageHeader
        title={t("pageTitles.auditLogs")}
        actions={
          <ExportMenu path={(format) => exportPaths.audit(auditListParams(search), format)} />
        }
      />
      <AuditDateRange search={search} onChange={table.onStateChange} />
      <div className={styles.layout}>
        <DataTable<AuditLogDoc>
          label={t("pageTitles.auditLogs")}
          columns={columns}
          {...table}
          filters={filters}
          getRowId={(entry) => String(entry.id)}
          empty={empty}
        />
        <aside className={styles.detail} aria-label={t("audit.detailTitle")}>
          <h2 className={styles.detailTitle} ref={detailHeading} tabIndex={-1}>
            {t("audit.detailTitle")}
          </h2>
          {selected ? <AuditEntryDetail entry={selected} /> : <p>{query.data?.totalDocs === 0 ? t("ui.noAuditHistory") : t("ui.selectAuditEntry")}</p>}
        </aside>
      </div>
    </>
  );
}
