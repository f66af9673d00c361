import { Button, Tooltip, useRestoreFocusTarget } from "@fluentui/react-components";
import { Edit16Regular, Eye16Regular, Key16Regular } from "@fluentui/react-icons";
import type { PublicUser } from "@steward/shared";
import { useNavigate } from "@tanstack/react-router";
import { useT } from "../../i18n/i18n-context.ts";
import { canEditUser, canManageAccess } from "./user-permissions.ts";

export interface UserRowActionsProps {
  user: PublicUser;
  actor: Pick<PublicUser, "id" | "role">;
  onViewDetails(user: PublicUser): void;
}

export function UserRowActions({ user, actor, onViewDetails }: UserRowActionsProps) {
  const t = useT();
  const navigate = useNavigate();
  const id = String(user.id);
  // The details dialog gives focus back here when it closes (keyboard users keep their place).
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <span style={{ display: "inline-flex", gap: 4 }}>
      <Tooltip content={t("users.viewDetails")} relationship="label">
        <Button {...restoreFocusTarget} size="small" appearance="subtle" icon={<Eye16Regular />} onClick={() => onViewDetails(user)} />
      </Tooltip>
      {canManageAccess(actor, user) && (
        <Tooltip content={t("users.manageAccess")} relationship="label">
          <Button size="small" appearance="subtle" icon={<Key16Regular />} onClick={() => void navigate({ to: "/dashboard/users/access/$id", params: { id } })} />
        </Tooltip>
      )}
      {canEditUser(actor, user) && (
        <Tooltip content={t("users.edit")} relationship="label">
          <Button
            size="small"
            appearance="subtle"
            icon={<Edit16Regular />}
            onClick={() => void navigate({ to: "/dashboard/users/update/$id", params: { id }, search: { returnTo: "/dashboard/users" } })}
          />
        </Tooltip>
      )}
    </span>
  );
}
