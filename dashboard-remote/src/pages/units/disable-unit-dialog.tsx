// Loaded on the first Disable click: the Units page's first download stays as it was.
import type { UnitDoc } from "@steward/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { disableUnit } from "../../api/units-api.ts";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog.tsx";
import { CONFIRM_TEXTS } from "../../components/confirm-dialog/confirm-texts.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { UNIT_FORM } from "../../texts.ts";
import { unitDisableRefusal } from "./unit-disable-refusal.ts";

export interface DisableUnitDialogProps {
  unit: UnitDoc;
  open: boolean;
  onClose(): void;
}

export default function DisableUnitDialog({ unit, open, onClose }: DisableUnitDialogProps) {
  const { api } = useDashboardServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: () => disableUnit(api, unit.id),
    onSuccess: () => {
      notify.success(UNIT_FORM.unitDisabled);
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
      title={CONFIRM_TEXTS.disableTitle(unit.name)}
      confirmLabel={CONFIRM_TEXTS.disable}
      busyLabel={CONFIRM_TEXTS.disabling}
      busy={disable.isPending}
      refusal={disable.isError ? unitDisableRefusal(disable.error) : null}
      onConfirm={() => disable.mutate()}
      onCancel={close}
    >
      <p>{CONFIRM_TEXTS.disableBody}</p>
    </ConfirmDialog>
  );
}
