import { makeStyles, tokens } from "@fluentui/react-components";

export const useAccountDetailsStyles = makeStyles({
  surface: { maxWidth: "920px", width: "calc(100vw - 32px)" },
  // One height whether loading, loaded or on any tab, so the dialog never jumps; the content scrolls.
  // On a phone the dialog's content is the one thing that scrolls, as tall as the screen allows.
  content: { height: "min(60vh, 560px)", overflowY: "auto", "@media (max-width: 767.98px)": { height: "auto" } },
  title: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  // A panel scrolling inside the scrolling content left most of Access & Users out of reach on a phone.
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, paddingTop: tokens.spacingVerticalM, maxHeight: "60vh", overflowY: "auto", "@media (max-width: 767.98px)": { maxHeight: "none", overflowY: "visible" } },
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  facts: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0, "& dd": { margin: 0, wordBreak: "break-word" }, "& dt": { color: tokens.colorNeutralForeground3 } },
  badges: { display: "flex", gap: tokens.spacingHorizontalXS, flexWrap: "wrap" },
  people: { listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  person: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  muted: { color: tokens.colorNeutralForeground3 },
});
