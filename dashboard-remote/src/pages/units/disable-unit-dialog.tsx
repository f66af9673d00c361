// Loaded on the first Disable click: the Units page's first download stays as it was.
import type { UnitDoc } from "@steward/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { disableUnit } from "../../api/units-api.ts";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { unitDisableRefusal } from "./unit-disable-refusal.ts";

export interface DisableUnitDialogProps {
  unit: UnitDoc;
  open: boolean;
  onClose(): void;
}

export default function DisableUnitDialog({ unit, open, onClose }: DisableUnitDialogProps) {
  const t = useT();
  const { api } = useDashboardServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: () => disableUnit(api, unit.id),
    onSuccess: () => {
      notify.success(t("unitsPage.unitDisabled"));
      onClose();
      return invalidateAfter(queryClient, "unit");
    },
  });
  const close = () => {
    disable.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t("confirm.disableTitle", { unit: unit.name })}
      confirmLabel={t("confirm.disable")}
      busyLabel={t("confirm.disabling")}
      busy={disable.isPending}
      refusal={disable.isError ? unitDisableRefusal(disable.error, t) : null}
      onConfirm={() => disable.mutate()}
      onCancel={close}
    >
      <p>{t("confirm.disableBody")}</p>
    </ConfirmDialog>
  );
}
