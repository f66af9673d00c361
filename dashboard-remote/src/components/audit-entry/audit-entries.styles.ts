import { makeStyles, tokens } from "@fluentui/react-components";

export const useAuditEntriesStyles = makeStyles({
  // On a phone the entry's details go under the list, not into a second column 100 px wide.
  root: { display: "grid", gridTemplateColumns: "minmax(200px, 1fr) 2fr", gap: tokens.spacingHorizontalL, minHeight: "240px", "@media (max-width: 767.98px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
  list: { listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, overflowY: "auto", maxHeight: "420px" },
  item: {
    width: "100%",
    textAlign: "left",
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    cursor: "pointer",
    fontFamily: "inherit",
    fontSize: tokens.fontSizeBase300,
  },
  selected: { border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  detail: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  facts: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  table: { borderCollapse: "collapse", width: "100%" },
  cell: { textAlign: "left", padding: tokens.spacingVerticalXS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, verticalAlign: "top", wordBreak: "break-word" },
  // A field's name wraps between words only, never inside one.
  fieldCell: { wordBreak: "normal", overflowWrap: "normal", fontWeight: tokens.fontWeightRegular, minWidth: "8rem" },
  // A full-record line: its cells take the facts grid's two columns (the div only groups a pair).
  recordLine: { display: "contents" },
  recordField: { color: tokens.colorNeutralForeground3 },
  recordValue: { margin: 0, overflowWrap: "anywhere" },
  changed: { fontWeight: tokens.fontWeightSemibold },
  record: { margin: 0, padding: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflow: "auto", maxHeight: "260px", fontSize: tokens.fontSizeBase200 },
});
