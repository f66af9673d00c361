import { Edit16Regular, Prohibited16Regular } from "@fluentui/react-icons";
import { ERRORS, type UnitDoc } from "@steward/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { disableUnit } from "../../api/units-api.ts";
import { IconAction } from "../../components/icon-action/icon-action.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { UNIT_FORM } from "../../texts.ts";

/** Edit and disable, for roles that may update units (the API decides each unit). */
export function UnitRowActions({ unit }: { unit: UnitDoc }) {
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: () => disableUnit(api, unit.id),
    onSuccess: () => {
      notify.success(UNIT_FORM.unitDisabled);
      return invalidateAfter(queryClient, "unit");
    },
    onError: () => notify.error(ERRORS.unitDisableFailed),
  });

  return (
    <span style={{ display: "inline-flex", gap: 4 }}>
      <IconAction
        label={UNIT_FORM.edit}
        icon={<Edit16Regular />}
        onClick={() => void navigate({ to: "/dashboard/units/update/$id", params: { id: String(unit.id) } })}
      />
      {unit.status !== "inactive" && <IconAction label={UNIT_FORM.disable} icon={<Prohibited16Regular />} disabled={disable.isPending} onClick={() => disable.mutate()} />}
    </span>
  );
}
