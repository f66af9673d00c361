import { makeStyles, tokens } from "@fluentui/react-components";

export const usePolicyEditorStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  toolbar: {
    display: "flex",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalXXS,
    padding: tokens.spacingHorizontalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  divider: {
    width: tokens.strokeWidthThin,
    alignSelf: "stretch",
    backgroundColor: tokens.colorNeutralStroke2,
    margin: `0 ${tokens.spacingHorizontalXS}`,
  },
  content: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    minHeight: "320px",
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    "& .ProseMirror": { outlineStyle: "none", minHeight: "300px" },
    "& .ProseMirror:focus-visible": { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: "4px" },
    "& h1": { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
    "& h2": { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
    "& h3": { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  },
  readOnly: { backgroundColor: tokens.colorNeutralBackground2 },
});
