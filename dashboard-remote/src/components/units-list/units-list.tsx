// A person's or an account's units in a table cell (product-spec.md section 9): the first unit, then
// '+N more' opening a hover card titled 'All Units'. The Users and Social Media tables show the same;
// each unit with where it sits (UnitName).
import { Popover, PopoverSurface, PopoverTrigger, Text, makeStyles, tokens } from "@fluentui/react-components";
import type { UnitRef } from "@steward/shared";
import { useT } from "../../i18n/i18n-context.ts";
import { LinkButton } from "../link/text-link.tsx";
import { UnitName } from "../unit-name/unit-name.tsx";

const useStyles = makeStyles({
  // "+N more" goes under the unit when the column is too narrow for both side by side.
  root: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalXS, minWidth: 0 },
  // A name longer than the whole column still breaks inside rather than running under the next
  // column (issue 30: whole dates leave the text columns less room; "Mathematics" ran under "+1 more").
  first: { minWidth: 0, overflowWrap: "anywhere" },
  more: { flexShrink: 0, whiteSpace: "nowrap" },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

export function UnitsList({ units }: { units: readonly UnitRef[] }) {
  const styles = useStyles();
  const t = useT();
  const [first, ...rest] = units;
  if (!first) return <>—</>;
  return (
    <span className={styles.root}>
      <span className={styles.first}>
        <UnitName unit={first} />
      </span>
      {/* Laid out by the gap; the space keeps "Physics +2 more" a phrase for screen readers and tests. */}
      {rest.length > 0 && " "}
      {rest.length > 0 && (
        <Popover openOnHover withArrow positioning="below-start">
          <PopoverTrigger disableButtonEnhancement>
            <LinkButton className={styles.more}>{t("unitsList.plusMore", { count: rest.length })}</LinkButton>
          </PopoverTrigger>
          <PopoverSurface aria-label={t("ui.allUnits")}>
            <Text weight="semibold">{t("ui.allUnits")}</Text>
            <ul className={styles.list}>
              {units.map((unit) => (
                <li key={unit.id}>
                  <UnitName unit={unit} />
                </li>
              ))}
            </ul>
          </PopoverSurface>
        </Popover>
      )}
    </span>
  );
}
