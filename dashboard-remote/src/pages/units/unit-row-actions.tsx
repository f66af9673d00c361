import { Edit16Regular, Prohibited16Regular } from "@fluentui/react-icons";
import type { UnitDoc } from "@steward/shared";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { IconAction } from "../../components/icon-action/icon-action.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { ensurePageTexts } from "../../i18n/load-catalogue.ts";

// The dialog's texts are the pages' (confirm.*): they come with it, off the first screen.
const DisableUnitDialog = lazy(() => Promise.all([import("./disable-unit-dialog.tsx"), ensurePageTexts()]).then(([dialog]) => dialog));

/** Edit and disable, for roles that may update units (the API decides each unit). */
export function UnitRowActions({ unit }: { unit: UnitDoc }) {
  const t = useT();
  const navigate = useNavigate();
  // Disabling asks first; the dialog's code loads on the first click.
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(false);

  return (
    <span style={{ display: "inline-flex", gap: 4 }}>
      <IconAction
        label={t("unitsPage.edit")}
        icon={<Edit16Regular />}
        onClick={() => void navigate({ to: "/dashboard/units/update/$id", params: { id: String(unit.id) } })}
      />
      {unit.status !== "inactive" && (
        <IconAction
          label={t("unitsPage.disable")}
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
