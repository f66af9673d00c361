// Recertification campaigns (issue 18): the calls of the campaign pages and the review queue.
import {
  campaignEndpoints,
  requestOf,
  type AttestationCoverage,
  type CampaignContracts,
  type CampaignCreateInput,
  type CampaignDecisionInput,
  type CampaignDetailDoc,
  type CampaignDoc,
  type CampaignItemDoc,
  type ListResponse,
  type campaignItemListQuerySchema,
  type campaignListQuerySchema,
  type reviewQueueQuerySchema,
} from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type CampaignListParams = ListParams<typeof campaignListQuerySchema>;
export type CampaignItemListParams = ListParams<typeof campaignItemListQuerySchema>;
export type ReviewQueueParams = ListParams<typeof reviewQueueQuerySchema>;

const campaigns = contractCalls<CampaignContracts>(campaignEndpoints);

export function listCampaigns(api: ApiClient, params: CampaignListParams, signal?: AbortSignal): Promise<ListResponse<CampaignDoc>> {
  return campaigns.list(api, { query: params }, signal);
}

export async function getCampaign(api: ApiClient, id: number, unit: number | undefined, signal?: AbortSignal): Promise<CampaignDetailDoc> {
  return (await campaigns.get(api, { params: { id }, query: { unit } }, signal)).doc;
}

export async function createCampaign(api: ApiClient, body: CampaignCreateInput): Promise<CampaignDoc> {
  return (await campaigns.create(api, { body })).doc;
}

export async function openCampaign(api: ApiClient, id: number): Promise<CampaignDoc> {
  return (await campaigns.open(api, { params: { id } })).doc;
}

export async function closeCampaign(api: ApiClient, id: number): Promise<CampaignDoc> {
  return (await campaigns.close(api, { params: { id } })).doc;
}

export function listCampaignItems(api: ApiClient, id: number, params: CampaignItemListParams, signal?: AbortSignal): Promise<ListResponse<CampaignItemDoc>> {
  return campaigns.items(api, { params: { id }, query: params }, signal);
}

export function listReviewQueue(api: ApiClient, params: ReviewQueueParams, signal?: AbortSignal): Promise<ListResponse<CampaignItemDoc>> {
  return campaigns.queue(api, { query: params }, signal);
}

export async function decideItem(api: ApiClient, item: Pick<CampaignItemDoc, "id" | "campaign">, body: CampaignDecisionInput): Promise<CampaignItemDoc> {
  return (await campaigns.decide(api, { params: { id: item.campaign.id, itemId: item.id }, body })).doc;
}

export async function attestItems(api: ApiClient, items: readonly number[], note = ""): Promise<CampaignItemDoc[]> {
  return (await campaigns.attest(api, { body: { items: [...items], note } })).docs;
}

export function getAttestationCoverage(api: ApiClient, signal?: AbortSignal): Promise<AttestationCoverage> {
  return campaigns.coverage(api, {}, signal);
}

/** The evidence file's address: the browser downloads it with the session cookie. */
export function evidenceUrl(api: ApiClient, id: number, format: "csv" | "jsonl"): string {
  return `${api.baseUrl}${requestOf(campaignEndpoints.evidence, { params: { id }, query: { format } }).path}`;
}
