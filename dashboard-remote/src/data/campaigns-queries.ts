// Recertification campaigns: the lists, one campaign, the review queue and the dashboard's coverage.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import {
  getAttestationCoverage,
  getCampaign,
  listCampaignItems,
  listCampaigns,
  listReviewQueue,
  type CampaignItemListParams,
  type CampaignListParams,
  type ReviewQueueParams,
} from "../api/campaigns-api.ts";
import { queryKeys } from "./query-keys.ts";

export const campaignListQuery = (api: ApiClient, params: CampaignListParams) =>
  queryOptions({ queryKey: queryKeys.campaigns.list(params), queryFn: ({ signal }) => listCampaigns(api, params, signal), placeholderData: keepPreviousData });

export const campaignQuery = (api: ApiClient, id: number, unit?: number) =>
  queryOptions({ queryKey: queryKeys.campaigns.detail(id, unit ?? null), queryFn: ({ signal }) => getCampaign(api, id, unit, signal), placeholderData: keepPreviousData });

export const campaignItemsQuery = (api: ApiClient, id: number, params: CampaignItemListParams) =>
  queryOptions({ queryKey: queryKeys.campaigns.items(id, params), queryFn: ({ signal }) => listCampaignItems(api, id, params, signal), placeholderData: keepPreviousData });

export const reviewQueueQuery = (api: ApiClient, params: ReviewQueueParams) =>
  queryOptions({ queryKey: queryKeys.campaigns.queue(params), queryFn: ({ signal }) => listReviewQueue(api, params, signal), placeholderData: keepPreviousData });

export const attestationCoverageQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.campaigns.coverage(), queryFn: ({ signal }) => getAttestationCoverage(api, signal) });
