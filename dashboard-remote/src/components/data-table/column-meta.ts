// How a column takes its width. Text columns share what is left and cut a long value (with the
// whole value on hover); a column marked `fit` (actions, badges, dates) is as wide as its content,
// so no long name can push the row's actions off screen or wrap a badge.
import type { RowData } from "@tanstack/react-table";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    fit?: boolean;
  }
}
