import { makeStyles, tokens } from "@fluentui/react-components";

const row = {
  display: "flex",
  alignItems: "flex-start",
  gap: tokens.spacingHorizontalM,
  padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
  borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
} as const;

const dot = { flex: "none", width: "8px", height: "8px", marginTop: "6px", borderRadius: tokens.borderRadiusCircular } as const;

export const useInboxPageStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, maxWidth: "60rem" },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  toolbar: { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalM },
  count: { color: tokens.colorNeutralForeground2 },
  list: { listStyleType: "none", margin: 0, padding: 0, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  item: row,
  itemUnread: { ...row, backgroundColor: tokens.colorNeutralBackground2 },
  dot: { ...dot, backgroundColor: tokens.colorBrandForeground1 },
  noDot: dot,
  body: { flex: "1 1 auto", minWidth: 0, overflowWrap: "anywhere" },
  sentence: { color: tokens.colorNeutralForeground1 },
  sentenceUnread: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  meta: { marginTop: tokens.spacingVerticalXXS, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  // On a phone the button keeps its icon and its accessible name; the word would crowd the sentence.
  buttonText: { "@media (max-width: 600px)": { display: "none" } },
  hidden: { position: "absolute", width: "1px", height: "1px", margin: "-1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  empty: { color: tokens.colorNeutralForeground2 },
  pager: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalM, flexWrap: "wrap" },
});
