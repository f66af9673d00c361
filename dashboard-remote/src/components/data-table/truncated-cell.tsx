import { makeStyles } from "@fluentui/react-components";
import type { CellContext } from "@tanstack/react-table";

const useStyles = makeStyles({
  text: { display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
});

/** A value on one line, cut with an ellipsis when the column is narrower; the whole value on hover. */
export function TruncatedText({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <span className={styles.text} title={text}>
      {text}
    </span>
  );
}

/** The table's default cell: every column without a cell of its own truncates this way. */
export function TruncatedCell<TData>({ getValue }: CellContext<TData, unknown>) {
  const value = getValue();
  return <TruncatedText text={value === null || value === undefined ? "" : String(value)} />;
}
