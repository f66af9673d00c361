import { makeStyles, tokens } from "@fluentui/react-components";

/** The layout shared by the dashboard's edit forms. */
export const useFormPageStyles = makeStyles({
  form: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    maxWidth: "720px",
  },
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    "@media (max-width: 767.98px)": { gridTemplateColumns: "minmax(0, 1fr)" },
  },
  wide: {
    gridColumn: "1 / -1",
  },
  actions: {
    display: "flex",
    justifyContent: "flex-end",
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalS,
  },
  note: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  checkboxes: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: tokens.spacingVerticalXS,
    "@media (max-width: 767.98px)": { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});
