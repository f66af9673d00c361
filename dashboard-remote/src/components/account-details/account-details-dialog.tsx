// The account's details: title with platform and status badges, four tabs (Overview by default),
// and a footer with Close and, for those who may edit, Edit Account.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";
import { can, type Role } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { socialMediaQuery } from "../../data/social-medias-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { StatusBadge } from "../status-badge.tsx";
import { AccountDetailsTabs } from "./account-details-tabs.tsx";
import { useAccountDetailsStyles } from "./account-details.styles.ts";
import { PlatformBadge } from "./platform-badge.tsx";
import { FailureExplanation } from "../failure/failure-explanation.tsx";

export interface AccountDetailsDialogProps {
  accountId: number;
  role: Role;
  onClose(): void;
  onEdit(id: number): void;
}

export function AccountDetailsDialog({ accountId, role, onClose, onEdit }: AccountDetailsDialogProps) {
  const styles = useAccountDetailsStyles();
  const { api } = useDashboardServices();
  const t = useT();
  const query = useQuery(socialMediaQuery(api, accountId));
  const account = query.data;

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            <span className={styles.title}>
              <span>{account?.name ?? t("common.loading")}</span>
              {account && <PlatformBadge platform={account.platform} />}
              {account && <StatusBadge status={account.status} />}
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
            {account && can(role, "SOCIAL_MEDIAS", "update") && (
              <Button appearance="primary" onClick={() => onEdit(account.id)}>
                {t("socialMedia.editAccount")}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
