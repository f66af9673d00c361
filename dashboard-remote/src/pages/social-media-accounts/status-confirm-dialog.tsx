// Approve and Activate move an account through the approval workflow (decisions.md): one click
// would change its status at once, so each asks first and says what follows. Switching an inactive
// account back on stays direct, as product-spec.md section 4 says.
import type { SocialMediaDoc } from "@steward/shared";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog.tsx";
import { useT } from "../../i18n/i18n-context.ts";

export type StatusStep = "approve" | "activate";

export interface StatusConfirmDialogProps {
  pending: { account: SocialMediaDoc; step: StatusStep } | null;
  busy: boolean;
  onConfirm(account: SocialMediaDoc, step: StatusStep): void;
  onCancel(): void;
}

export function StatusConfirmDialog({ pending, busy, onConfirm, onCancel }: StatusConfirmDialogProps) {
  const t = useT();
  const approve = pending?.step === "approve";
  const name = pending?.account.name ?? "";
  return (
    <ConfirmDialog
      open={pending !== null}
      title={approve ? t("statusConfirm.approveTitle", { name }) : t("statusConfirm.activateTitle", { name })}
      confirmLabel={approve ? t("statusConfirm.approve") : t("statusConfirm.activate")}
      cancelLabel={t("statusConfirm.cancel")}
      busy={busy}
      refusal={null}
      onConfirm={() => pending && onConfirm(pending.account, pending.step)}
      onCancel={onCancel}
    >
      <p>{approve ? t("statusConfirm.approveBody") : t("statusConfirm.activateBody")}</p>
    </ConfirmDialog>
  );
}
