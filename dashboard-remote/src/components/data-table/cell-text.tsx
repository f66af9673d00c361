import { makeStyles } from "@fluentui/react-components";
import type { CellContext } from "@tanstack/react-table";

// A value is never cut (issue 30: three rows read "Agriculture A...", account names lost their
// "(Instagram)", e-mails stopped mid-character): it wraps between words, and a word longer than the
// column (an e-mail address) breaks rather than running under the next column.
const useStyles = makeStyles({
  text: { display: "block", overflowWrap: "anywhere", whiteSpace: "normal" },
});

/** A table value in full, wrapped to the column's width (and on hover, as before). */
export function CellText({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <span className={styles.text} title={text}>
      {text}
    </span>
  );
}

/** The table's default cell: every column without a cell of its own shows its value this way. */
export function TextCell<TData>({ getValue }: CellContext<TData, unknown>) {
  const value = getValue();
  return <CellText text={value === null || value === undefined ? "" : String(value)} />;
}
