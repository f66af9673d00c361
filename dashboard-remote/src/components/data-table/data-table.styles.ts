import { makeStyles, tokens } from "@fluentui/react-components";

export const useDataTableStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
  },
  toolbar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
  },
  search: {
    minWidth: "220px",
    maxWidth: "320px",
    flexGrow: 1,
  },
  filter: {
    minWidth: "160px",
  },
  toolbarEnd: {
    marginLeft: "auto",
  },
  // The progress line always takes its 2px so that starting to load moves nothing.
  progressSlot: {
    height: "2px",
  },
  tableWrapper: {
    overflowX: "auto",
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  body: {
    transitionProperty: "opacity",
    transitionDuration: tokens.durationFast,
  },
  bodyLoading: {
    opacity: 0.55,
  },
  messageCell: {
    height: "120px",
    textAlign: "center",
    color: tokens.colorNeutralForeground3,
  },
  pager: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "flex-end",
    gap: tokens.spacingHorizontalL,
  },
  pageSize: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
  },
  pageButtons: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
  },
});
