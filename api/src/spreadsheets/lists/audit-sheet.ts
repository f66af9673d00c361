// The audit log as an XLSX sheet: the CSV export's columns (audit/export-format.ts) with typed
// cells: ids as numbers, the moment as a date; the JSON of each change stays text.
import type { Locale } from "@steward/shared";
import { CSV_COLUMNS, exportValue } from "../../audit/export-format.ts";
import { serverT } from "../../i18n/server-catalogue.ts";
import type { AuditRow } from "../../repositories/audit-export-repo.ts";
import type { CellType, SheetColumn } from "../sheet-columns.ts";

type Column = (typeof CSV_COLUMNS)[number];

const CELLS: Record<Column, { type: CellType; cell: (r: AuditRow, locale: Locale) => string | number | null; width?: number }> = {
  id: { type: "number", cell: (r) => r.id, width: 10 },
  createdAt: { type: "moment", cell: (r) => r.createdAt, width: 20 },
  action: { type: "text", cell: (r) => r.action },
  entity: { type: "text", cell: (r) => r.entity },
  documentId: { type: "number", cell: (r) => r.documentId },
  userId: { type: "number", cell: (r) => r.userId },
  userName: { type: "text", cell: (r) => r.userName, width: 24 },
  userRole: { type: "text", cell: (r, locale) => exportValue(locale, "role", r.userRole), width: 20 },
  organizations: { type: "text", cell: (r) => r.organizations },
  prev: { type: "text", cell: (r) => r.prev, width: 40 },
  current: { type: "text", cell: (r) => r.current, width: 40 },
  prevHash: { type: "text", cell: (r) => r.prevHash, width: 20 },
  hash: { type: "text", cell: (r) => r.hash, width: 20 },
};

export function auditColumns(locale: Locale): SheetColumn<AuditRow>[] {
  return CSV_COLUMNS.map((c) => ({ header: serverT(locale)(`exports.audit.${c}`), type: CELLS[c].type, cell: (r: AuditRow) => CELLS[c].cell(r, locale), width: CELLS[c].width }));
}
