// The past imports (issue 32): who uploaded which file (its SHA-256), when, what it held, how far it
// went (uploaded, checked, imported) and its latest counts; each opens its record. A super admin
// sees every import, a unit admin their own (the API decides).
import { Button } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { IMPORT_KINDS, IMPORT_STATES, type ImportSummary } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { OneLineBadge } from "../../components/badge/one-line-badge.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import type { Formats } from "../../components/format/formats.ts";
import { TextLink } from "../../components/link/text-link.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { importListQuery } from "../../data/import-queries.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useT, type T } from "../../i18n/i18n-context.ts";
import { importListParams } from "./imports-query.ts";
import { useImportStyles } from "./imports.styles.ts";

const route = getRouteApi("/dashboard/imports");

/** The first characters of a hash: enough to tell files apart at a glance; the record shows it whole. */
const shortHash = (sha256: string) => `${sha256.slice(0, 12)}…`;

function countsLine(t: T, counts: ImportSummary["counts"]): string {
  return counts ? t("imports.countsLine", counts) : t("imports.notRun");
}

function FileLink({ row }: { row: ImportSummary }) {
  return (
    <TextLink to="/dashboard/imports/$id" params={{ id: String(row.id) }}>
      {row.fileName}
    </TextLink>
  );
}

/** A moment on one line: the column is as wide as it (the table's dates are never broken). */
function When({ value }: { value: string }) {
  const formats = useFormats();
  const styles = useImportStyles();
  return <span className={styles.nowrap}>{formats.dateTime(value)}</span>;
}

const STATE_COLOR = { uploaded: "informative", checked: "brand", committed: "success" } as const;

function Hash({ sha256 }: { sha256: string }) {
  const styles = useImportStyles();
  return <code className={styles.hash}>{shortHash(sha256)}</code>;
}

function importColumns(t: T, formats: Formats): ColumnDef<ImportSummary>[] {
  return [
    { id: "createdAt", meta: { fit: true }, header: t("imports.columns.when"), accessorFn: (i) => i.createdAt, cell: ({ row }) => <When value={row.original.createdAt} /> },
    { id: "file", header: t("imports.columns.file"), enableSorting: false, accessorFn: (i) => i.fileName, cell: ({ row }) => <FileLink row={row.original} /> },
    { id: "kind", meta: { fit: true }, header: t("imports.columns.kind"), enableSorting: false, accessorFn: (i) => t(`imports.kinds.${i.kind}`) },
    { id: "by", header: t("imports.columns.by"), enableSorting: false, accessorFn: (i) => i.createdBy?.name ?? t("imports.system") },
    { id: "hash", meta: { fit: true }, header: t("imports.columns.hash"), enableSorting: false, accessorFn: (i) => i.sha256, cell: ({ row }) => <Hash sha256={row.original.sha256} /> },
    {
      id: "state",
      meta: { fit: true },
      header: t("imports.columns.state"),
      enableSorting: false,
      accessorFn: (i) => i.state,
      cell: ({ row }) => (
        <OneLineBadge appearance="tint" color={STATE_COLOR[row.original.state]}>
          {t(`imports.state.${row.original.state}`)}
        </OneLineBadge>
      ),
    },
    { id: "rows", meta: { fit: true }, header: t("imports.columns.rows"), enableSorting: false, accessorFn: (i) => formats.number(i.rows) },
    { id: "counts", header: t("imports.columns.counts"), enableSorting: false, accessorFn: (i) => countsLine(t, i.counts) },
  ];
}

export function ImportsPage() {
  const t = useT();
  const formats = useFormats();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, importListParams, importListQuery);
  const columns = useMemo(() => importColumns(t, formats), [t, formats]);
  const filters = useMemo<DataTableFilter[]>(
    () => [
      { columnId: "kind", title: t("imports.columns.kind"), options: IMPORT_KINDS.map((value) => ({ value, label: t(`imports.kinds.${value}`) })) },
      { columnId: "state", title: t("imports.columns.state"), options: IMPORT_STATES.map((value) => ({ value, label: t(`imports.state.${value}`) })) },
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t("imports.pastTitle")}
        actions={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => void navigate({ to: "/dashboard/imports/new", search: {} })}>
            {t("imports.newImport")}
          </Button>
        }
      />
      <DataTable<ImportSummary> label={t("imports.pastTitle")} columns={columns} {...list.table} filters={filters} getRowId={(i) => String(i.id)} />
    </>
  );
}
