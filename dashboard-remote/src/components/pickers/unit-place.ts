// Its own module, not the unit picker's: the Units table names each unit's place, and importing the
// picker for one line would bring its chooser into the list's first download.
import type { Ref, UnitRef } from "@steward/shared";

/** Where a unit sits: the names above it, top first ("" at the top level, or from an API older
 * than pathNames: the remote can meet one during a deploy). */
export const unitPlace = (pathNames: readonly string[] | undefined) => (pathNames ?? []).slice(0, -1).join(" › ");

/** A unit as a chooser offers it (a PickerItem): its name, and where it sits as the detail that tells namesakes apart. */
export const unitPickerItem = (unit: UnitRef): Ref & { detail?: string | undefined } => ({ id: unit.id, name: unit.name, detail: unitPlace(unit.pathNames) || undefined });
