// Its own module, not the unit picker's: the Units table names each unit's place, and importing the
// picker for one line would bring its chooser into the list's first download.

/** Where a unit sits: the names above it, top first ("" at the top level, or from an API older
 * than pathNames: the remote can meet one during a deploy). */
export const unitPlace = (pathNames: readonly string[] | undefined) => (pathNames ?? []).slice(0, -1).join(" › ");
