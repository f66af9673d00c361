import { Button, Label, useId } from "@fluentui/react-components";
import { ChevronLeft20Regular, ChevronRight20Regular } from "@fluentui/react-icons";
import { PAGE_SIZE_OPTIONS } from "@steward/shared";
import { useDataTableStyles } from "./data-table.styles.ts";
import { useFormats } from "../format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";

export interface DataTablePaginationProps {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  onPageIndexChange(pageIndex: number): void;
  onPageSizeChange(pageSize: number): void;
}

export function DataTablePagination(props: DataTablePaginationProps) {
  const t = useT();
  const { pageIndex, pageSize, pageCount, onPageIndexChange, onPageSizeChange } = props;
  const styles = useDataTableStyles();
  const selectId = useId("rows-per-page");
  const lastPage = Math.max(pageCount, 1);
  const formats = useFormats();
  return (
    <div className={styles.pager}>
      <div className={styles.pageSize}>
        <Label htmlFor={selectId}>{t("common.rowsPerPage")}</Label>
        {/* A native select: right for a short fixed list, and light. */}
        <select
          id={selectId}
          className={styles.select}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <span aria-live="polite">{t("shell.pageOf", { page: formats.number(Math.min(pageIndex + 1, lastPage)), pageCount: formats.number(lastPage) })}</span>
      <div className={styles.pageButtons}>
        <Button
          icon={<ChevronLeft20Regular />}
          aria-label={t("common.previousPage")}
          disabled={pageIndex <= 0}
          onClick={() => onPageIndexChange(pageIndex - 1)}
        />
        <Button
          icon={<ChevronRight20Regular />}
          aria-label={t("common.nextPage")}
          disabled={pageIndex + 1 >= lastPage}
          onClick={() => onPageIndexChange(pageIndex + 1)}
        />
      </div>
    </div>
  );
}
