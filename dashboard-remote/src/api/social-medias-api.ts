import {
  socialMediaEndpoints,
  type AuditLogDoc,
  type LatestPostEnvelope,
  type ListResponse,
  type SocialMediaContracts,
  type SocialMediaCreateInput,
  type SocialMediaDetailDoc,
  type SocialMediaDoc,
  type SocialMediaOptions,
  type SocialMediaStatus,
  type SocialMediaUpdateInput,
  type socialMediaListQuerySchema,
} from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { listAuditLogs } from "./audit-logs-api.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type SocialMediaListParams = ListParams<typeof socialMediaListQuerySchema>;

const accounts = contractCalls<SocialMediaContracts>(socialMediaEndpoints);

export function listSocialMedias(api: ApiClient, params: SocialMediaListParams, signal?: AbortSignal): Promise<ListResponse<SocialMediaDoc>> {
  return accounts.list(api, { query: params }, signal);
}

export async function getSocialMedia(api: ApiClient, id: number, signal?: AbortSignal): Promise<SocialMediaDetailDoc> {
  return (await accounts.get(api, { params: { id } }, signal)).doc;
}

export function getSocialMediaOptions(api: ApiClient, signal?: AbortSignal): Promise<SocialMediaOptions> {
  return accounts.options(api, {}, signal);
}

export async function createSocialMedia(api: ApiClient, body: SocialMediaCreateInput): Promise<SocialMediaDoc> {
  return (await accounts.create(api, { body })).doc;
}

export async function updateSocialMedia(api: ApiClient, id: number, body: SocialMediaUpdateInput): Promise<SocialMediaDoc> {
  return (await accounts.update(api, { params: { id }, body })).doc;
}

export async function changeSocialMediaStatus(
  api: ApiClient,
  id: number,
  status: SocialMediaStatus,
  deactivationReason?: string,
): Promise<SocialMediaDoc> {
  const body = deactivationReason === undefined ? { status } : { status, deactivationReason };
  return (await accounts.changeStatus(api, { params: { id }, body })).doc;
}

export function fetchLatestPost(api: ApiClient, socialMediaId: number, platform: string, channel: string): Promise<LatestPostEnvelope> {
  return accounts.latestPost(api, { query: { channel, platform, socialMediaId } });
}

/** Fetches the account's live post and saves it, audited (needs SOCIAL_MEDIAS update); the GET above only shows it. */
export function saveLatestPost(api: ApiClient, socialMediaId: number): Promise<LatestPostEnvelope> {
  return accounts.refreshLatestPost(api, { params: { id: socialMediaId } });
}

export function fetchSavedLatestPost(api: ApiClient, socialMediaId: number, signal?: AbortSignal): Promise<LatestPostEnvelope> {
  return accounts.savedLatestPost(api, { query: { socialMediaId } }, signal);
}

/** The account's audit history, newest first (one page of the audit list, filtered to the account). */
export function listAccountAudit(api: ApiClient, socialMediaId: number, signal?: AbortSignal): Promise<ListResponse<AuditLogDoc>> {
  return listAuditLogs(api, accountAuditParams(socialMediaId), signal);
}

export const accountAuditParams = (socialMediaId: number) => ({ entity: ["social-medias" as const], documentId: [socialMediaId], limit: 100 });

/** Rejects a pending account; its requester is told the reason (whoever may approve may reject). */
export async function rejectSocialMedia(api: ApiClient, id: number, reason: string): Promise<SocialMediaDoc> {
  return (await accounts.reject(api, { params: { id }, body: { reason } })).doc;
}
