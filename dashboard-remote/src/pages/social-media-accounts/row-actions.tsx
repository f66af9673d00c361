// What a row offers, by role (product-spec.md section 6): details for all; edit for super and unit
// admins; the on/off switch, Approve and Activate for super admins only.
import { Button, Switch, Tooltip, makeStyles, tokens, useRestoreFocusTarget } from "@fluentui/react-components";
import { EditRegular, EyeRegular } from "@fluentui/react-icons";
import { can, isSuperAdmin, mayMoveAccount, type Role, type SocialMediaDoc } from "@steward/shared";
import { useT } from "../../i18n/i18n-context.ts";
import { useCompactSwitchStyles } from "./compact-switch.styles.ts";

const useStyles = makeStyles({
  root: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
});

export interface RowActionHandlers {
  onView(account: SocialMediaDoc): void;
  onEdit(account: SocialMediaDoc): void;
  onApprove(account: SocialMediaDoc): void;
  onActivate(account: SocialMediaDoc): void;
  onDeactivate(account: SocialMediaDoc): void;
  busyId: number | null;
}

export function RowActions({ account, role, handlers }: { account: SocialMediaDoc; role: Role; handlers: RowActionHandlers }) {
  const styles = useStyles();
  const t = useT();
  const switchStyles = useCompactSwitchStyles();
  // Status changes are a super admin's: the same rule as the status route's access.
  const superAdmin = isSuperAdmin(role);
  const busy = handlers.busyId === account.id;
  // Each control offers one of decisions.md's moves (shared mayMoveAccount, the API's rule): the
  // switch between active and inactive, Approve into transition, Activate out of it.
  const status = account.status;
  const switchable = (status === "active" && mayMoveAccount(status, "inactive")) || (status === "inactive" && mayMoveAccount(status, "active"));
  // The dialogs these open give focus back here when they close (keyboard users keep their place).
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <div className={styles.root}>
      {superAdmin && switchable && (
        <Switch
          {...restoreFocusTarget}
          // A word on screen: beside the Public switch, a bare switch could not be told apart (issue 30).
          label={{ children: t("socialMedia.activeSwitch"), className: switchStyles.label }}
          checked={account.status === "active"}
          disabled={busy}
          onChange={(_e, data) => (data.checked ? handlers.onActivate(account) : handlers.onDeactivate(account))}
        />
      )}
      <Tooltip content={t("socialMedia.viewDetails")} relationship="label">
        <Button {...restoreFocusTarget} appearance="subtle" icon={<EyeRegular />} onClick={() => handlers.onView(account)} />
      </Tooltip>
      {can(role, "SOCIAL_MEDIAS", "update") && (
        <Tooltip content={t("socialMedia.edit")} relationship="label">
          <Button appearance="subtle" icon={<EditRegular />} onClick={() => handlers.onEdit(account)} />
        </Tooltip>
      )}
      {superAdmin && mayMoveAccount(status, "in_transition") && (
        <Button size="small" appearance="primary" disabled={busy} onClick={() => handlers.onApprove(account)}>
          {t("socialMedia.approve")}
        </Button>
      )}
      {superAdmin && status === "in_transition" && mayMoveAccount(status, "active") && (
        <Button size="small" appearance="primary" disabled={busy} onClick={() => handlers.onActivate(account)}>
          {t("socialMedia.activate")}
        </Button>
      )}
    </div>
  );
}
