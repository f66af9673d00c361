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
    // A title may carry an e-mail ("Offboard Ada Costa (ada.costa11@northbridge.edu)"): on a phone
    // it breaks inside the address rather than running off the screen.
    minWidth: 0,
    overflowWrap: "anywhere",
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
