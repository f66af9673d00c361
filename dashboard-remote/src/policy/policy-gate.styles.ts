import { makeStyles, tokens } from "@fluentui/react-components";

export const usePolicyGateStyles = makeStyles({
  surface: {
    maxWidth: "720px",
  },
  intro: {
    color: tokens.colorNeutralForeground2,
    marginBottom: tokens.spacingVerticalM,
  },
  document: {
    maxHeight: "55vh",
    overflowY: "auto",
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});
