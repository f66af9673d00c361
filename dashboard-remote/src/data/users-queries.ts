import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getUser, listUsers, type UserListParams } from "../api/users-api.ts";
import { queryKeys } from "./query-keys.ts";

export const userListQuery = (api: ApiClient, params: UserListParams) =>
  queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => listUsers(api, params, signal),
    placeholderData: keepPreviousData,
  });

export const userQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: async ({ signal }) => (await getUser(api, id, signal)).doc });
