import { makeStyles, tokens } from "@fluentui/react-components";

export const useUnitTreeSelectStyles = makeStyles({
  root: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
  },
  button: {
    justifyContent: "space-between",
    fontWeight: tokens.fontWeightRegular,
  },
  panel: {
    position: "absolute",
    top: "calc(100% + 4px)",
    left: 0,
    right: 0,
    zIndex: 10,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  tree: {
    maxHeight: "320px",
    overflowY: "auto",
    margin: 0,
    padding: 0,
    listStyleType: "none",
  },
  group: {
    margin: 0,
    padding: 0,
    listStyleType: "none",
  },
  item: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: "pointer",
    fontSize: tokens.fontSizeBase300,
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  // Focus shows on the item's own row, not around its open group.
  node: {
    outlineStyle: "none",
    ":focus-visible > div": { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  twisty: {
    display: "inline-flex",
    width: "16px",
    flexShrink: 0,
    justifyContent: "center",
    transitionProperty: "transform",
    transitionDuration: tokens.durationFaster,
  },
  twistyOpen: { transform: "rotate(90deg)" },
  selected: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  more: {
    color: tokens.colorBrandForeground1,
    outlineStyle: "none",
    ":focus-visible": { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  context: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  note: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});
