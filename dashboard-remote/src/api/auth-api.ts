import type { FirstUserInput, LoginInput, LoginResponse, MeResponse, PublicUser, SetupStatus } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";

export function getSetupStatus(api: ApiClient): Promise<SetupStatus> {
  return api.request<SetupStatus>("/api/setup");
}

export function createFirstUser(api: ApiClient, input: FirstUserInput): Promise<{ user: PublicUser }> {
  return api.request<{ user: PublicUser }>("/api/create-first-user", { method: "POST", body: input });
}

export function signIn(api: ApiClient, input: LoginInput): Promise<LoginResponse> {
  return api.request<LoginResponse>("/api/users/login", { method: "POST", body: input });
}

export function getMe(api: ApiClient): Promise<MeResponse> {
  return api.request<MeResponse>("/api/users/me");
}

/**
 * Where the browser goes to sign out: the server clears the cookie and redirects to sign-in, or to
 * `returnTo` (the embedding page's sign-in) when given.
 */
export function logoutUrl(api: ApiClient, returnTo?: string): string {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : "";
  return `${api.baseUrl}/api/logout${query}`;
}
