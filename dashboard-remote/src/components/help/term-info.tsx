// A short explanation of a term people stumble on (issue 33): an info button beside the term that
// opens a popover. A real button with its own name ("What does 'Dormant' mean?"), reached by Tab,
// opened by Enter or Space, closed by Escape (Fluent's Popover moves and returns the focus).
import { Button, Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens } from "@fluentui/react-components";
import { Info16Regular } from "@fluentui/react-icons";
import { useT } from "../../i18n/i18n-context.ts";

export const TERMS = ["inTransition", "attested", "dormant", "handover"] as const;
export type Term = (typeof TERMS)[number];

const useStyles = makeStyles({
  button: { minWidth: "auto", verticalAlign: "middle" },
  surface: { maxWidth: "min(320px, calc(100vw - 32px))", fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, fontWeight: tokens.fontWeightRegular },
});

export function TermInfo({ term }: { term: Term }) {
  const t = useT();
  const styles = useStyles();
  return (
    <Popover withArrow positioning="below-start">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          className={styles.button}
          appearance="transparent"
          size="small"
          icon={<Info16Regular />}
          aria-label={t("dailyWork.terms.about", { term: t(`dailyWork.terms.${term}Name`) })}
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} role="note">
        {t(`dailyWork.terms.${term}`)}
      </PopoverSurface>
    </Popover>
  );
}
