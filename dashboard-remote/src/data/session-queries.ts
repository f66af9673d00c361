import type { PublicUser } from "@steward/shared";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { ApiError } from "../api/api-error.ts";
import { getMe, getSetupStatus } from "../api/auth-api.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * Who is signed in (null: nobody), asked of the server once and then kept, so that route guards do
 * not cost a request each. Sign-in writes it; an expired session clears the whole cache.
 */
export const meQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.session.me(),
    queryFn: async (): Promise<PublicUser | null> => {
      try {
        return (await getMe(api)).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

/** Whether the first user is still to be created. When the server cannot say, null. */
export const setupQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.session.setup(),
    queryFn: () => getSetupStatus(api).catch(() => null),
    staleTime: 0,
  });
