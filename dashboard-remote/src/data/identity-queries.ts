import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getAuthProviders, getGroupMappings } from "../api/identity-api.ts";
import { queryKeys } from "./query-keys.ts";

/** What the sign-in page offers; when the server cannot say, the password form alone. */
export const providersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.identity.providers(),
    queryFn: () => getAuthProviders(api).catch(() => ({ providers: [], passwordLogin: true })),
    staleTime: 60_000,
  });

export const groupMappingsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.identity.groupMappings(), queryFn: async () => (await getGroupMappings(api)).docs });
