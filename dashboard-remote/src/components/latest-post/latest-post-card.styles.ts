import { makeStyles, tokens } from "@fluentui/react-components";

export const useLatestPostStyles = makeStyles({
  card: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalM, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  header: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  buttons: { display: "flex", gap: tokens.spacingHorizontalS },
  meta: { display: "flex", gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, flexWrap: "wrap" },
  content: { whiteSpace: "pre-wrap", margin: 0 },
  counts: { display: "flex", gap: tokens.spacingHorizontalL, flexWrap: "wrap", margin: 0, padding: 0, listStyle: "none" },
  image: { maxWidth: "100%", maxHeight: "240px", objectFit: "cover", borderRadius: tokens.borderRadiusMedium },
  error: { color: tokens.colorPaletteRedForeground1 },
});
