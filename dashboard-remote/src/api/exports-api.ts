// Where each list's export is, with the page's own filters and sort (never its page: an export is
// every row the filters show). The files are fetched with the client's credentials (api.file).
import { auditExportEndpoints, listExportEndpoints, requestOf, type SheetFormat } from "@steward/shared";
import type { AuditListParams } from "./audit-logs-api.ts";
import type { CampaignItemListParams } from "./campaigns-api.ts";
import type { FlagListParams } from "./flags-api.ts";
import type { SocialMediaListParams } from "./social-medias-api.ts";
import type { UnitListParams } from "./units-api.ts";
import type { UserListParams } from "./users-api.ts";

/** The list's query as the page holds it, without the page: every matching row goes in the file. */
function filtersOf<P extends { page?: unknown; limit?: unknown }>(params: P): Omit<P, "page" | "limit"> {
  const { page: _page, limit: _limit, ...filters } = params;
  return filters;
}

export const exportPaths = {
  accounts: (params: SocialMediaListParams, format: SheetFormat) => requestOf(listExportEndpoints.accounts, { query: { ...filtersOf(params), format } }).path,
  users: (params: UserListParams, format: SheetFormat) => requestOf(listExportEndpoints.users, { query: { ...filtersOf(params), format } }).path,
  units: (params: UnitListParams, format: SheetFormat) => requestOf(listExportEndpoints.units, { query: { ...filtersOf(params), format } }).path,
  flags: (params: FlagListParams, format: SheetFormat) => requestOf(listExportEndpoints.flags, { query: { ...filtersOf(params), format } }).path,
  campaignItems: (campaignId: number, params: CampaignItemListParams, format: SheetFormat) =>
    requestOf(listExportEndpoints.campaignItems, { params: { id: campaignId }, query: { ...filtersOf(params), format } }).path,
  /** The audit log's export takes the page's filters (its order is the chain's: oldest first). */
  audit: (params: AuditListParams, format: SheetFormat) => {
    const { entity, action, user, from, to, search } = params;
    return requestOf(auditExportEndpoints.export, { query: { format, entity, action, user, from, to, search } }).path;
  },
};
