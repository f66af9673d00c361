import { useQuery } from "@tanstack/react-query";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { accountAuditQuery } from "../../data/social-medias-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { AuditEntries } from "../audit-entry/audit-entries.tsx";
import { useAccountDetailsStyles } from "./account-details.styles.ts";
import { FailureExplanation } from "../failure/failure-explanation.tsx";

export function AuditTab({ accountId }: { accountId: number }) {
  const styles = useAccountDetailsStyles();
  const { api } = useDashboardServices();
  const t = useT();
  const query = useQuery(accountAuditQuery(api, accountId));
  return (
    <div className={styles.panel}>
      {query.data ? <AuditEntries entries={query.data.docs} /> : <p>{query.isError ? <FailureExplanation error={query.error} /> : t("common.loading")}</p>}
    </div>
  );
}
