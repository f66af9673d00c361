import { Edit16Regular, Prohibited16Regular } from "@fluentui/react-icons";
import type { UnitDoc } from "@steward/shared";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { IconAction } from "../../components/icon-action/icon-action.tsx";
import { UNIT_FORM } from "../../texts.ts";

const DisableUnitDialog = lazy(() => import("./disable-unit-dialog.tsx"));

/** Edit and disable, for roles that may update units (the API decides each unit). */
export function UnitRowActions({ unit }: { unit: UnitDoc }) {
  const navigate = useNavigate();
  // Disabling asks first; the dialog's code loads on the first click.
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(false);

  return (
    <span style={{ display: "inline-flex", gap: 4 }}>
      <IconAction
        label={UNIT_FORM.edit}
        icon={<Edit16Regular />}
        onClick={() => void navigate({ to: "/dashboard/units/update/$id", params: { id: String(unit.id) } })}
      />
      {unit.status !== "inactive" && (
        <IconAction
          label={UNIT_FORM.disable}
          icon={<Prohibited16Regular />}
          onClick={() => {
            setAsked(true);
            setConfirming(true);
          }}
        />
      )}
      {asked && (
        <Suspense fallback={null}>
          <DisableUnitDialog unit={unit} open={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </span>
  );
}
