import { makeStyles, tokens } from "@fluentui/react-components";

export const useReportsStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, maxWidth: "80rem" },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  picker: { maxWidth: "28rem" },
  reportTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  sections: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
  section: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
  },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // The table first (what is read), the chart beside it on a wide screen, below it on a narrow one.
  sectionBody: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXL, alignItems: "flex-start" },
  tableBox: { flex: "1 1 20rem", minWidth: 0, overflowX: "auto" },
  chartBox: { flex: "0 1 24rem", minWidth: 0 },
  note: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  table: { width: "100%", borderCollapse: "collapse", fontSize: tokens.fontSizeBase300 },
  caption: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  // A name or an e-mail wraps, breaking inside a word only when it must (issue 30: a phone's table
  // ran 434 px wide, its "Last sign-in" off-screen); a date never breaks.
  cell: { textAlign: "left", overflowWrap: "anywhere", padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  dateCell: { whiteSpace: "nowrap", overflowWrap: "normal" },
  rowHead: { textAlign: "left", fontWeight: tokens.fontWeightRegular, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  numberCell: { textAlign: "right", fontVariantNumeric: "tabular-nums", padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  schedules: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  scheduleForm: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "flex-end" },
});
