// The Audit Log: every entry the caller may read (decisions.md), newest first, filters and search in
// the URL, and the same entry view as the account details' Audit Log tab.
import { AUDIT_ACTIONS, AUDIT_ENTITIES, UI, type AuditLogDoc } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { AuditEntryDetail } from "../../components/audit-entry/audit-entries.tsx";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { SearchFilter } from "../../components/pickers/search-filter.tsx";
import { auditListQuery } from "../../data/other-queries.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { PAGE_TITLES, humanizedOptions } from "../../texts.ts";
import { auditColumns } from "./audit-columns.tsx";
import { AuditDateRange } from "./audit-date-range.tsx";
import { AUDIT_ENTITY_LABELS } from "../../components/audit-entry/audit-entity-labels.ts";
import { useAuditLogsPageStyles } from "./audit-logs-page.styles.ts";
import { auditListParams } from "./audit-query.ts";
import { AUDIT_TEXTS } from "./audit-texts.ts";


const route = getRouteApi("/dashboard/audit-logs");

export function AuditLogsPage() {
  const styles = useAuditLogsPageStyles();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { query, table } = useTableQuery(search, navigate, auditListParams, auditListQuery);
  const [selected, setSelected] = useState<AuditLogDoc | null>(null);

  const filters: DataTableFilter[] = [
    { columnId: "entity", title: AUDIT_TEXTS.entity, options: AUDIT_ENTITIES.map((value) => ({ value, label: AUDIT_ENTITY_LABELS[value] })) },
    { columnId: "action", title: AUDIT_TEXTS.action, options: humanizedOptions(AUDIT_ACTIONS) },
    // People to filter by are searched on the server, 20 at a time, each with their e-mail.
    { columnId: "user", title: AUDIT_TEXTS.user, options: [], render: (f) => <SearchFilter title={AUDIT_TEXTS.user} kind="people" {...f} /> },
  ];
  const columns = useMemo(() => auditColumns(selected?.id ?? null, setSelected), [selected]);

  return (
    <>
      <PageHeader title={PAGE_TITLES.auditLogs} />
      <AuditDateRange search={search} onChange={table.onStateChange} />
      <div className={styles.layout}>
        <DataTable<AuditLogDoc>
          label={PAGE_TITLES.auditLogs}
          columns={columns}
          {...table}
          filters={filters}
          getRowId={(entry) => String(entry.id)}
        />
        <aside className={styles.detail} aria-label={AUDIT_TEXTS.detailTitle}>
          <h2 className={styles.detailTitle}>{AUDIT_TEXTS.detailTitle}</h2>
          {selected ? <AuditEntryDetail entry={selected} /> : <p>{query.data?.totalDocs === 0 ? UI.noAuditHistory : UI.selectAuditEntry}</p>}
        </aside>
      </div>
    </>
  );
}
