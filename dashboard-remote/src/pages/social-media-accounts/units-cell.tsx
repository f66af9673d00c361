// The first (owning) unit, then '+N more' opening a hover card titled 'All Units'.
import type { Ref } from "@steward/shared";
import { UnitsList } from "../../components/units-list/units-list.tsx";

export function UnitsCell({ units }: { units: readonly Ref[] }) {
  return <UnitsList units={units} />;
}
