import { makeStyles, tokens } from "@fluentui/react-components";
import { SIDEBAR_WIDTH } from "./app-sidebar.styles.ts";

export const useDashboardLayoutStyles = makeStyles({
  shell: {
    // The skip link is placed against the dashboard's own box, also inside a host's region.
    position: "relative",
    display: "flex",
    minHeight: "100vh",
  },
  sidebar: {
    position: "sticky",
    top: 0,
    height: "100vh",
    width: SIDEBAR_WIDTH,
    flexShrink: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  drawerBody: {
    padding: 0,
  },
  main: {
    display: "flex",
    flexDirection: "column",
    flexGrow: 1,
    minWidth: 0,
  },
  topBar: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  content: {
    flexGrow: 1,
    // Focus lands here only from the skip link; the next Tab shows where it went.
    ":focus": { outline: "none" },
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    "@media (max-width: 767.98px)": {
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    },
  },
});
