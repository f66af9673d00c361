// Recertification campaigns (issue 18): the calls of the campaign pages and the review queue.
import type {
  AttestationCoverage,
  CampaignCreateInput,
  CampaignDecisionInput,
  CampaignDetailDoc,
  CampaignDoc,
  CampaignItemDoc,
  ListResponse,
  campaignItemListQuerySchema,
  campaignListQuerySchema,
  reviewQueueQuerySchema,
} from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";
import type { ListParams } from "./list-params.ts";

export type CampaignListParams = ListParams<typeof campaignListQuerySchema>;
export type CampaignItemListParams = ListParams<typeof campaignItemListQuerySchema>;
export type ReviewQueueParams = ListParams<typeof reviewQueueQuerySchema>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function listCampaigns(api: ApiClient, params: CampaignListParams, signal?: AbortSignal): Promise<ListResponse<CampaignDoc>> {
  return api.request<ListResponse<CampaignDoc>>(`/api/campaigns${toQueryString(params)}`, withSignal(signal));
}

export async function getCampaign(api: ApiClient, id: number, unit: number | undefined, signal?: AbortSignal): Promise<CampaignDetailDoc> {
  return (await api.request<{ doc: CampaignDetailDoc }>(`/api/campaigns/${id}${toQueryString({ unit })}`, withSignal(signal))).doc;
}

export async function createCampaign(api: ApiClient, body: CampaignCreateInput): Promise<CampaignDoc> {
  return (await api.request<{ doc: CampaignDoc }>("/api/campaigns", { method: "POST", body })).doc;
}

export async function openCampaign(api: ApiClient, id: number): Promise<CampaignDoc> {
  return (await api.request<{ doc: CampaignDoc }>(`/api/campaigns/${id}/open`, { method: "POST" })).doc;
}

export async function closeCampaign(api: ApiClient, id: number): Promise<CampaignDoc> {
  return (await api.request<{ doc: CampaignDoc }>(`/api/campaigns/${id}/close`, { method: "POST" })).doc;
}

export function listCampaignItems(api: ApiClient, id: number, params: CampaignItemListParams, signal?: AbortSignal): Promise<ListResponse<CampaignItemDoc>> {
  return api.request<ListResponse<CampaignItemDoc>>(`/api/campaigns/${id}/items${toQueryString(params)}`, withSignal(signal));
}

export function listReviewQueue(api: ApiClient, params: ReviewQueueParams, signal?: AbortSignal): Promise<ListResponse<CampaignItemDoc>> {
  return api.request<ListResponse<CampaignItemDoc>>(`/api/campaign-items${toQueryString(params)}`, withSignal(signal));
}

export async function decideItem(api: ApiClient, item: Pick<CampaignItemDoc, "id" | "campaign">, body: CampaignDecisionInput): Promise<CampaignItemDoc> {
  return (await api.request<{ doc: CampaignItemDoc }>(`/api/campaigns/${item.campaign.id}/items/${item.id}`, { method: "PATCH", body })).doc;
}

export async function attestItems(api: ApiClient, items: readonly number[], note = ""): Promise<CampaignItemDoc[]> {
  return (await api.request<{ docs: CampaignItemDoc[] }>("/api/campaign-items/attest", { method: "POST", body: { items, note } })).docs;
}

export function getAttestationCoverage(api: ApiClient, signal?: AbortSignal): Promise<AttestationCoverage> {
  return api.request<AttestationCoverage>("/api/attestations/coverage", withSignal(signal));
}

/** The evidence file's address: the browser downloads it with the session cookie. */
export function evidenceUrl(api: ApiClient, id: number, format: "csv" | "jsonl"): string {
  return `${api.baseUrl}/api/campaigns/${id}/evidence?format=${format}`;
}
