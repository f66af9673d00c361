// The account's details: title with platform and status badges, four tabs (Overview by default),
// and a footer with Close and, for those who may edit, Edit Account.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";
import { can, isSuperAdmin, mayHandleIncident, mayRejectAccount, type Role } from "@steward/shared";
import { lazy, Suspense, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { socialMediaQuery } from "../../data/social-medias-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { StatusBadge } from "../status-badge.tsx";
import { AccountDetailsTabs } from "./account-details-tabs.tsx";
import { useAccountDetailsStyles } from "./account-details.styles.ts";
import { PlatformBadge } from "./platform-badge.tsx";
import { FailureExplanation } from "../failure/failure-explanation.tsx";
import { TermInfo } from "../help/term-info.tsx";
import { RejectDialog } from "./reject-dialog.tsx";
import { useCurrentUser } from "../current-user.ts";

// Issue 34: loaded when asked for, with the incidents' texts already in the pages bundle.
const ReportCompromisedDialog = lazy(() => import("../../pages/incidents/report-compromised-dialog.tsx").then((m) => ({ default: m.ReportCompromisedDialog })));

export interface AccountDetailsDialogProps {
  accountId: number;
  role: Role;
  onClose(): void;
  onEdit(id: number): void;
  /** After "Report compromised" (issue 34): where the caller closes this dialog and shows the incident. Without it the action is not offered. */
  onReported?(incidentId: number): void;
}

export function AccountDetailsDialog({ accountId, role, onClose, onEdit, onReported }: AccountDetailsDialogProps) {
  const styles = useAccountDetailsStyles();
  const { api } = useDashboardServices();
  const t = useT();
  const query = useQuery(socialMediaQuery(api, accountId));
  const account = query.data;
  const [rejecting, setRejecting] = useState(false);
  // Whoever may approve (the status route's rule: a super admin) may reject a pending account.
  const mayReject = account !== undefined && isSuperAdmin(role) && mayRejectAccount(account.status);
  const actor = useCurrentUser();
  const [reporting, setReporting] = useState(false);
  // Its administrators and managers, its unit admins (the account is in their scope: they see it) and super admins.
  const mayReport =
    account !== undefined &&
    onReported !== undefined &&
    mayHandleIncident(
      { id: actor.id, role },
      { adminIds: [account.primaryAdmin?.id, account.backupAdmin?.id].filter((v): v is number => v !== undefined), managerIds: account.socialMediaManagers.map((m) => m.id) },
      true,
    );

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            <span className={styles.title}>
              <span>{account?.name ?? t("common.loading")}</span>
              {account && <PlatformBadge platform={account.platform} />}
              {account && <StatusBadge status={account.status} />}
              {account?.status === "in_transition" && <TermInfo term="inTransition" />}
            </span>
          </DialogTitle>
          <DialogContent className={styles.content}>
            {!account ? (
              <p>{query.isError ? <FailureExplanation error={query.error} /> : t("common.loading")}</p>
            ) : (
              <AccountDetailsTabs account={account} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t("socialMedia.close")}</Button>
            {mayReject && <Button onClick={() => setRejecting(true)}>{t("dailyWork.reject.action")}</Button>}
            {mayReport && <Button onClick={() => setReporting(true)}>{t("incidents.report")}</Button>}
            {account && can(role, "SOCIAL_MEDIAS", "update") && (
              <Button appearance="primary" onClick={() => onEdit(account.id)}>
                {t("socialMedia.editAccount")}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
        {account && rejecting && <RejectDialog account={account} open onClose={() => setRejecting(false)} />}
        {account && reporting && (
          <Suspense fallback={null}>
            <ReportCompromisedDialog account={account} onClose={() => setReporting(false)} onReported={(id) => onReported?.(id)} />
          </Suspense>
        )}
      </DialogSurface>
    </Dialog>
  );
}
