// A failure in words (explain-failure.ts), the code below it in small print for support. The
// sentences are the errorSentences namespace, in the `pages` bundle (the first download's budget
// leaves them out): the first failure fetches them, and until they are here only the code shows. If
// they cannot be fetched either, the English sentence the code came with is better than nothing.
import { makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { explainFailureIn } from "../../api/explain-failure.ts";
import { useLocale, useT } from "../../i18n/i18n-context.ts";
import { isLoaded, loadBundle } from "../../i18n/load-catalogue.ts";

const useStyles = makeStyles({
  code: { display: "block", marginTop: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
});

type Texts = "loading" | "ready" | "failed";

/** Whether the error sentences are here in the reader's language, fetching them if not. */
function useErrorSentences(): Texts {
  const locale = useLocale();
  const [state, setState] = useState<Texts>(() => (isLoaded(locale, "pages") ? "ready" : "loading"));
  useEffect(() => {
    if (isLoaded(locale, "pages")) {
      setState("ready");
      return;
    }
    let live = true;
    setState("loading");
    loadBundle(locale, "pages").then(
      () => live && setState("ready"),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return state;
}

export function FailureExplanation({ error }: { error: unknown }) {
  const styles = useStyles();
  const t = useT();
  const texts = useErrorSentences();
  const { sentence, code, codeLabel } = explainFailureIn(t, error);
  return (
    <>
      <span>{texts === "loading" ? "" : sentence}</span>
      <small className={styles.code} data-error-code={code}>
        {codeLabel}
      </small>
    </>
  );
}
