import { makeStyles, tokens } from "@fluentui/react-components";

export const usePageHeaderStyles = makeStyles({
  root: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  titleRow: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
  // margin-left: auto keeps the actions at the right end of the line they wrap onto.
  actions: {
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "flex-end",
    gap: tokens.spacingHorizontalS,
    marginLeft: "auto",
  },
});
