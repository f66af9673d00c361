import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getIdentitySettings, getSignInTest } from "../api/identity-settings-api.ts";
import { queryKeys } from "./query-keys.ts";

export const identitySettingsQuery = (api: ApiClient) => queryOptions({ queryKey: queryKeys.identity.settings(), queryFn: () => getIdentitySettings(api) });

/** A test's result is read once: it does not change. */
export const signInTestQuery = (api: ApiClient, key: string) =>
  queryOptions({ queryKey: queryKeys.identity.signInTest(key), queryFn: () => getSignInTest(api, key), staleTime: Infinity, retry: false });
