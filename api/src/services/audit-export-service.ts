// The streaming audit export: entries in id order, read page by page only as fast as the client
// takes them (a pull-based ReadableStream), so memory stays flat whatever the size of the log.
import type { AuditExportQuery, Locale } from "@steward/shared";
import { csvHeader, csvLine, jsonlLine } from "../audit/export-format.ts";
import type { Actor } from "../domain/actor.ts";
import { notFound } from "../domain/errors.ts";
import { auditPageReader, exportFilter } from "../repositories/audit-export-repo.ts";
import { today, type ServiceDeps } from "./deps.ts";
import { auditScopeOf } from "../policies/audit-logs.ts";
import { auditColumns } from "../spreadsheets/lists/audit-sheet.ts";
import { sheetName } from "../spreadsheets/sheet-texts.ts";
import { writeXlsx } from "../spreadsheets/write-xlsx.ts";
import { exportFileName } from "../spreadsheets/write-sheet.ts";
import type { Scope } from "../repositories/scope-repo.ts";

export const EXPORT_PAGE_SIZE = 1000;

export interface AuditExport {
  stream: ReadableStream<Uint8Array>;
  /** True when the stream is the whole chain: a super admin's export without filters. */
  fullChain: boolean;
  /** "steward-audit-2026-11-26.xlsx": the log and the day it was taken. */
  fileName: string;
}

export function createAuditExportService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    /** `locale`: the requester's language, for the CSV's header and enumerated values (issue 31). */
    async export(actor: Actor, query: AuditExportQuery, locale: Locale = "en"): Promise<AuditExport> {
      const scope: Scope = await auditScopeOf(database.db, actor, today(deps));
      // A unit outside the caller's scope answers like a missing one.
      const filter = await exportFilter(database.db, query, scope);
      if (!filter) throw notFound();
      const filtered = Boolean(query.entity?.length || query.action?.length || query.from || query.to || query.user?.length || query.search || query.unit !== undefined);
      const pageAfter = auditPageReader(database, filter.where);
      const fullChain = scope.kind === "all" && !filtered;
      const fileName = exportFileName("audit", today(deps), query.format);
      if (query.format === "xlsx") {
        // The same entries, a page per pull, as typed cells; exceljs commits each row as it is added.
        let lastId = 0;
        let done = false;
        const nextPage = async () => {
          if (done) return [];
          const rows = await pageAfter(lastId, EXPORT_PAGE_SIZE);
          if (rows.length < EXPORT_PAGE_SIZE) done = true;
          if (rows.length > 0) lastId = rows[rows.length - 1]!.id;
          return rows;
        };
        return { stream: writeXlsx({ sheetName: sheetName(locale, "audit"), columns: auditColumns(locale), nextPage }), fullChain, fileName };
      }
      const encoder = new TextEncoder();
      const line = query.format === "csv" ? (r: Parameters<typeof csvLine>[0]) => csvLine(r, locale) : jsonlLine;
      let lastId = 0;
      let started = false;
      const stream = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            let text = "";
            if (!started && query.format === "csv") text = csvHeader(locale);
            started = true;
            const rows = await pageAfter(lastId, EXPORT_PAGE_SIZE);
            for (const r of rows) text += line(r);
            if (text) controller.enqueue(encoder.encode(text));
            if (rows.length < EXPORT_PAGE_SIZE) controller.close();
            else lastId = rows[rows.length - 1]!.id;
          },
        },
        { highWaterMark: 1 },
      );
      return { stream, fullChain, fileName };
    },
  };
}

export type AuditExportService = ReturnType<typeof createAuditExportService>;
