import { makeStyles, tokens } from "@fluentui/react-components";

export const useSocialMediaFormStyles = makeStyles({
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, maxWidth: "860px" },
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  wide: { gridColumn: "1 / -1" },
  toolsGroup: { gridColumn: "1 / -1", border: 0, padding: 0, margin: 0 },
  checks: { display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalL },
  actions: { display: "flex", justifyContent: "flex-end", gap: tokens.spacingHorizontalS },
});
