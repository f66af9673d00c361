import { Field } from "@fluentui/react-components";
import { DateInput } from "../../components/format/date-input.tsx";
import { filterValues, withFilter, type TableSearch } from "../../components/data-table/table-search.ts";
import { useAuditLogsPageStyles } from "./audit-logs-page.styles.ts";
import { useT } from "../../i18n/i18n-context.ts";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** From / To calendar dates (inclusive), kept in the URL with the other filters. */
export function AuditDateRange({ search, onChange }: { search: TableSearch; onChange(next: TableSearch): void }) {
  const styles = useAuditLogsPageStyles();
  const t = useT();
  const input = (id: "from" | "to", label: string) => (
    <Field label={label}>
      {/* Only a whole day (or none) goes to the URL; a half-typed one waits in the field. */}
      <DateInput value={filterValues(search, id)[0] ?? ""} onChange={(value) => value === "" || ISO_DAY.test(value) ? onChange(withFilter(search, id, value ? [value] : [])) : undefined} />
    </Field>
  );
  return (
    <div className={styles.dates} role="group" aria-label={t("audit.dateRange")}>
      {input("from", t("audit.from"))}
      {input("to", t("audit.to"))}
    </div>
  );
}
