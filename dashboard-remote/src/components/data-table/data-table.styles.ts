import { makeStyles, tokens } from "@fluentui/react-components";

export const useDataTableStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
  },
  toolbar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
  },
  search: {
    minWidth: "220px",
    maxWidth: "320px",
    flexGrow: 1,
  },
  toolbarEnd: {
    marginLeft: "auto",
  },
  // The progress line always takes its 2px so that starting to load moves nothing.
  progressSlot: {
    height: "2px",
    overflow: "hidden",
    position: "relative",
  },
  progressBar: {
    position: "absolute",
    top: 0,
    bottom: 0,
    width: "30%",
    backgroundColor: tokens.colorCompoundBrandBackground,
    animationName: {
      from: { left: "-30%" },
      to: { left: "100%" },
    },
    animationDuration: "1.2s",
    animationIterationCount: "infinite",
    animationTimingFunction: "ease-in-out",
    "@media (prefers-reduced-motion: reduce)": {
      animationName: "none",
      left: 0,
      width: "100%",
    },
  },
  tableWrapper: {
    overflowX: "auto",
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: {
    width: "100%",
    borderCollapse: "collapse",
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  headerCell: {
    textAlign: "left",
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
  },
  sortButton: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    padding: 0,
    border: "none",
    background: "none",
    font: "inherit",
    color: "inherit",
    cursor: "pointer",
    ":hover": { color: tokens.colorNeutralForeground2BrandHover },
    ":focus-visible": {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
  // The row just saved: a brand tint and a bar at its start, not colour alone (aria-current too).
  markedRow: { backgroundColor: tokens.colorBrandBackground2, boxShadow: `inset 4px 0 0 ${tokens.colorBrandStroke1}` },
  row: {
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    height: "28px",
  },
  body: {
    transitionProperty: "opacity",
    transitionDuration: tokens.durationFast,
    "@media (prefers-reduced-motion: reduce)": { transitionDuration: "0.01ms" },
  },
  bodyLoading: {
    opacity: 0.55,
  },
  // A text column may shrink below its content (max-width 0 lets the table share its width out);
  // the content cuts itself with an ellipsis. Below a desktop's width a text column keeps room for
  // a few words (and a whole badge) and the table scrolls sideways in its wrapper instead.
  textCell: { maxWidth: 0, overflow: "hidden", textOverflow: "ellipsis", "@media (max-width: 1023.98px)": { minWidth: "8rem" } },
  // As wide as the content, never wrapped: actions, badges, dates.
  fitCell: { width: "1%", whiteSpace: "nowrap" },
  messageCell: {
    height: "120px",
    textAlign: "center",
    color: tokens.colorNeutralForeground3,
  },
  pager: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "flex-end",
    gap: tokens.spacingHorizontalL,
  },
  pageSize: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
  },
  select: {
    height: "32px",
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    font: "inherit",
    ":focus-visible": {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
  pageButtons: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
  },
});
