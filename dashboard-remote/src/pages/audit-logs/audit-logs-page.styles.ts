import { makeStyles, tokens } from "@fluentui/react-components";

export const useAuditLogsPageStyles = makeStyles({
  layout: {
    display: "grid",
    // On a wide screen the entry's details take a reading column beside the table. Below 1400 px
    // (1366 x 768 included) they go under it: beside it, they left the table's action, entity
    // and user columns one letter wide.
    gridTemplateColumns: "minmax(0, 1fr) minmax(260px, 22rem)",
    gap: tokens.spacingHorizontalL,
    alignItems: "start",
    "@media (max-width: 1400px)": { gridTemplateColumns: "minmax(0, 1fr)" },
  },
  dates: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalS, alignItems: "end" },
  detail: {
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowX: "auto",
  },
  detailTitle: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, scrollMarginTop: tokens.spacingVerticalXXL, ":focus": { outline: "none" } },
});
