// Table state (URL) to the campaign lists' API queries; values the API would refuse are left out.
import { CAMPAIGN_ITEM_KINDS, CAMPAIGN_ITEM_STATES, CAMPAIGN_STATUSES } from "@steward/shared";
import type { CampaignItemListParams, CampaignListParams, ReviewQueueParams } from "../../api/campaigns-api.ts";
import { filterValues, sortParam, type TableSearch } from "../../components/data-table/table-search.ts";

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isId = (v: string) => /^[1-9]\d{0,15}$/.test(v);

export const CAMPAIGN_SORTABLE: readonly string[] = ["name", "dueDate", "status", "createdAt"];
export const ITEM_SORTABLE: readonly string[] = ["subject", "unit", "state", "decidedAt", "kind"];

export function campaignListParams(search: TableSearch): CampaignListParams {
  const params: CampaignListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  const sort = sortParam(search);
  if (sort && CAMPAIGN_SORTABLE.includes(sort.replace(/^-/, ""))) params.sort = sort;
  if (search.search.trim() !== "") params.search = search.search.trim();
  const status = filterValues(search, "status").filter(isOneOf(CAMPAIGN_STATUSES));
  if (status.length > 0) params.status = status;
  return params;
}

export function campaignItemParams(search: TableSearch): CampaignItemListParams {
  const params: CampaignItemListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  const sort = sortParam(search);
  if (sort && ITEM_SORTABLE.includes(sort.replace(/^-/, ""))) params.sort = sort;
  if (search.search.trim() !== "") params.search = search.search.trim();
  const state = filterValues(search, "state").filter(isOneOf(CAMPAIGN_ITEM_STATES));
  if (state.length > 0) params.state = state;
  const kind = filterValues(search, "kind").filter(isOneOf(CAMPAIGN_ITEM_KINDS));
  if (kind.length > 0) params.kind = kind;
  const unit = filterValues(search, "unit").filter(isId).map(Number);
  if (unit.length > 0) params.unit = unit;
  return params;
}

/** The review queue reads up to a hundred items at a time: enough to work through without paging. */
export const REVIEW_QUEUE_PAGE: ReviewQueueParams = { page: 1, limit: 100 };
