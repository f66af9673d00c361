import type { PublicUser } from "@steward/shared";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
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

const isSessionQuery = (key: readonly unknown[]) => key[0] === queryKeys.session.me()[0] && key[1] === queryKeys.session.me()[1];

/**
 * Forgets everything read for whoever was signed in, and says who is now (null: nobody). The
 * session's own query is kept and refilled rather than removed: what watches it from above the
 * router (the language the dashboard speaks) stays subscribed to it and hears the change, where a
 * cleared cache would leave it watching a query no longer there.
 */
export function changeSession(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  queryClient.setQueryData(queryKeys.session.me(), user);
}
