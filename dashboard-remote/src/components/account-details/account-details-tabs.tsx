// The account's details as tabs (Overview by default; the audit log for roles that may read it): the same view in the details dialog and
// on the edit page of a role that may read accounts but not edit them.
import { Tab, TabList, makeStyles } from "@fluentui/react-components";
import { can, type Role, type SocialMediaDetailDoc } from "@steward/shared";
import { useState } from "react";
import { useT } from "../../i18n/i18n-context.ts";
import { useCurrentUser } from "../current-user.ts";
import { AccessTab } from "./access-tab.tsx";
import { AuditTab } from "./audit-tab.tsx";
import { OverviewTab } from "./overview-tab.tsx";
import { SecurityTab } from "./security-tab.tsx";

export const DETAIL_TABS = ["overview", "security", "access", "audit"] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
const TAB_LABELS = { overview: "socialMedia.tabOverview", security: "socialMedia.tabSecurity", access: "socialMedia.tabAccess", audit: "socialMedia.tabAudit" } as const;

/** The tabs a role is offered: the account's audit log only to a role that may read audit logs
 * (a manager's tab answered nothing but "FORBIDDEN", issue 30). */
export const detailTabsFor = (role: Role): readonly DetailTab[] => DETAIL_TABS.filter((tab) => tab !== "audit" || can(role, "AUDIT_LOGS", "read"));

const useStyles = makeStyles({
  // On a phone the four tabs wrap onto two lines: scrolling sideways, "Audit Log" sat out of sight
  // and out of reach (issue 30).
  tabs: { overflowX: "auto", maxWidth: "100%", flexShrink: 0, "@media (max-width: 767.98px)": { flexWrap: "wrap", overflowX: "visible" } },
});

export function AccountDetailsTabs({ account }: { account: SocialMediaDetailDoc }) {
  const styles = useStyles();
  const t = useT();
  const tabs = detailTabsFor(useCurrentUser().role);
  const [tab, setTab] = useState<DetailTab>("overview");
  return (
    <>
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_e, data) => setTab(data.value as DetailTab)}>
        {tabs.map((value) => (
          <Tab key={value} value={value}>
            {t(TAB_LABELS[value])}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={t(TAB_LABELS[tab])}>
        {tab === "overview" && <OverviewTab account={account} />}
        {tab === "security" && <SecurityTab account={account} />}
        {tab === "access" && <AccessTab account={account} />}
        {tab === "audit" && tabs.includes("audit") && <AuditTab accountId={account.id} />}
      </div>
    </>
  );
}
