import { makeStyles, tokens } from "@fluentui/react-components";

/** The form sits on the dashboard's one form grid (form-page.styles.ts); these are its own parts. */
export const useSocialMediaFormStyles = makeStyles({
  toolsGroup: { gridColumn: "1 / -1", border: 0, padding: 0, margin: 0 },
  checks: { display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalL },
});
