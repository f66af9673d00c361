import { makeStyles, tokens } from "@fluentui/react-components";
import type { RefObject } from "react";
import { useT } from "../i18n/i18n-context.ts";

export const MAIN_ID = "steward-main";

const useStyles = makeStyles({
  // Off-screen until it has focus, so that it is the first Tab stop without taking room.
  link: {
    position: "absolute",
    left: tokens.spacingHorizontalS,
    top: "-100px",
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    boxShadow: tokens.shadow8,
    fontWeight: tokens.fontWeightSemibold,
    ":focus": { top: tokens.spacingVerticalS, outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * "Skip to main content" for keyboard users. It moves focus itself instead of following a
 * #fragment: under a host's router a fragment would change the host's URL.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  const t = useT();
  const styles = useStyles();
  return (
    <a
      className={styles.link}
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
    >
      {t("common.skipToContent")}
    </a>
  );
}
