import { Button, Tooltip } from "@fluentui/react-components";
import { Edit16Regular, Prohibited16Regular } from "@fluentui/react-icons";
import { ERRORS, type UnitDoc } from "@steward/shared";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { disableUnit } from "../../api/units-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useRefresh } from "../../hooks/use-refresh.tsx";
import { useNotify } from "../../notifications/use-notify.ts";
import { UNIT_FORM } from "../../texts.ts";

/** Edit and disable, for roles that may update units (the API decides each unit). */
export function UnitRowActions({ unit }: { unit: UnitDoc }) {
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const { refresh } = useRefresh();
  const [busy, setBusy] = useState(false);

  const disable = async () => {
    setBusy(true);
    try {
      await disableUnit(api, unit.id);
      notify.success(UNIT_FORM.unitDisabled);
      refresh();
    } catch {
      notify.error(ERRORS.unitDisableFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span style={{ display: "inline-flex", gap: 4 }}>
      <Tooltip content={UNIT_FORM.edit} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<Edit16Regular />}
          onClick={() => void navigate({ to: "/dashboard/units/update/$id", params: { id: String(unit.id) } })}
        />
      </Tooltip>
      {unit.status !== "inactive" && (
        <Tooltip content={UNIT_FORM.disable} relationship="label">
          <Button size="small" appearance="subtle" icon={<Prohibited16Regular />} disabled={busy} onClick={() => void disable()} />
        </Tooltip>
      )}
    </span>
  );
}
