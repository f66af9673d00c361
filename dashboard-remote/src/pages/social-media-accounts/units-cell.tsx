// The first (owning) unit, then '+N more' opening a hover card titled 'All Units'.
import { Button, Popover, PopoverSurface, PopoverTrigger, Text, makeStyles, tokens } from "@fluentui/react-components";
import { UI, type Ref } from "@steward/shared";
import { plusMoreLabel } from "../../texts.ts";

const useStyles = makeStyles({
  root: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalXS, flexWrap: "wrap" },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

export function UnitsCell({ units }: { units: readonly Ref[] }) {
  const styles = useStyles();
  const [first, ...rest] = units;
  if (!first) return <>—</>;
  return (
    <span className={styles.root}>
      <span>{first.name}</span>
      {rest.length > 0 && (
        <Popover openOnHover withArrow positioning="below-start">
          <PopoverTrigger disableButtonEnhancement>
            <Button size="small" appearance="transparent">
              {plusMoreLabel(rest.length)}
            </Button>
          </PopoverTrigger>
          <PopoverSurface aria-label={UI.allUnits}>
            <Text weight="semibold">{UI.allUnits}</Text>
            <ul className={styles.list}>
              {units.map((unit) => (
                <li key={unit.id}>{unit.name}</li>
              ))}
            </ul>
          </PopoverSurface>
        </Popover>
      )}
    </span>
  );
}
