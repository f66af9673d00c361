import { makeStyles, tokens } from "@fluentui/react-components";

export const useCheckboxPopoverStyles = makeStyles({
  root: {
    position: "relative",
    display: "inline-flex",
  },
  summary: {
    marginLeft: tokens.spacingHorizontalXS,
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorBrandForeground1,
  },
  panel: {
    position: "absolute",
    top: "calc(100% + 4px)",
    left: 0,
    zIndex: 10,
    minWidth: "200px",
    maxHeight: "320px",
    overflowY: "auto",
    display: "flex",
    flexDirection: "column",
    padding: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
  },
  panelEnd: {
    left: "auto",
    right: 0,
  },
  option: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase300,
    cursor: "pointer",
    whiteSpace: "nowrap",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  checkbox: {
    margin: 0,
    width: "16px",
    height: "16px",
    accentColor: tokens.colorCompoundBrandBackground,
    cursor: "pointer",
  },
});
