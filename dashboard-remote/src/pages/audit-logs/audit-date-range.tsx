import { Field, Input } from "@fluentui/react-components";
import { filterValues, withFilter, type TableSearch } from "../../components/data-table/table-search.ts";
import { useAuditLogsPageStyles } from "./audit-logs-page.styles.ts";
import { AUDIT_TEXTS } from "./audit-texts.ts";

/** From / To calendar dates (inclusive), kept in the URL with the other filters. */
export function AuditDateRange({ search, onChange }: { search: TableSearch; onChange(next: TableSearch): void }) {
  const styles = useAuditLogsPageStyles();
  const input = (id: "from" | "to", label: string) => (
    <Field label={label}>
      <Input type="date" value={filterValues(search, id)[0] ?? ""} onChange={(_event, data) => onChange(withFilter(search, id, data.value ? [data.value] : []))} />
    </Field>
  );
  return (
    <div className={styles.dates} role="group" aria-label={AUDIT_TEXTS.dateRange}>
      {input("from", AUDIT_TEXTS.from)}
      {input("to", AUDIT_TEXTS.to)}
    </div>
  );
}
