// Sign-in through the institution's identity provider (issue 17): what the sign-in page offers, and
// the super admins' group mappings.
import { identityEndpoints, type AuthProvidersDoc, type GroupMappingDoc, type GroupMappingsInput, type IdentityContracts } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const identity = contractCalls<IdentityContracts>(identityEndpoints);

export function getAuthProviders(api: ApiClient): Promise<AuthProvidersDoc> {
  return identity.providers(api, {});
}

/** The provider's login address on the API, coming back to `returnTo` (a page of this site) afterwards. */
export function providerLoginUrl(api: ApiClient, loginUrl: string, returnTo: string): string {
  return `${api.baseUrl}${loginUrl}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Starts linking the signed-in person's provider account: the provider's address to send the browser to. */
export function startProviderLink(api: ApiClient, provider: string, returnTo: string): Promise<{ url: string }> {
  return api.request<{ url: string }>(`/api/auth/${encodeURIComponent(provider)}/link?returnTo=${encodeURIComponent(returnTo)}`, { method: "POST" });
}

export function getGroupMappings(api: ApiClient): Promise<{ docs: GroupMappingDoc[] }> {
  return identity.listGroupMappings(api, {});
}

export function saveGroupMappings(api: ApiClient, input: GroupMappingsInput): Promise<{ docs: GroupMappingDoc[] }> {
  return identity.replaceGroupMappings(api, { body: input });
}
