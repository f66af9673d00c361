// The Audit Log: every entry the caller may read (decisions.md), newest first, filters and search in
// the URL, and the same entry view as the account details' Audit Log tab.
import { AUDIT_ACTIONS, AUDIT_ENTITIES, UI, type AuditLogDoc, type ListResponse, type PublicUser } from "@steward/shared";
import { useMemo, useState } from "react";
import { listAuditLogs } from "../../api/audit-logs-api.ts";
import { AuditEntryDetail } from "../../components/audit-entry/audit-entries.tsx";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useApiQuery } from "../../hooks/use-api-query.ts";
import { useServerList } from "../../hooks/use-server-list.ts";
import { auditLogsRoute } from "../../routes/audit-logs.ts";
import { PAGE_TITLES, humanizedOptions } from "../../texts.ts";
import { auditColumns } from "./audit-columns.tsx";
import { AuditDateRange } from "./audit-date-range.tsx";
import { useAuditLogsPageStyles } from "./audit-logs-page.styles.ts";
import { auditListParams } from "./audit-query.ts";
import { AUDIT_TEXTS } from "./audit-texts.ts";


export function AuditLogsPage() {
  const styles = useAuditLogsPageStyles();
  const { api } = useDashboardServices();
  const search = auditLogsRoute.useSearch();
  const navigate = auditLogsRoute.useNavigate();
  const { query, table } = useServerList(search, navigate, auditListParams, listAuditLogs);
  // People to filter by: the users in the caller's scope, plus whoever acts in the entries shown.
  const people = useApiQuery("audit-user-options", (signal) =>
    api.request<ListResponse<PublicUser>>("/api/users?limit=100&sort=name", { signal }).catch(() => null),
  );
  const [selected, setSelected] = useState<AuditLogDoc | null>(null);

  const userOptions = useMemo(() => {
    const names = new Map<string, string>();
    for (const user of people.data?.docs ?? []) names.set(String(user.id), user.name);
    for (const entry of query.data?.docs ?? []) if (entry.user) names.set(String(entry.user.id), entry.user.name);
    return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [people.data, query.data]);

  const filters: DataTableFilter[] = [
    { columnId: "entity", title: AUDIT_TEXTS.entity, options: humanizedOptions(AUDIT_ENTITIES) },
    { columnId: "action", title: AUDIT_TEXTS.action, options: humanizedOptions(AUDIT_ACTIONS) },
    { columnId: "user", title: AUDIT_TEXTS.user, options: userOptions },
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
