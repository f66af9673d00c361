import type {
  AccessType,
  ListResponse,
  PublicUser,
  Role,
  UserCreateInput,
  UserDetailDoc,
  UserStatus,
  UserUpdateInput, ComplianceItem } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";

export interface UserListParams {
  page: number;
  limit: number;
  sort?: string;
  search?: string;
  role?: readonly Role[];
  status?: readonly UserStatus[];
  lacking?: readonly ComplianceItem[];
}

export function listUsers(api: ApiClient, params: UserListParams, signal?: AbortSignal): Promise<ListResponse<PublicUser>> {
  const query = toQueryString({
    page: params.page,
    limit: params.limit,
    sort: params.sort,
    search: params.search,
    role: params.role,
    status: params.status,
  });
  return api.request<ListResponse<PublicUser>>(`/api/users${query}`, signal ? { signal } : {});
}

export function getUser(api: ApiClient, id: number, signal?: AbortSignal): Promise<{ doc: UserDetailDoc }> {
  return api.request<{ doc: UserDetailDoc }>(`/api/users/${id}`, signal ? { signal } : {});
}

export function createUser(api: ApiClient, input: UserCreateInput): Promise<{ doc: UserDetailDoc }> {
  return api.request<{ doc: UserDetailDoc }>("/api/users", { method: "POST", body: input });
}

export function updateUser(api: ApiClient, input: UserUpdateInput): Promise<{ doc: UserDetailDoc }> {
  return api.request<{ doc: UserDetailDoc }>("/api/users/", { method: "PATCH", body: input });
}

export function setUserStatus(api: ApiClient, id: number, status: UserStatus): Promise<{ doc: UserDetailDoc }> {
  return api.request<{ doc: UserDetailDoc }>("/api/users/status", { method: "PUT", body: { id, status } });
}

export interface AccessGrantInput {
  organization: number;
  type: AccessType;
  start_date: string | null;
  end_date: string | null;
}

/** Replaces the user's grants with `access`. */
export function updateUserAccess(api: ApiClient, user: number, access: readonly AccessGrantInput[]): Promise<{ doc: UserDetailDoc }> {
  return api.request<{ doc: UserDetailDoc }>("/api/users/access", { method: "PATCH", body: { user, access } });
}
