// The first (owning) unit, then '+N more' opening a hover card titled 'All Units'.
import type { UnitRef } from "@steward/shared";
import { UnitsList } from "../../components/units-list/units-list.tsx";

export function UnitsCell({ units }: { units: readonly UnitRef[] }) {
  return <UnitsList units={units} />;
}
