// The identity provider settings page (issue 33, point 7): read and save the settings, start a test
// sign-in and read what it received.
import { identitySettingsEndpoints, type IdentitySettingsDoc, type IdentitySettingsInput, type SignInTestResult } from "@steward/shared";
import type { IdentitySettingsContracts } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const calls = contractCalls<IdentitySettingsContracts>(identitySettingsEndpoints);

export function getIdentitySettings(api: ApiClient): Promise<IdentitySettingsDoc> {
  return calls.getSettings(api, {});
}

export function saveIdentitySettings(api: ApiClient, input: IdentitySettingsInput): Promise<IdentitySettingsDoc> {
  return calls.putSettings(api, { body: input });
}

/** The provider's address for a test sign-in that comes back to `returnTo` (this page). */
export function startSignInTest(api: ApiClient, returnTo: string, provider: "oidc" | "saml" = "oidc"): Promise<{ url: string }> {
  return calls.startTest(api, { query: provider === "oidc" ? { returnTo } : { returnTo, provider } });
}

export async function getSignInTest(api: ApiClient, key: string): Promise<SignInTestResult> {
  return (await calls.getTest(api, { params: { key } })).doc;
}
