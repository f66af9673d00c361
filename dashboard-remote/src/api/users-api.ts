import type { ListResponse, PublicUser, UserAccessInput, UserCreateInput, UserDetailDoc, UserStatus, UserUpdateInput, userListQuerySchema } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";
import type { ListParams } from "./list-params.ts";

export type UserListParams = ListParams<typeof userListQuerySchema>;

export function listUsers(api: ApiClient, params: UserListParams, signal?: AbortSignal): Promise<ListResponse<PublicUser>> {
  return api.request<ListResponse<PublicUser>>(`/api/users${toQueryString(params)}`, signal ? { signal } : {});
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

/** A grant as PATCH /api/users/access takes it. */
export type AccessGrantInput = UserAccessInput["access"][number];

/** Replaces the user's grants with `access`. */
export function updateUserAccess(api: ApiClient, user: number, access: readonly AccessGrantInput[]): Promise<{ doc: UserDetailDoc }> {
  return api.request<{ doc: UserDetailDoc }>("/api/users/access", { method: "PATCH", body: { user, access } });
}
