import { listAccountAudit } from "../../api/social-medias-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useApiQuery } from "../../hooks/use-api-query.ts";
import { LABELS } from "../../texts.ts";
import { AuditEntries } from "../audit-entry/audit-entries.tsx";
import { useAccountDetailsStyles } from "./account-details.styles.ts";

export function AuditTab({ accountId }: { accountId: number }) {
  const styles = useAccountDetailsStyles();
  const { api } = useDashboardServices();
  const query = useApiQuery(`account-audit-${accountId}`, (signal) => listAccountAudit(api, accountId, signal));
  return (
    <div className={styles.panel}>
      {query.data ? <AuditEntries entries={query.data.docs} /> : <p>{query.error ? LABELS.loadFailed : LABELS.loading}</p>}
    </div>
  );
}
