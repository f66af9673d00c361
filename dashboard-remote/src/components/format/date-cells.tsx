// Table cells for a column whose value is an ISO date or moment: the column keeps the raw value
// (what sorting and the API speak) and the cell writes it by the reader's locale.
// A date is never broken across lines (issue 30: "26/1 1/20 26, 01:3 5:41 pm"): it does not go
// through CellText, whose wrap-anywhere is for long names and e-mails.
import { makeStyles } from "@fluentui/react-components";
import type { CellContext } from "@tanstack/react-table";
import { useFormats } from "./use-formats.tsx";

const useStyles = makeStyles({
  date: { whiteSpace: "nowrap", overflowWrap: "normal" },
});

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function WholeDate({ value, written }: { value: string; written: string }) {
  const styles = useStyles();
  return value ? (
    <time className={styles.date} dateTime={value}>
      {written}
    </time>
  ) : (
    <span className={styles.date}>—</span>
  );
}

export function DateCell<TData>({ getValue }: CellContext<TData, unknown>) {
  const formats = useFormats();
  const value = text(getValue());
  return <WholeDate value={value} written={value ? formats.date(value) : ""} />;
}

export function DateTimeCell<TData>({ getValue }: CellContext<TData, unknown>) {
  const formats = useFormats();
  const value = text(getValue());
  return <WholeDate value={value} written={value ? formats.dateTime(value) : ""} />;
}
