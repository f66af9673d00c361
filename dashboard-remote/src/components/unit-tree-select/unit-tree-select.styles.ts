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
    maxHeight: "320px",
    overflowY: "auto",
    margin: 0,
    padding: tokens.spacingVerticalXS,
    listStyleType: "none",
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  group: {
    margin: 0,
    padding: 0,
    listStyleType: "none",
  },
  item: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: "pointer",
    fontSize: tokens.fontSizeBase300,
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  selected: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
});
