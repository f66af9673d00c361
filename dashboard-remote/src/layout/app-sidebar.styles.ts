import { makeStyles, tokens } from "@fluentui/react-components";

export const SIDEBAR_WIDTH = "256px";

export const useAppSidebarStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    height: "100%",
    boxSizing: "border-box",
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    // The whole column scrolls as one (issue 30: the nav list scrolled inside it, cut "Audit Log" in
    // half and hid the entries below with no cue); with the compact entries below, a super admin's
    // whole list fits 768 px, and a longer one scrolls with the language chooser and sign-out.
    overflowY: "auto",
    backgroundColor: tokens.colorNeutralBackground2,
  },
  brand: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXXS,
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
  productName: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase500,
  },
  role: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  email: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
  nav: {
    flexGrow: 1,
    flexShrink: 0,
  },
  list: {
    listStyleType: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    gap: 0,
  },
  link: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: "none",
    fontSize: tokens.fontSizeBase300,
    ":hover": {
      backgroundColor: tokens.colorNeutralBackground2Hover,
      color: tokens.colorNeutralForeground2Hover,
    },
    // Drawn inside the link: the scrolling column would clip an outline drawn outside it.
    ":focus-visible": {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    },
  },
  // Brand-blue text on the selected grey falls short of 4.5:1 (axe), so the text takes the neutral
  // colour paired with that background (black on cyan in high contrast), and a bar marks the entry,
  // which also does not rely on colour alone.
  linkActive: {
    backgroundColor: tokens.colorNeutralBackground2Selected,
    color: tokens.colorNeutralForeground2Selected,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `inset ${tokens.strokeWidthThicker} 0 0 ${tokens.colorBrandStroke1}`,
  },
  footer: {
    display: "flex",
  },
  signOut: {
    flexGrow: 1,
    justifyContent: "flex-start",
  },
});
