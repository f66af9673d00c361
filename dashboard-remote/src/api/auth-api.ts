import { authEndpoints, type AuthContracts, type FirstUserInput, type LoginInput, type LoginResponse, type MeResponse, type PublicUser, type SetupStatus, type UpdateMeInput } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const auth = contractCalls<AuthContracts>(authEndpoints);

export function getSetupStatus(api: ApiClient): Promise<SetupStatus> {
  return auth.setup(api, {});
}

export function createFirstUser(api: ApiClient, input: FirstUserInput): Promise<{ user: PublicUser }> {
  return auth.createFirstUser(api, { body: input });
}

export function signIn(api: ApiClient, input: LoginInput): Promise<LoginResponse> {
  return auth.login(api, { body: input });
}

export function getMe(api: ApiClient): Promise<MeResponse> {
  return auth.me(api, {});
}

/**
 * Where the browser goes to sign out: the server clears the cookie and redirects to sign-in, or to
 * `returnTo` (the embedding page's sign-in) when given.
 */
export function logoutUrl(api: ApiClient, returnTo?: string): string {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : "";
  return `${api.baseUrl}/api${authEndpoints.browserLogout.path}${query}`;
}

/** What a person may set for themselves: their language (issue 31). Answers the updated user. */
export function updateMe(api: ApiClient, input: UpdateMeInput): Promise<{ user: PublicUser }> {
  return auth.updateMe(api, { body: input });
}
