import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { humanize } from "../texts.ts";
import { useT } from "../i18n/i18n-context.ts";
import type { DashboardKey } from "../i18n/load-catalogue.ts";
import { useOneLineBadgeStyles } from "./badge/badge.styles.ts";

const useStyles = makeStyles({
  badge: {
    display: "inline-flex",
    alignItems: "center",
    padding: `0 ${tokens.spacingHorizontalS}`,
    minHeight: "20px",
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
  },
  success: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteGreenBorder1}`,
  },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
  },
  warning: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteYellowForeground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder1}`,
  },
});

export type StatusColor = "success" | "danger" | "warning";

/** product-spec.md: green for active, red for inactive, yellow for anything else. */
export function statusColor(status: string): StatusColor {
  if (status === "active") return "success";
  if (status === "inactive") return "danger";
  return "warning";
}

/** `label` names the badge when the colour's status is not the word to show (a campaign's "Open" in green). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const styles = useStyles();
  const oneLine = useOneLineBadgeStyles();
  const t = useT();
  const color = statusColor(status);
  // A status the catalogue names (units, users, accounts) is said in the reader's language; a label
  // the page passes is already its own words.
  const key = `statuses.${status}` as DashboardKey;
  const named = label === undefined ? t(key) : undefined;
  const text = named !== undefined && named !== key ? named : humanize(label ?? status);
  return (
    <span className={mergeClasses(oneLine.root, styles.badge, styles[color])} data-color={color} data-badge="">
      {text}
    </span>
  );
}
