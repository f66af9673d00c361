// Every row's outcome of a dry run or an import: created, updated (with the fields it changes),
// unchanged, or refused with the field and the reason, in the reader's language (the server says
// the reasons in it). Filtered by outcome and searched by the record's key, a page at a time, so a
// file of 30,000 rows draws 10.
import { makeStyles, tokens } from "@fluentui/react-components";
import { columnHeader, ROW_OUTCOMES, type ImportKind, type ImportRowResult, type RowOutcome } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { OneLineBadge } from "../../components/badge/one-line-badge.tsx";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { TABLE_SEARCH_DEFAULTS, type TableSearch } from "../../components/data-table/table-search.ts";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useI18n, type T } from "../../i18n/i18n-context.ts";
import { countOutcomes, outcomePage } from "./outcome-rows.ts";
import type { Locale } from "@steward/shared";

const useStyles = makeStyles({
  notes: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  refusal: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  number: { fontVariantNumeric: "tabular-nums" },
});

const BADGE: Record<RowOutcome, "success" | "brand" | "informative" | "danger"> = {
  created: "success",
  updated: "brand",
  unchanged: "informative",
  refused: "danger",
};

export function OutcomeBadge({ outcome }: { outcome: RowOutcome }) {
  const { t } = useI18n();
  return (
    <OneLineBadge appearance="tint" color={BADGE[outcome]}>
      {t(`imports.outcome.${outcome}`)}
    </OneLineBadge>
  );
}

/** A field's name as the reader's template calls it; a row-wide note has no field. */
function fieldName(t: T, locale: Locale, kind: ImportKind, field: string): string {
  return field === "" ? t("imports.rowWide") : columnHeader(kind, field, locale);
}

function Details({ row, kind }: { row: ImportRowResult; kind: ImportKind }) {
  const { t, locale } = useI18n();
  const styles = useStyles();
  const notes = [
    ...(row.refusals ?? []).map((note) => ({ ...note, className: styles.refusal })),
    ...(row.warnings ?? []).map((note) => ({ ...note, className: styles.warning })),
  ];
  const changed = row.changed && row.changed.length > 0 ? t("imports.changes", { fields: row.changed.map((f) => columnHeader(kind, f, locale)).join(", ") }) : null;
  if (notes.length === 0 && !changed) return <>—</>;
  return (
    <ul className={styles.notes}>
      {notes.map((note, i) => (
        <li key={i} className={note.className}>
          {`${fieldName(t, locale, kind, note.field)}: ${note.message}`}
        </li>
      ))}
      {changed && <li>{changed}</li>}
    </ul>
  );
}

function columnsOf(t: T, kind: ImportKind, formatNumber: (n: number) => string): ColumnDef<ImportRowResult>[] {
  return [
    { id: "row", meta: { fit: true }, header: t("imports.columns.row"), enableSorting: false, accessorFn: (r) => formatNumber(r.row) },
    { id: "outcome", meta: { fit: true }, header: t("imports.columns.outcome"), enableSorting: false, accessorFn: (r) => r.outcome, cell: ({ row }) => <OutcomeBadge outcome={row.original.outcome} /> },
    { id: "key", header: t("imports.columns.key"), enableSorting: false, accessorFn: (r) => r.key },
    { id: "details", header: t("imports.columns.details"), enableSorting: false, accessorFn: () => "", cell: ({ row }) => <Details row={row.original} kind={kind} /> },
  ];
}

export interface OutcomeTableProps {
  label: string;
  kind: ImportKind;
  rows: readonly ImportRowResult[];
  /** The outcomes shown first (a dry run with refusals opens on them). */
  initialOutcomes?: readonly RowOutcome[];
}

export function OutcomeTable({ label, kind, rows, initialOutcomes = [] }: OutcomeTableProps) {
  const { t } = useI18n();
  const formats = useFormats();
  // The table's state stays on this screen (not in the address): it belongs to one run's answer.
  const [search, setSearch] = useState<TableSearch>(() =>
    initialOutcomes.length > 0 ? { ...TABLE_SEARCH_DEFAULTS, filters: [{ id: "outcome", value: [...initialOutcomes] }] } : TABLE_SEARCH_DEFAULTS,
  );
  const counts = useMemo(() => countOutcomes(rows), [rows]);
  const page = useMemo(() => outcomePage(rows, search), [rows, search]);
  const columns = useMemo(() => columnsOf(t, kind, formats.number), [t, kind, formats.number]);
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        columnId: "outcome",
        title: t("imports.columns.outcome"),
        options: ROW_OUTCOMES.map((value) => ({ value, label: `${t(`imports.outcome.${value}`)} (${formats.number(counts[value])})` })),
      },
    ],
    [t, counts, formats],
  );
  return (
    <DataTable<ImportRowResult>
      label={label}
      columns={columns}
      data={page.rows}
      pageCount={page.pageCount}
      state={{ ...search, pageIndex: Math.min(search.pageIndex, page.pageCount - 1) }}
      onStateChange={setSearch}
      filters={filters}
      isLoading={false}
      getRowId={(r) => String(r.row)}
    />
  );
}
