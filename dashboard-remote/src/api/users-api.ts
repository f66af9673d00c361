import { userEndpoints, type AnswerOf, type InputOf, type ListResponse, type PublicUser, type UserAccessInput, type UserContracts, type UserCreateInput, type UserDetailDoc, type UserStatus, type UserUpdateInput, type userListQuerySchema } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type UserListParams = ListParams<typeof userListQuerySchema>;

const users = contractCalls<UserContracts>(userEndpoints);

export function listUsers(api: ApiClient, params: UserListParams, signal?: AbortSignal): Promise<ListResponse<PublicUser>> {
  return users.list(api, { query: params }, signal);
}

export function getUser(api: ApiClient, id: number, signal?: AbortSignal): Promise<{ doc: UserDetailDoc }> {
  return users.get(api, { params: { id } }, signal);
}

export function createUser(api: ApiClient, input: UserCreateInput): Promise<{ doc: UserDetailDoc }> {
  return users.create(api, { body: input });
}

/** `PATCH /api/users/`, spelled as api-contract.md fixes it (the router takes both); typed by the update contract. */
export function updateUser(api: ApiClient, input: UserUpdateInput): Promise<{ doc: UserDetailDoc }> {
  const body: InputOf<UserContracts["update"]>["body"] = input;
  return api.request<AnswerOf<UserContracts["update"]>>(`/api${userEndpoints.update.path}/`, { method: "PATCH", body });
}

export function setUserStatus(api: ApiClient, id: number, status: UserStatus): Promise<{ doc: UserDetailDoc }> {
  return users.setStatus(api, { body: { id, status } });
}

/** A grant as PATCH /api/users/access takes it. */
export type AccessGrantInput = UserAccessInput["access"][number];

/** Replaces the user's grants with `access`. */
export function updateUserAccess(api: ApiClient, user: number, access: readonly AccessGrantInput[]): Promise<{ doc: UserDetailDoc }> {
  return users.replaceAccess(api, { body: { user, access: [...access] } });
}
