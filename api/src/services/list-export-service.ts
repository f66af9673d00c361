// The lists' exports (issue 32): every row the list's own filters show, read through the list's
// own service (so the scope, the filters and the sort are the list's, not a copy of them), one page
// per pull of the stream, written as CSV or XLSX in the reader's language.
import type {
  CampaignItemExportQuery,
  FlagExportQuery,
  ImportKind,
  ListResponse,
  Locale,
  SheetFormat,
  SocialMediaExportQuery,
  UnitExportQuery,
  UserExportQuery,
} from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { campaignItemColumns } from "../spreadsheets/lists/campaign-items-sheet.ts";
import { flagColumns } from "../spreadsheets/lists/flags-sheet.ts";
import { layoutColumns, type LayoutRow } from "../spreadsheets/lists/layout-sheet.ts";
import { CONTENT_TYPES, type NextPage, type SheetColumn } from "../spreadsheets/sheet-columns.ts";
import { sheetName, sheetTexts } from "../spreadsheets/sheet-texts.ts";
import { exportFileName, writeSheet } from "../spreadsheets/write-sheet.ts";
import { today, type ServiceDeps } from "./deps.ts";
import type { CampaignDecisionService } from "./campaign-decision-service.ts";
import type { FlagService } from "./flag-service.ts";
import { accountRows, unitRows, userRows } from "./list-exports/registry-rows.ts";
import type { SocialMediaService } from "./social-media-service.ts";
import type { UnitService } from "./unit-service.ts";
import type { UserService } from "./user-service.ts";
import type { Executor } from "../db/connection.ts";

/** The lists' own largest page (API_MAX_LIMIT): each pull reads one, as the list would answer it. */
export const EXPORT_LIST_PAGE = 100;

export interface SheetExport {
  stream: ReadableStream<Uint8Array>;
  fileName: string;
  contentType: string;
}

type ReadPage<T> = (page: number, limit: number) => Promise<ListResponse<T>>;

/**
 * The pages of a list after its first, which is read before the answer starts: a refusal (an
 * unknown campaign, a unit out of scope) is then an error answer, not a broken file.
 */
async function pagesOf<T>(read: ReadPage<T>): Promise<NextPage<T>> {
  let page = 1;
  let last = await read(page, EXPORT_LIST_PAGE);
  let pending: readonly T[] | null = last.docs;
  return async () => {
    if (pending) {
      const docs = pending;
      pending = null;
      return docs;
    }
    if (!last.hasNextPage) return [];
    page += 1;
    last = await read(page, EXPORT_LIST_PAGE);
    return last.docs;
  };
}

export interface ListServices {
  socialMedias: Pick<SocialMediaService, "list">;
  users: Pick<UserService, "list">;
  units: Pick<UnitService, "list">;
  flags: Pick<FlagService, "list">;
  campaignDecisions: Pick<CampaignDecisionService, "list">;
}

export function createListExportService(deps: ServiceDeps, lists: ListServices) {
  /** `list`: the sheets namespace's name of the list; `file`: what the file name calls it. */
  async function sheet<T>(list: string, file: string, format: SheetFormat, locale: Locale, columns: SheetColumn<T>[], read: ReadPage<T>): Promise<SheetExport> {
    const nextPage = await pagesOf(read);
    return {
      stream: writeSheet(format, { sheetName: sheetName(locale, list), columns, nextPage }),
      fileName: exportFileName(file, today(deps), format),
      contentType: CONTENT_TYPES[format],
    };
  }

  /**
   * The registry's lists in the import's layout (issue 32): the list's own page of documents, then
   * what they name said by natural key, so the file imports back unchanged.
   */
  async function layoutSheet<T>(kind: ImportKind, format: SheetFormat, locale: Locale, read: ReadPage<T>, rows: (ex: Executor, docs: readonly T[]) => Promise<LayoutRow[]>): Promise<SheetExport> {
    const docs = await pagesOf(read);
    const nextPage = async () => {
      const page = await docs();
      return page.length === 0 ? [] : rows(deps.database.db, page);
    };
    return {
      stream: writeSheet(format, { sheetName: sheetName(locale, kind), columns: layoutColumns(kind, locale), nextPage }),
      fileName: exportFileName(kind, today(deps), format),
      contentType: CONTENT_TYPES[format],
    };
  }

  return {
    accounts(actor: Actor, query: SocialMediaExportQuery, locale: Locale): Promise<SheetExport> {
      const { format, ...filters } = query;
      return layoutSheet("accounts", format, locale, (page, limit) => lists.socialMedias.list(actor, { ...filters, page, limit }), accountRows);
    },
    users(actor: Actor, query: UserExportQuery, locale: Locale): Promise<SheetExport> {
      const { format, ...filters } = query;
      return layoutSheet("users", format, locale, (page, limit) => lists.users.list(actor, { ...filters, page, limit }), userRows);
    },
    units(actor: Actor, query: UnitExportQuery, locale: Locale): Promise<SheetExport> {
      const { format, ...filters } = query;
      return layoutSheet("units", format, locale, (page, limit) => lists.units.list(actor, { ...filters, page, limit }), unitRows);
    },
    flags(actor: Actor, query: FlagExportQuery, locale: Locale): Promise<SheetExport> {
      const { format, ...filters } = query;
      return sheet("flags", "flags", format, locale, flagColumns(sheetTexts(locale)), (page, limit) => lists.flags.list(actor, { ...filters, page, limit }));
    },
    campaignItems(actor: Actor, campaignId: number, query: CampaignItemExportQuery, locale: Locale): Promise<SheetExport> {
      const { format, ...filters } = query;
      return sheet("campaignItems", `campaign-${campaignId}-items`, format, locale, campaignItemColumns(sheetTexts(locale)), (page, limit) =>
        lists.campaignDecisions.list(actor, campaignId, { ...filters, page, limit }),
      );
    },
  };
}

export type ListExportService = ReturnType<typeof createListExportService>;
