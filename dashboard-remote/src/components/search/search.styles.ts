import { makeStyles, tokens } from "@fluentui/react-components";

export const useSearchStyles = makeStyles({
  // Wide enough for a unit's path; on a phone the dialog takes the screen's width.
  surface: {
    width: "min(640px, calc(100vw - 24px))",
    maxWidth: "min(640px, calc(100vw - 24px))",
    padding: tokens.spacingHorizontalL,
  },
  body: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  input: { width: "100%" },
  status: { color: tokens.colorNeutralForeground3 },
  listbox: {
    // 1366x768: the dialog stays inside the window and the results scroll.
    maxHeight: "min(60vh, 460px)",
    overflowY: "auto",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
  },
  group: { display: "flex", flexDirection: "column" },
  groupHeading: {
    display: "flex",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  count: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
  option: {
    display: "flex",
    flexDirection: "column",
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: "pointer",
    minWidth: 0,
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
  },
  primary: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  secondary: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  field: {
    minWidth: "280px",
    justifyContent: "flex-start",
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightRegular,
  },
  fieldWrap: {
    position: "relative",
    display: "inline-flex",
  },
  // Over the button's right end, outside the button: the button's name is its hint, which holds its
  // visible word ("Search") but not the shortcut (axe: label-content-name-mismatch).
  shortcut: {
    position: "absolute",
    right: tokens.spacingHorizontalM,
    top: "50%",
    transform: "translateY(-50%)",
    pointerEvents: "none",
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});
