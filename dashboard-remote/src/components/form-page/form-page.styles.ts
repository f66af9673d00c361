import { makeStyles, tokens } from "@fluentui/react-components";

/** The layout shared by the dashboard's edit forms. */
export const useFormPageStyles = makeStyles({
  form: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    maxWidth: "720px",
  },
  // One grid for every form: two equal columns (one on a phone). A field never grows past its
  // column: a select as wide as its longest option (an admin's name and e-mail) or an input's own
  // minimum width shrinks to it instead.
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "start",
    "@media (max-width: 767.98px)": { gridTemplateColumns: "minmax(0, 1fr)" },
    "& > *": { minWidth: 0 },
    "& .fui-Select": { minWidth: 0, maxWidth: "100%" },
    "& .fui-Select select": { minWidth: 0 },
    "& .fui-Input": { minWidth: 0, maxWidth: "100%" },
    "& .fui-Input input": { minWidth: 0 },
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
