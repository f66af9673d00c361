// A unit named in a table (issue 30): its name, and where it sits one line below it ("University ›
// Faculty of Science"), so three rows of "Agriculture Admissions" read as three places. Every table
// that names a unit uses this one cell; the whole path is also its hover. A unit at the top level,
// or from an API answering without paths, is its name alone.
import { makeStyles, tokens } from "@fluentui/react-components";
import type { UnitRef } from "@steward/shared";
import { unitPlace } from "../pickers/unit-place.ts";

const useStyles = makeStyles({
  root: { display: "inline-flex", flexDirection: "column", minWidth: 0 },
  place: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

/** The whole path, top first, the unit's own name last: the hover of a named unit. */
export const unitPathTitle = (unit: UnitRef): string => (unit.pathNames?.length ? unit.pathNames.join(" › ") : unit.name);

/** `inline`: the name alone with its path on hover, for a sentence or a one-line summary. */
export function UnitName({ unit, inline = false }: { unit: UnitRef; inline?: boolean }) {
  const styles = useStyles();
  const place = unitPlace(unit.pathNames);
  if (inline || !place) return <span title={unitPathTitle(unit)}>{unit.name}</span>;
  return (
    <span className={styles.root} title={unitPathTitle(unit)}>
      <span>{unit.name}</span>
      <span className={styles.place}>{place}</span>
    </span>
  );
}
