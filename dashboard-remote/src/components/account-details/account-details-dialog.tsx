// The account's details: title with platform and status badges, four tabs (Overview by default),
// and a footer with Close and, for those who may edit, Edit Account.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Tab, TabList } from "@fluentui/react-components";
import { can, type Role } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { socialMediaQuery } from "../../data/social-medias-queries.ts";
import { LABELS, SOCIAL_MEDIA_TEXTS as T } from "../../texts.ts";
import { StatusBadge } from "../status-badge.tsx";
import { AccessTab } from "./access-tab.tsx";
import { useAccountDetailsStyles } from "./account-details.styles.ts";
import { AuditTab } from "./audit-tab.tsx";
import { OverviewTab } from "./overview-tab.tsx";
import { PlatformBadge } from "./platform-badge.tsx";
import { SecurityTab } from "./security-tab.tsx";

export const DETAIL_TABS = ["overview", "security", "access", "audit"] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
const TAB_LABELS: Record<DetailTab, string> = { overview: T.tabOverview, security: T.tabSecurity, access: T.tabAccess, audit: T.tabAudit };

export interface AccountDetailsDialogProps {
  accountId: number;
  role: Role;
  onClose(): void;
  onEdit(id: number): void;
}

export function AccountDetailsDialog({ accountId, role, onClose, onEdit }: AccountDetailsDialogProps) {
  const styles = useAccountDetailsStyles();
  const { api } = useDashboardServices();
  const [tab, setTab] = useState<DetailTab>("overview");
  const query = useQuery(socialMediaQuery(api, accountId));
  const account = query.data;

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            <span className={styles.title}>
              <span>{account?.name ?? LABELS.loading}</span>
              {account && <PlatformBadge platform={account.platform} />}
              {account && <StatusBadge status={account.status} />}
            </span>
          </DialogTitle>
          <DialogContent className={styles.content}>
            {!account ? (
              <p>{query.isError ? T.loadFailed : LABELS.loading}</p>
            ) : (
              <>
                <TabList selectedValue={tab} onTabSelect={(_e, data) => setTab(data.value as DetailTab)}>
                  {DETAIL_TABS.map((value) => (
                    <Tab key={value} value={value}>
                      {TAB_LABELS[value]}
                    </Tab>
                  ))}
                </TabList>
                <div role="tabpanel" aria-label={TAB_LABELS[tab]}>
                  {tab === "overview" && <OverviewTab account={account} />}
                  {tab === "security" && <SecurityTab account={account} />}
                  {tab === "access" && <AccessTab account={account} />}
                  {tab === "audit" && <AuditTab accountId={account.id} />}
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{T.close}</Button>
            {account && can(role, "SOCIAL_MEDIAS", "update") && (
              <Button appearance="primary" onClick={() => onEdit(account.id)}>
                {T.editAccount}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
