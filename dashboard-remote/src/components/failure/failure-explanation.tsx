// A failure in words (explain-failure.ts), the code below it in small print for support.
import { makeStyles, tokens } from "@fluentui/react-components";
import { codeLabel, explainFailure } from "../../api/explain-failure.ts";

const useStyles = makeStyles({
  code: { display: "block", marginTop: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
});

export function FailureExplanation({ error }: { error: unknown }) {
  const styles = useStyles();
  const { sentence, code } = explainFailure(error);
  return (
    <>
      <span>{sentence}</span>
      <small className={styles.code} data-error-code={code}>
        {codeLabel(code)}
      </small>
    </>
  );
}
