import { makeStyles, tokens } from "@fluentui/react-components";

/** Where a table becomes a stack of cards: the product's phone width (product-spec.md: under 768 px). */
export const CARDS_MEDIA = "(max-width: 767.98px)";
const CARDS = `@media ${CARDS_MEDIA}`;

/** Out of sight, still read (a card's unsortable column names: each card line names its column). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

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
    [CARDS]: { overflowX: "visible", border: "none", borderRadius: 0 },
  },
  table: {
    width: "100%",
    borderCollapse: "collapse",
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    // As cards: the table, its row groups and rows are blocks; the header row is a line of sort buttons.
    [CARDS]: {
      display: "block",
      "& > thead, & > tbody": { display: "block" },
      "& > thead > tr": { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalS },
      "& > tbody > tr": {
        display: "block",
        marginBottom: tokens.spacingVerticalS,
        padding: `${tokens.spacingVerticalXS} 0`,
        border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
        borderRadius: tokens.borderRadiusMedium,
        backgroundColor: tokens.colorNeutralBackground1,
      },
    },
  },
  headerCell: {
    textAlign: "left",
    fontWeight: tokens.fontWeightSemibold,
    // 8 px at each side, not 12: a Spanish accounts table at 1366 px ran 57 px past its box (issue 30).
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
    [CARDS]: {
      display: "block",
      width: "auto",
      maxWidth: "none",
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  unsortableHeader: { [CARDS]: visuallyHidden },
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
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    height: "28px",
    // On a card: one line per cell, its column's name on the left and the value (wrapped) beside it.
    [CARDS]: {
      display: "grid",
      gridTemplateColumns: "minmax(6rem, 38%) minmax(0, 1fr)",
      alignItems: "center",
      columnGap: tokens.spacingHorizontalS,
      width: "auto",
      maxWidth: "none",
      minWidth: 0,
      height: "auto",
      minHeight: "32px",
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
      borderBottom: "none",
      whiteSpace: "normal",
    },
  },
  cardLabel: {
    display: "none",
    [CARDS]: { display: "block", color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  },
  // A cell's content; on a card the actions and badges wrap inside their line, never off the card.
  cardValue: {
    minWidth: 0,
    [CARDS]: { "& > *": { flexWrap: "wrap" } },
  },
  body: {
    transitionProperty: "opacity",
    transitionDuration: tokens.durationFast,
    "@media (prefers-reduced-motion: reduce)": { transitionDuration: "0.01ms" },
  },
  bodyLoading: {
    opacity: 0.55,
  },
  // A text column shares out the table's width (max-width 0) and its value wraps in full
  // (cell-text.tsx), never cut; it keeps room for a few words so a value does not wrap letter by letter.
  textCell: { maxWidth: 0, minWidth: "7rem", "@media (max-width: 1023.98px)": { minWidth: "8rem" } },
  // As wide as the content, never wrapped: actions, badges, dates. The rule reaches the cell's
  // content too, so a value drawn through CellText (wrap anywhere) in a fit column is not broken
  // mid-word on a table; a phone's card keeps wrapping it (its line is the card's width).
  fitCell: {
    width: "1%",
    whiteSpace: "nowrap",
    "@media (min-width: 768px)": { "& *": { whiteSpace: "nowrap", overflowWrap: "normal" } },
  },
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
