import { makeStyles } from "@fluentui/react-components";

/**
 * Every badge of the product is one line as wide as its words: it never wraps, and a flex row
 * that runs out of room shrinks the text beside it, not the badge.
 */
export const useOneLineBadgeStyles = makeStyles({
  root: { whiteSpace: "nowrap", flexShrink: 0, maxWidth: "none" },
});
