import type {
  AuditLogDoc,
  LatestPostEnvelope,
  ListResponse,
  SocialMediaCreateInput,
  SocialMediaDetailDoc,
  SocialMediaDoc,
  SocialMediaOptions,
  SocialMediaStatus,
  SocialMediaUpdateInput,
  socialMediaListQuerySchema,
} from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";
import { listAuditLogs } from "./audit-logs-api.ts";
import type { ListParams } from "./list-params.ts";

export type SocialMediaListParams = ListParams<typeof socialMediaListQuerySchema>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function listSocialMedias(api: ApiClient, params: SocialMediaListParams, signal?: AbortSignal): Promise<ListResponse<SocialMediaDoc>> {
  return api.request<ListResponse<SocialMediaDoc>>(`/api/social-medias${toQueryString(params)}`, withSignal(signal));
}

export async function getSocialMedia(api: ApiClient, id: number, signal?: AbortSignal): Promise<SocialMediaDetailDoc> {
  return (await api.request<{ doc: SocialMediaDetailDoc }>(`/api/social-medias/${id}`, withSignal(signal))).doc;
}

export function getSocialMediaOptions(api: ApiClient, signal?: AbortSignal): Promise<SocialMediaOptions> {
  return api.request<SocialMediaOptions>("/api/social-medias/options", withSignal(signal));
}

export async function createSocialMedia(api: ApiClient, body: SocialMediaCreateInput): Promise<SocialMediaDoc> {
  return (await api.request<{ doc: SocialMediaDoc }>("/api/social-medias", { method: "POST", body })).doc;
}

export async function updateSocialMedia(api: ApiClient, id: number, body: SocialMediaUpdateInput): Promise<SocialMediaDoc> {
  return (await api.request<{ doc: SocialMediaDoc }>(`/api/social-medias/${id}`, { method: "PATCH", body })).doc;
}

export async function changeSocialMediaStatus(
  api: ApiClient,
  id: number,
  status: SocialMediaStatus,
  deactivationReason?: string,
): Promise<SocialMediaDoc> {
  const body = deactivationReason === undefined ? { status } : { status, deactivationReason };
  return (await api.request<{ doc: SocialMediaDoc }>(`/api/social-medias/status/${id}`, { method: "PATCH", body })).doc;
}

export function fetchLatestPost(api: ApiClient, socialMediaId: number, platform: string, channel: string): Promise<LatestPostEnvelope> {
  return api.request<LatestPostEnvelope>(`/api/social-medias/latest-post${toQueryString({ channel, platform, socialMediaId })}`);
}

/** Fetches the account's live post and saves it, audited (needs SOCIAL_MEDIAS update); the GET above only shows it. */
export function saveLatestPost(api: ApiClient, socialMediaId: number): Promise<LatestPostEnvelope> {
  return api.request<LatestPostEnvelope>(`/api/social-medias/${socialMediaId}/latest-post`, { method: "POST" });
}

export function fetchSavedLatestPost(api: ApiClient, socialMediaId: number, signal?: AbortSignal): Promise<LatestPostEnvelope> {
  return api.request<LatestPostEnvelope>(`/api/social-medias/saved-latest-post${toQueryString({ socialMediaId })}`, withSignal(signal));
}

/** The account's audit history, newest first (one page of the audit list, filtered to the account). */
export function listAccountAudit(api: ApiClient, socialMediaId: number, signal?: AbortSignal): Promise<ListResponse<AuditLogDoc>> {
  return listAuditLogs(api, accountAuditParams(socialMediaId), signal);
}

export const accountAuditParams = (socialMediaId: number) => ({ entity: ["social-medias" as const], documentId: [socialMediaId], limit: 100 });
