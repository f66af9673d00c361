import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { listAuditLogs } from "../api/audit-logs-api.ts";
import {
  accountAuditParams,
  fetchSavedLatestPost,
  getSocialMedia,
  getSocialMediaOptions,
  listSocialMedias,
  type SocialMediaListParams,
} from "../api/social-medias-api.ts";
import { getPublication } from "../api/publication-api.ts";
import { queryKeys } from "./query-keys.ts";

export const socialMediaListQuery = (api: ApiClient, params: SocialMediaListParams) =>
  queryOptions({
    queryKey: queryKeys.socialMedias.list(params),
    queryFn: ({ signal }) => listSocialMedias(api, params, signal),
    placeholderData: keepPreviousData,
  });

export const socialMediaQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: queryKeys.socialMedias.detail(id), queryFn: ({ signal }) => getSocialMedia(api, id, signal) });

export const socialMediaOptionsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.socialMedias.options(), queryFn: ({ signal }) => getSocialMediaOptions(api, signal) });

export const savedLatestPostQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: queryKeys.socialMedias.savedPost(id), queryFn: ({ signal }) => fetchSavedLatestPost(api, id, signal) });

/** The account's audit history: one page of the audit list, so an audit invalidation reaches it. */
export const accountAuditQuery = (api: ApiClient, id: number) => {
  const params = accountAuditParams(id);
  return queryOptions({ queryKey: queryKeys.auditLogs.list(params), queryFn: ({ signal }) => listAuditLogs(api, params, signal) });
};

/** Whether and how the account is published in the public directory (issue 20). */
export const publicationQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: queryKeys.socialMedias.publication(id), queryFn: ({ signal }) => getPublication(api, id, signal) });
