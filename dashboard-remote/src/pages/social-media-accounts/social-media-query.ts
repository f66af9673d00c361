import { PLATFORMS, SOCIAL_MEDIA_STATUSES, type Platform, type Role, type SocialMediaStatus } from "@steward/shared";
import type { SocialMediaListParams } from "../../api/social-medias-api.ts";
import { filterValues, sortParam, type TableSearch } from "../../components/data-table/table-search.ts";
import { accountView, sortsByAttention } from "./account-views.ts";

const isStatus = (v: string): v is SocialMediaStatus => (SOCIAL_MEDIA_STATUSES as readonly string[]).includes(v);
const isPlatform = (v: string): v is Platform => (PLATFORMS as readonly string[]).includes(v);
const isId = (v: string) => /^[1-9]\d{0,15}$/.test(v);

/** The columns people may sort by; each is also a sort field of the API. */
export const SOCIAL_MEDIA_SORTABLE_COLUMNS: readonly string[] = ["name", "platform", "status"];

/** Filter ids in the URL are the API's filter parameters. */
export const FILTER_IDS = { status: "status", platform: "platform", unit: "organization", administrator: "primaryAdmin", backup: "backupAdmin", attested: "attested" } as const;

/**
 * Table state (URL) to the API's list query; values the API would refuse are left out. With the
 * reader's `role`, the view ("My accounts" or all, account-views.ts) becomes `mine` and, for a unit
 * admin's own, the "needs attention first" order.
 */
export function socialMediaListParams(search: TableSearch, role?: Role): SocialMediaListParams {
  const params: SocialMediaListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  const sort = sortParam(search);
  const sorted = sort !== undefined && SOCIAL_MEDIA_SORTABLE_COLUMNS.includes(sort.replace(/^-/, ""));
  if (sorted) params.sort = sort;
  if (role) {
    const view = accountView(search, role);
    if (view === "mine") params.mine = "true";
    if (sortsByAttention(view, role, sorted)) params.sort = "attention";
  }
  if (search.search.trim() !== "") params.search = search.search.trim();
  const status = filterValues(search, FILTER_IDS.status).filter(isStatus);
  if (status.length) params.status = status;
  const platform = filterValues(search, FILTER_IDS.platform).filter(isPlatform);
  if (platform.length) params.platform = platform;
  const organization = filterValues(search, FILTER_IDS.unit).filter(isId).map(Number);
  if (organization.length) params.organization = organization;
  const primaryAdmin = filterValues(search, FILTER_IDS.administrator).filter(isId).map(Number);
  if (primaryAdmin.length) params.primaryAdmin = primaryAdmin;
  if (filterValues(search, FILTER_IDS.backup).includes("none")) params.backupAdmin = ["none"];
  // Verified status (issue 18): one of yes or no; both chosen is no filter at all.
  const attested = filterValues(search, FILTER_IDS.attested).filter((v): v is "yes" | "no" => v === "yes" || v === "no");
  if (attested.length === 1) params.attested = attested;
  return params;
}
